import type { RouteObject } from 'react-router';
import { lazyPage } from './chunk-reload';
import { getConfig, PARTNER_SLUGS, type PartnerSlug } from './config';

// docs/screens.md#partner-redirects: seven offers, each under two prefixes, sending the browser to the partner's
// sign-up page. The addresses are configuration (README, "Configuration"), never code.

export const PARTNER_PREFIXES = ['products', 'additional-information'] as const;

/** Called just before the browser leaves for a partner (analytics records the hand-off). */
export type PartnerExitHook = (slug: PartnerSlug) => void;

function partnerLoader(slug: PartnerSlug, onExit: PartnerExitHook) {
  return () => {
    const url = getConfig().partnerUrls[slug];
    if (!url) return { slug };
    onExit(slug);
    // replace(): Back from the partner's page returns to where the user was, not to this redirect.
    window.location.replace(url);
    // Never settles: the page is being unloaded, and rendering anything would only flash.
    return new Promise<never>(() => undefined);
  };
}

/** The 14 partner routes; an unconfigured partner shows a "not available" page instead of a dead link. */
export function partnerRoutes(onExit: PartnerExitHook): RouteObject[] {
  return PARTNER_PREFIXES.flatMap((prefix) =>
    PARTNER_SLUGS.map((slug) => ({
      path: `/${prefix}/${slug}`,
      loader: partnerLoader(slug, onExit),
      lazy: lazyPage(async () => ({
        Component: (await import('../routes/partner/partner-unavailable-page')).PartnerUnavailablePage,
      })),
    })),
  );
}

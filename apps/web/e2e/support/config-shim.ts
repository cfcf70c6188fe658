import type { BrowserContext } from '@playwright/test';
import { collectorOrigin, INTERNAL_COMPANY_SLUG, PARTNERS, partnerUrl, SENTRY_DSN } from './environment';

// TEMPORARY, until apps/api injects the runtime config (notes/requests-from-web.md #1): pages the server
// sends without `#concierge-config` get the JSON the server will build from the same environment. Done in
// the page (not by rewriting the response), so the document keeps its real origin and headers.

const config = {
  sentry: { dsn: SENTRY_DSN, environment: 'e2e' },
  internalCompanies: [INTERNAL_COMPANY_SLUG],
  partnerUrls: Object.fromEntries(PARTNERS.map((slug) => [slug, partnerUrl(slug)])),
  analytics: { provider: 'posthog', host: collectorOrigin, apiKey: 'phc_e2e' },
};

export async function injectConfigWhereMissing(context: BrowserContext): Promise<void> {
  await context.addInitScript((json: string) => {
    const add = () => {
      if (!document.head || document.getElementById('concierge-config')) return false;
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = 'concierge-config';
      element.textContent = json;
      document.head.append(element);
      return true;
    };
    if (add()) return;
    const observer = new MutationObserver(() => {
      // Wait until the parser has passed <head>, so a server-injected element is seen first.
      if (document.body && (document.getElementById('concierge-config') || add())) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, JSON.stringify(config));
}

// First import: starts buffering errors before anything else can throw.
import { reportError, startMonitoring } from './app/monitoring/monitoring';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialLocale, LocaleRoot, setLocaleLoader } from '@concierge/app-locale';
import { RouterRoot } from '@concierge/app-shell';
import '@concierge/ui/styles.css';
import '@concierge/ui/page.css';
import '@concierge/app-shell/app-shell.css';
import '@concierge/account-ui/account-ui.css';
import './app/app.css';
import { clearMarkerWhenSettled } from './app/chunk-reload';
import { getConfig } from './app/config';
import { AppProviders } from './app/providers';
import { createAppRouter, createRoutes } from './app/router';
import { createServices } from './app/services';
import {
  AppReady,
  canHydrate,
  captureEarlyInput,
  prerenderedRoute,
  whenRouterSettled,
} from './prerender/take-over';

const config = getConfig();
const services = createServices(config);
const routes = createRoutes({
  gate: services.auth,
  onPartnerExit: (partner) => services.analytics.track('partner_redirect', { partner }),
});
const router = createAppRouter(routes);
// A language's chunks are listed in a chunk of their own: English's entry does not carry their names.
setLocaleLoader(async (locale) => (await import('./app/locale-loader')).loadLocale(locale));
clearMarkerWhenSettled(router);
// The auth flow navigates (after sign-in, on a 401, on sign-out) through the router: no full reloads.
services.auth.setNavigate((path) => void router.navigate(path));

async function start(container: HTMLElement) {
  // The reader's language before the first render: English loads nothing; another language
  // loads its catalog first, so no English flashes. A language that cannot load leaves the page in English.
  let locale = initialLocale();
  if (locale !== 'en') {
    const { activateLocale } = await import('@concierge/app-locale/switch');
    locale = await activateLocale(locale).then(
      () => locale,
      () => 'en' as const,
    );
  }
  const app = (
    <StrictMode>
      <AppProviders services={services}>
        <LocaleRoot>
          <RouterRoot router={router} />
        </LocaleRoot>
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  const options = { onUncaughtError: (error: unknown) => reportError(error) };
  // A prerendered page stays on screen until the router has settled: see take-over.tsx.
  const prerendered = prerenderedRoute(container);
  if (prerendered) await whenRouterSettled(router);
  if (prerendered) captureEarlyInput(container);
  // The prerendered markup is English: another language renders afresh over it.
  if (prerendered && locale === 'en' && canHydrate(prerendered, router)) {
    hydrateRoot(container, app, options);
    return;
  }
  // Rendered afresh (the dashboard's shell; a page without markup) as a transition: React renders in slices
  // of a few milliseconds and yields between them, so the first render is not one long task blocking input
  // (Lighthouse's TBT). The markup stays on screen until the commit. Hydration is left as it was: as a
  // transition it gained nothing in Lighthouse (README), and the early-input handling is tested against it.
  startTransition(() => createRoot(container, options).render(app));
}

const container = document.getElementById('root');
if (container) void start(container);
startMonitoring(config.sentry, router, routes);

// First import: starts buffering errors before anything else can throw.
import { reportError, startMonitoring } from './app/monitoring/monitoring';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@concierge/ui/styles.css';
import '@concierge/ui/page.css';
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
clearMarkerWhenSettled(router);
// The auth flow navigates (after sign-in, on a 401, on sign-out) through the router: no full reloads.
services.auth.setNavigate((path) => void router.navigate(path));

async function start(container: HTMLElement) {
  const app = (
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  const options = { onUncaughtError: (error: unknown) => reportError(error) };
  // A prerendered page (issue 23) stays on screen until the router has settled: see take-over.tsx.
  const prerendered = prerenderedRoute(container);
  if (prerendered) await whenRouterSettled(router);
  if (prerendered) captureEarlyInput(container);
  if (prerendered && canHydrate(prerendered, router)) hydrateRoot(container, app, options);
  else createRoot(container, options).render(app);
}

const container = document.getElementById('root');
if (container) void start(container);
startMonitoring(config.sentry, router, routes);

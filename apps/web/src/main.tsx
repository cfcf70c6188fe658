// First import: starts buffering errors before anything else can throw.
import { reportError, startMonitoring } from './app/monitoring/monitoring';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@concierge/ui/styles.css';
import '@concierge/ui/page.css';
import './app/app.css';
import { clearMarkerWhenSettled } from './app/chunk-reload';
import { getConfig } from './app/config';
import { AppProviders } from './app/providers';
import { createAppRouter, createRoutes } from './app/router';
import { createServices } from './app/services';

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

const container = document.getElementById('root');
if (container) {
  createRoot(container, { onUncaughtError: (error) => reportError(error) }).render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
startMonitoring(config.sentry, router, routes);

// The server side of the prerender, built by Vite in SSR mode and run once per route at build
// time in Node: the app's own providers, routes and pages, rendered by react-dom/server through React
// Router's static handler. No request reaches the API: pages render their loading state.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createAuthClient } from '@concierge/api-client/auth';
import {
  NO_MFA_FLAGS,
  createAuthStore,
  createMemoryStorage,
  createSession,
  initialAuthState,
} from '@concierge/auth/core';
import { createToastStore } from '@concierge/ui';
import { noopAnalytics } from '../app/analytics/analytics';
import { resolveConfig } from '../app/config';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import type { PublicServices } from '../app/services';
import type { PrerenderedRoute } from './routes';
import { AppReady } from './take-over';

/** No request is sent while rendering; one that were would be a bug in a page. */
const refuse = () => Promise.reject(new Error('The prerender sends no request.'));

/**
 * The services of a render: a memory session, signed in for a `shell` route (its shell is what a signed-in
 * user sees first; a signed-out one is sent to sign-in when the app runs).
 */
function prerenderServices(signedIn: boolean): PublicServices {
  const session = createSession({ storage: createMemoryStorage() });
  if (signedIn) {
    session.start({ token: 'prerender', expiresAt: '9999-12-31T23:59:59.000Z' });
    session.writeFlow({ ...initialAuthState, status: 'signedIn', mfa: NO_MFA_FLAGS });
  }
  const apiOptions = { baseUrl: '', session, fetch: refuse };
  return {
    config: resolveConfig(undefined, {}),
    auth: createAuthStore({
      session,
      createClient: (wiring) => createAuthClient({ ...apiOptions, ...wiring }),
    }),
    analytics: noopAnalytics,
    toasts: createToastStore(),
    apiOptions,
  };
}

/** The markup of `#root` for one route: what the client renders first there. */
export async function renderRoute(route: PrerenderedRoute): Promise<string> {
  const services = prerenderServices(route.mode === 'shell');
  const routes = createRoutes({ gate: services.auth, onPartnerExit: () => undefined });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${route.path}`));
  if (context instanceof Response)
    throw new Error(`${route.path} answered ${context.status} while prerendering`);
  if (context.errors)
    throw new Error(`${route.path} failed while prerendering: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders services={services}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <AppReady />
      </AppProviders>
    </StrictMode>,
  );
}

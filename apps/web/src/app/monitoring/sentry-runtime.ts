// Loaded with import() after first paint: nothing here may be imported statically by the app, or Sentry
// (~55 kB gzip) lands in the first chunk. Replay (~41 kB gzip) loads later still, when the browser is idle.
import {
  addIntegration,
  captureException,
  init,
  reactRouterV7BrowserTracingIntegration,
  setTag,
  setUser,
  wrapCreateBrowserRouterV7,
} from '@sentry/react';
import { useEffect } from 'react';
import {
  createRoutesFromChildren,
  matchRoutes,
  useLocation,
  useNavigationType,
  type RouteObject,
} from 'react-router';
import type { AppConfig } from '../config';
import type { AppRouter } from '../router';
import {
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPLAYS_SESSION_SAMPLE_RATE,
  TRACES_SAMPLE_RATE,
} from './sentry-constants';
import type { MonitoredUser, MonitoringBackend } from './monitoring-types';

/** Starts Sentry and instruments the router that already exists (it was created before Sentry loaded). */
export function startSentry(
  sentry: AppConfig['sentry'] & { dsn: string },
  router: AppRouter,
  routes: RouteObject[],
): MonitoringBackend {
  init({
    dsn: sentry.dsn,
    environment: sentry.environment,
    ...(sentry.release ? { release: sentry.release } : {}),
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    integrations: [
      reactRouterV7BrowserTracingIntegration({
        useEffect,
        useLocation,
        useNavigationType,
        createRoutesFromChildren,
        matchRoutes,
      }),
    ],
  });
  // The wrapper normally creates the router; handing it a factory that returns ours subscribes Sentry's
  // navigation spans to the live router and names the page-load span after the matched route.
  wrapCreateBrowserRouterV7(() => router)(routes);

  return {
    captureException: (error) => void captureException(error),
    setUser(user: MonitoredUser | null) {
      setUser(user ? { id: user.id, internal: user.internal } : null);
      setTag('internal', user ? String(user.internal) : undefined);
    },
    async startReplay() {
      const { replayIntegration } = await import('./replay-runtime');
      // docs/product.md#what-the-product-does: form inputs masked. All text and media too: a replay must never carry what people typed.
      addIntegration(replayIntegration({ maskAllInputs: true, maskAllText: true, blockAllMedia: true }));
    },
  };
}

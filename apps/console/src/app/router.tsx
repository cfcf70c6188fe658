import type { ComponentType } from 'react';
import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { ConciergeLayout } from '../features/access/concierge-layout';
import { guestOnly, mfaGuard, requireAuth, toQueue, type AuthGate } from './guard-loaders';
import { PageLoading } from './page-loading';
import { BASENAME } from './paths';
import { RouteErrorPage } from './route-error-page';
import { Shell } from './shell';

/** A lazily loaded route component (the request page carries the editor: only its visitors load it). */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/** The console's routes and their guards. */
export function createRoutes(gate: AuthGate): RouteObject[] {
  return [
    {
      Component: Shell,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          path: 'sign-in',
          loader: guestOnly(gate),
          lazy: page(() => import('../routes/sign-in/sign-in-page'), 'SignInPage'),
        },
        {
          path: 'mfa-enrollment',
          loader: mfaGuard(gate),
          lazy: page(() => import('../routes/mfa/mfa-page'), 'MfaPage'),
        },
        {
          path: 'accept-invite/:token',
          lazy: page(() => import('../routes/accept-invite/accept-invite-page'), 'AcceptInvitePage'),
        },
        // Where the auth flow goes by default in the web app; the console's start is the queue.
        { path: 'dashboard', loader: toQueue, element: null },
        { path: 'welcome', loader: toQueue, element: null },
        {
          loader: requireAuth(gate),
          // The guard is cheap and synchronous: check it on every navigation, not only on entry.
          shouldRevalidate: () => true,
          Component: ConciergeLayout,
          children: [
            { index: true, lazy: page(() => import('../routes/queue/queue-page'), 'QueuePage') },
            {
              path: 'requests/:requestId',
              lazy: page(() => import('../routes/request/request-page'), 'RequestPage'),
            },
            { path: 'team', lazy: page(() => import('../routes/team/team-page'), 'TeamPage') },
            {
              path: 'security',
              lazy: page(() => import('../routes/security/security-page'), 'SecurityPage'),
            },
            { path: 'devices', lazy: page(() => import('../routes/devices/devices-page'), 'DevicesPage') },
            {
              path: 'saved-replies',
              lazy: page(() => import('../routes/saved-replies/saved-replies-page'), 'SavedRepliesPage'),
            },
            {
              path: 'api-tokens',
              lazy: page(() => import('../routes/api-tokens/api-tokens-page'), 'ApiTokensPage'),
            },
            {
              path: 'access-record',
              lazy: page(() => import('../routes/access-record/access-record-page'), 'AccessRecordPage'),
            },
            {
              path: 'data-exports',
              lazy: page(() => import('../routes/data-exports/data-exports-page'), 'DataExportsPage'),
            },
            {
              path: 'data-retention',
              lazy: page(() => import('../routes/data-retention/data-retention-page'), 'DataRetentionPage'),
            },
            {
              path: 'service-levels',
              lazy: page(() => import('../routes/service-levels/service-levels-page'), 'ServiceLevelsPage'),
            },
            // The charts' library (recharts) is in this route's chunk only: no other page loads it.
            { path: 'reports', lazy: page(() => import('../routes/reports/reports-page'), 'ReportsPage') },
            {
              path: 'webhooks',
              lazy: page(() => import('../routes/webhooks/webhooks-page'), 'WebhooksPage'),
            },
            {
              path: 'webhooks/:endpointId',
              lazy: page(() => import('../routes/webhooks/webhook-log-page'), 'WebhookLogPage'),
            },
          ],
        },
        {
          path: '*',
          loader: () => {
            throw data(null, { status: 404 });
          },
          element: null,
        },
      ],
    },
  ];
}

/** The data router under the console's basename. */
export function createConsoleRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes, { basename: BASENAME });
}

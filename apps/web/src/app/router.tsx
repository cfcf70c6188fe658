import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { lazyPage } from './chunk-reload';
import {
  guestOnly,
  mfaEnrollmentGuard,
  requireAuth,
  rootRedirect,
  type AuthGate,
} from '@concierge/account-ui/guard-loaders';
import { legacyRoutes } from './legacy-routes';
import { partnerRoutes, type PartnerExitHook } from './partner-routes';
import { paths } from './paths';
import { PageLoading } from './page-loading';
import { RouteErrorPage } from './route-error-page';
import { Shell } from './shell';

/**
 * A lazily loaded route component: its chunk loads on first visit; a failed load reloads once. It renders
 * inside <QueryScope> (TanStack Query and the current user), loaded beside it.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyPage(async () => {
    const [module, { QueryScope }] = await Promise.all([load(), import('./query-scope')]);
    const Page = module[name] as ComponentType;
    return {
      Component: () => (
        <QueryScope>
          <Page />
        </QueryScope>
      ),
    };
  });
}

/**
 * A page that makes no query (sign-in, sign-up, forgot-password and their layout): without <QueryScope>, so
 * its first load has no TanStack Query. It must not use `useAuth` or a query.
 */
function leanPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyPage(async () => ({ Component: (await load())[name] as ComponentType }));
}

interface RouteDeps {
  gate: AuthGate;
  onPartnerExit: PartnerExitHook;
}

/** Every route of docs/screens.md#routes, its guards, the legacy and partner redirects and the not-found page. */
export function createRoutes({ gate, onPartnerExit }: RouteDeps): RouteObject[] {
  return [
    {
      Component: Shell,
      HydrateFallback: PageLoading,
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            // Redirect-only routes render nothing (`element: null`): their loader always answers a redirect.
            { index: true, loader: rootRedirect(gate), element: null },
            {
              lazy: leanPage(() => import('../features/layout/public-layout'), 'PublicLayout'),
              ErrorBoundary: RouteErrorPage,
              children: [
                {
                  path: 'sign-in',
                  loader: guestOnly(gate),
                  lazy: leanPage(() => import('../routes/sign-in/sign-in-page'), 'SignInPage'),
                },
                {
                  path: 'sign-up/:companySlug?',
                  loader: guestOnly(gate),
                  lazy: leanPage(() => import('../routes/sign-up/sign-up-page'), 'SignUpPage'),
                },
                {
                  path: 'forgot-password',
                  lazy: leanPage(
                    () => import('../routes/forgot-password/forgot-password-page'),
                    'ForgotPasswordPage',
                  ),
                },
                {
                  path: 'reset-password/:resetToken',
                  lazy: page(
                    () => import('../routes/reset-password/reset-password-page'),
                    'ResetPasswordPage',
                  ),
                },
                {
                  path: 'confirm-email/:token',
                  lazy: page(() => import('../routes/confirm-email/confirm-email-page'), 'ConfirmEmailPage'),
                },
                {
                  path: 'cancel-email-change/:token',
                  lazy: page(
                    () => import('../routes/confirm-email/cancel-email-change-page'),
                    'CancelEmailChangePage',
                  ),
                },
                {
                  path: 'unlock/:unlockToken',
                  lazy: page(() => import('../routes/unlock/unlock-page'), 'UnlockPage'),
                },
                {
                  path: 'mfa-enrollment',
                  loader: mfaEnrollmentGuard(gate),
                  lazy: page(
                    () => import('../routes/mfa-enrollment/mfa-enrollment-page'),
                    'MfaEnrollmentPage',
                  ),
                },
              ],
            },
            {
              loader: requireAuth(gate),
              // The guard is cheap and synchronous: check it on every navigation, not only on entry.
              shouldRevalidate: () => true,
              lazy: page(() => import('../features/layout/signed-in-layout'), 'SignedInLayout'),
              ErrorBoundary: RouteErrorPage,
              children: [
                { path: 'welcome', loader: () => redirect(paths.aboutUs), element: null },
                {
                  path: 'welcome/about-us',
                  lazy: page(() => import('../routes/welcome/about-us-page'), 'AboutUsPage'),
                },
                {
                  path: 'welcome/about-you',
                  lazy: page(() => import('../routes/welcome/about-you-page'), 'AboutYouPage'),
                },
                {
                  path: 'welcome/contact-info',
                  lazy: page(() => import('../routes/welcome/contact-info-page'), 'ContactInfoPage'),
                },
                {
                  path: 'dashboard',
                  lazy: page(() => import('../routes/dashboard/dashboard-page'), 'DashboardPage'),
                },
                {
                  path: 'requests',
                  lazy: page(() => import('../routes/requests/requests-page'), 'RequestsPage'),
                },
                {
                  path: 'requests/:requestId',
                  lazy: page(
                    () => import('../routes/request-detail/request-detail-page'),
                    'RequestDetailPage',
                  ),
                },
                {
                  path: 'account',
                  lazy: page(() => import('../routes/account/account-page'), 'AccountPage'),
                },
                {
                  path: 'account/security',
                  lazy: page(() => import('../routes/security/security-page'), 'SecurityPage'),
                },
                {
                  path: 'account/devices',
                  lazy: page(() => import('../routes/devices/devices-page'), 'DevicesPage'),
                },
                {
                  path: 'account/data',
                  lazy: page(() => import('../routes/your-data/your-data-page'), 'YourDataPage'),
                },
                {
                  path: 'settings/notifications',
                  lazy: page(
                    () => import('../routes/notification-settings/notification-settings-page'),
                    'NotificationSettingsPage',
                  ),
                },
                {
                  path: 'requests/category/:categoryId',
                  lazy: page(() => import('../routes/category/category-page'), 'CategoryPage'),
                },
              ],
            },
            ...legacyRoutes,
            ...partnerRoutes(onPartnerExit),
            {
              path: '*',
              lazy: page(() => import('../routes/not-found/not-found-page'), 'NotFoundPage'),
            },
          ],
        },
      ],
    },
  ];
}

/** The data router over {@link createRoutes}. */
export function createAppRouter(routes: RouteObject[]) {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

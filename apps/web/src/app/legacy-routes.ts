import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { parseId, paths } from './paths';

// docs/screens.md#routes, "Legacy redirects": addresses from the previous app that still sit in emails and bookmarks.

/** A legacy address whose optional user id is present but not numeric is not one of ours: 404. */
const notFound = () => data(null, { status: 404 });

function toUnlock({ params }: LoaderFunctionArgs) {
  if (params.userId !== undefined && parseId(params.userId) === null) throw notFound();
  return redirect(paths.unlock(params.unlockToken ?? ''));
}

/** Keeps the query string (e.g. tracking parameters) across a plain path rename. */
const moved =
  (to: string) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(`${to}${new URL(request.url).search}`);

/**
 * The spec does not say where the optional numeric user id sits in the unlock addresses, so both places
 * are accepted: after `unlock` (`/{token}/unlock/{id}`) and before the token (`/{id}/{token}/unlock`).
 */
const routes: RouteObject[] = [
  { path: '/:unlockToken/unlock', loader: toUnlock },
  { path: '/:unlockToken/unlock/:userId', loader: toUnlock },
  { path: '/:userId/:unlockToken/unlock', loader: toUnlock },
  { path: '/reset-password/:unlockToken/unlock', loader: toUnlock },
  { path: '/reset-password/:unlockToken/unlock/:userId', loader: toUnlock },
  { path: '/reset-password/:userId/:unlockToken/unlock', loader: toUnlock },
  { path: '/life_concierge_requests', loader: moved(paths.requests) },
  { path: '/life_concierge_requests/new', loader: moved(paths.dashboard) },
  { path: '/requests/new', loader: moved(paths.dashboard) },
  {
    path: '/users/sign_up/:companySlug?',
    loader: ({ params, request }) =>
      redirect(`${paths.signUp(params.companySlug)}${new URL(request.url).search}`),
  },
  { path: '/users/sign_in', loader: moved(paths.signIn) },
];

/** Every legacy address; each only redirects, so none renders anything. */
export const legacyRoutes: RouteObject[] = routes.map((route) => ({ ...route, element: null }));

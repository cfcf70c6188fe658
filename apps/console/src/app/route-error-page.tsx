import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { usePageTitle } from '../features/page-title/use-page-title';
import { paths } from './paths';
import { TEXTS } from './texts';

/** The error boundary of every route: not-found paths and crashes. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? TEXTS.errors.notFoundTitle : TEXTS.errors.crashTitle;
  usePageTitle(title);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{title}</h1>
      <p>{notFound ? TEXTS.errors.notFound : TEXTS.errors.crash}</p>
      <p>
        <RouterLink to={paths.queue}>{TEXTS.request.back}</RouterLink>
      </p>
    </main>
  );
}

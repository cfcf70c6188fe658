import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Button } from '@concierge/ui';
import { NotFoundContent } from '../features/not-found/not-found-content';
import { usePageTitle } from '../features/page-title/use-page-title';
import { clearChunkReloadMarker, isChunkLoadError, reloadOnceFor, wasReloadedFor } from './chunk-reload';
import { reportError } from './monitoring/monitoring';
import { PageLoading } from './page-loading';
import { SHELL_TEXTS } from './shell-texts';

const T = SHELL_TEXTS.error;

function SomethingWentWrong({ chunk }: { chunk: boolean }) {
  usePageTitle(T.title);
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{T.title}</h1>
      <p>{chunk ? T.chunk : T.crash}</p>
      <Button
        onClick={() => {
          // A deliberate retry may reload once more even if the automatic reload already happened.
          clearChunkReloadMarker();
          window.location.reload();
        }}
      >
        {T.tryAgain}
      </Button>
    </main>
  );
}

/** The error boundary of every route: 404s, a failed page chunk (reload once), and crashes. */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunk = isChunkLoadError(error);
  const willReload = chunk && !wasReloadedFor(url);

  useEffect(() => {
    if (willReload) {
      reloadOnceFor(url, () => window.location.reload());
      return;
    }
    if (!notFound) reportError(error);
  }, [error, notFound, url, willReload]);

  if (notFound) return <NotFoundContent />;
  if (willReload) return <PageLoading />;
  return <SomethingWentWrong chunk={chunk} />;
}

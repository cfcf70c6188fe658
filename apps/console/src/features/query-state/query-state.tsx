import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from '@concierge/ui';
import { TEXTS } from '../../app/texts';

interface QueryStateProps {
  status: 'pending' | 'error' | 'success';
  /** Data from an earlier answer: a failed poll keeps showing it instead of an error in its place. */
  hasData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  /** What is loading, for the error text and the loading announcement, e.g. "the open requests". */
  what: string;
  children: ReactNode;
}

/**
 * The loading and error states of one query, the same way on every page; children once loaded. Polling
 * (live updates) refetches every few seconds: one failed refetch leaves what was loaded on screen.
 */
export function QueryState({ status, hasData, isFetching, refetch, what, children }: QueryStateProps) {
  if (status === 'pending') {
    return (
      <div className="query-loading" aria-busy="true">
        <span className="cui-visually-hidden" role="status">
          {TEXTS.loadingWhat(what)}
        </span>
        <Skeleton shape="text" />
        <Skeleton shape="text" width="80%" />
        <Skeleton shape="text" width="60%" />
      </div>
    );
  }
  if (status === 'error' && !hasData) {
    return (
      <Alert>
        {TEXTS.loadFailed(what)}{' '}
        <Button variant="tertiary" loading={isFetching} onClick={() => void refetch()}>
          {TEXTS.tryAgain}
        </Button>
      </Alert>
    );
  }
  return <>{children}</>;
}

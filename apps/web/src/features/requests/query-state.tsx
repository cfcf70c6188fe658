import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, EmptyState, Skeleton } from '@concierge/ui';
import { TEXTS } from '../../app/texts';

// The console's QueryState is @concierge/account-ui's (query-state.tsx), without the empty state; this one
// keeps its own copy, part of /dashboard's first load (bench/: the first-load budget).

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'refetch' | 'isFetching'>;
  /** What is loading, for the error text and the loading announcement, e.g. "your open requests". */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  headingLevel?: 2 | 3 | 4;
  children: (data: T) => ReactNode;
}

/** The loading, error, empty and loaded states of one query, the same way on every page. */
export function QueryState<T>({
  query,
  what,
  isEmpty,
  empty,
  headingLevel = 3,
  children,
}: QueryStateProps<T>) {
  if (query.status === 'pending') {
    return (
      <div className="query-loading" aria-busy="true">
        <span className="cui-visually-hidden" role="status">
          {TEXTS.loading(what)}
        </span>
        <Skeleton shape="text" />
        <Skeleton shape="text" width="80%" />
        <Skeleton shape="text" width="60%" />
      </div>
    );
  }
  // A failed background refetch (live updates poll every few seconds) keeps showing what was loaded; the
  // next poll tries again. Only a query with nothing to show shows the error.
  if (query.status === 'error' && query.data === undefined) {
    return (
      <Alert>
        {TEXTS.loadFailed(what)}{' '}
        <Button variant="tertiary" loading={query.isFetching} onClick={() => void query.refetch()}>
          {TEXTS.tryAgain}
        </Button>
      </Alert>
    );
  }
  const data = query.data as T;
  if (isEmpty(data)) return <EmptyState headingLevel={headingLevel} {...empty} />;
  return <>{children(data)}</>;
}

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryState as SharedQueryState } from '@concierge/account-ui/query-state';
import { EmptyState } from '@concierge/ui';
import { TEXTS } from '../../app/texts';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'refetch' | 'isFetching'>;
  /** What is loading, for the error text and the loading announcement, e.g. "your open requests". */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  headingLevel?: 2 | 3 | 4;
  children: (data: T) => ReactNode;
}

/**
 * The loading and error states of one query (the shared ones of @concierge/account-ui, in the web's words),
 * then the empty state every requester list has, then the data.
 */
export function QueryState<T>({
  query,
  what,
  isEmpty,
  empty,
  headingLevel = 3,
  children,
}: QueryStateProps<T>) {
  return (
    <SharedQueryState
      status={query.status}
      hasData={query.data !== undefined}
      isFetching={query.isFetching}
      refetch={query.refetch}
      what={what}
      // Read while rendering: a language switch rewrites TEXTS in place (internal/app-locale/README.md).
      texts={{ loading: TEXTS.loading, loadFailed: TEXTS.loadFailed, tryAgain: TEXTS.tryAgain }}
    >
      {query.status !== 'pending' && query.data !== undefined ? (
        isEmpty(query.data) ? (
          <EmptyState headingLevel={headingLevel} {...empty} />
        ) : (
          children(query.data)
        )
      ) : null}
    </SharedQueryState>
  );
}

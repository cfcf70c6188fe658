import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from '@concierge/ui';

/** The app's words for a query's states, e.g. `loading("the team")` → "Loading the team". */
export interface QueryStateTexts {
  loading: (what: string) => string;
  loadFailed: (what: string) => string;
  tryAgain: string;
}

export interface QueryStateProps {
  status: 'pending' | 'error' | 'success';
  /** Data from an earlier answer: a failed poll keeps showing it instead of an error in its place. */
  hasData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  /** What is loading, for the error text and the loading announcement, e.g. "the open requests". */
  what: string;
  texts: QueryStateTexts;
  children: ReactNode;
}

/**
 * The loading and error states of one query, the same way on every page of both apps; children once loaded.
 * Polling (live updates) refetches every few seconds: one failed refetch leaves what was loaded on screen,
 * and the next poll tries again. Only a query with nothing to show shows the error.
 */
export function QueryState({ status, hasData, isFetching, refetch, what, texts, children }: QueryStateProps) {
  if (status === 'pending') {
    return (
      <div className="query-loading" aria-busy="true">
        <span className="cui-visually-hidden" role="status">
          {texts.loading(what)}
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
        {texts.loadFailed(what)}{' '}
        <Button variant="tertiary" loading={isFetching} onClick={() => void refetch()}>
          {texts.tryAgain}
        </Button>
      </Alert>
    );
  }
  return <>{children}</>;
}

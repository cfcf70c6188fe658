import type { ReactNode } from 'react';
import { QueryState as AccountQueryState } from '@concierge/account-ui/query-state';
import { TEXTS } from '../../app/texts';

/**
 * The loading and error states of one query (the shared ones of @concierge/account-ui, in the console's
 * words); children once loaded.
 */
export function QueryState(props: {
  status: 'pending' | 'error' | 'success';
  hasData: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  /** What is loading, e.g. "the open requests". */
  what: string;
  children: ReactNode;
}) {
  return (
    <AccountQueryState
      {...props}
      texts={{ loading: TEXTS.loadingWhat, loadFailed: TEXTS.loadFailed, tryAgain: TEXTS.tryAgain }}
    />
  );
}

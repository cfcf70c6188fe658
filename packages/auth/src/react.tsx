import { retryServerErrors, type CurrentUser } from '@concierge/api-client';
import { useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthStore } from './auth-store.js';
import { currentUserQueryKey } from './constants.js';
import { getInitials } from './initials.js';
import {
  AuthStoreProvider,
  useAuthState,
  useAuthStore,
  type AuthStoreProviderProps,
  type UseAuthStateResult,
} from './store-react.js';

/** The current user with the derived initials (spec §3). */
export type AuthUser = CurrentUser & { initials: string };

/** Props of {@link AuthProvider}: an existing store, or the options to create one. */
export type AuthProviderProps = AuthStoreProviderProps;

/**
 * Ties a query client to the store: leaving (sign-out, a 401, another tab) clears every cached query, so no
 * data outlives its user; a new sign-in reloads the current user. Returns the function that unties them.
 * `AuthProvider` does this while mounted; an app whose query client is made later (loaded with its first
 * signed-in page) calls it once when it makes the client.
 */
export function bindQueryClient(store: AuthStore, queryClient: QueryClient): () => void {
  const offSessionEnded = store.on('sessionEnded', () => queryClient.clear());
  const offUserChanged = store.on(
    'userChanged',
    () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  );
  return () => {
    offSessionEnded();
    offUserChanged();
  };
}

function QueryClientBinding() {
  const store = useAuthStore();
  const queryClient = useQueryClient();
  useEffect(() => bindQueryClient(store, queryClient), [store, queryClient]);
  return null;
}

/**
 * Provides the auth store to {@link useAuth}. Must sit inside a `QueryClientProvider`: signing out (here,
 * by a 401 or in another tab) clears every cached query, so no data outlives its user.
 */
export function AuthProvider({ children, ...props }: AuthProviderProps) {
  return (
    <AuthStoreProvider {...props}>
      <QueryClientBinding />
      {children}
    </AuthStoreProvider>
  );
}

const withInitials = (user: CurrentUser): AuthUser => ({ ...user, initials: getInitials(user.full_name) });

/** What {@link useAuth} returns: the state, the current user and the actions. */
export interface UseAuthResult extends UseAuthStateResult {
  /** The current user once loaded; null when signed out or during a pending MFA step. */
  user: AuthUser | null;
  userQuery: Pick<UseQueryResult<AuthUser>, 'status' | 'fetchStatus' | 'error' | 'refetch'>;
}

/**
 * The auth state, the current user (TanStack Query, key {@link currentUserQueryKey}) and the actions. Under
 * an `AuthProvider`, or an `AuthStoreProvider` inside a `QueryClientProvider` whose client is bound with
 * {@link bindQueryClient}.
 */
export function useAuth(): UseAuthResult {
  const store = useAuthStore();
  const auth = useAuthState();
  const isThroughMfa = auth.isAuthenticated && auth.status === 'signedIn';
  const userQuery = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: () => store.client.getCurrentUser(),
    // Only once through MFA: before that the server answers 'MFA authentication required'.
    enabled: isThroughMfa,
    select: withInitials,
    retry: retryServerErrors,
  });

  return {
    ...auth,
    user: isThroughMfa ? (userQuery.data ?? null) : null,
    userQuery: {
      status: userQuery.status,
      fetchStatus: userQuery.fetchStatus,
      error: userQuery.error,
      refetch: userQuery.refetch,
    },
  };
}

import { retryServerErrors, type CurrentUser } from '@concierge/api-client';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createAuthStore, type AuthStore, type AuthStoreOptions } from './auth-store.js';
import { currentUserQueryKey } from './constants.js';
import { isMfaPending, type AuthState, type AuthStatus } from './machine.js';
import { getInitials } from './initials.js';

/** The current user with the derived initials (spec §3). */
export type AuthUser = CurrentUser & { initials: string };

/** Props of {@link AuthProvider}: an existing store, or the options to create one. */
export type AuthProviderProps = {
  children: ReactNode;
  /** The router's navigate (the package knows no router); without it, `location.assign` is used. */
  navigate?: (path: string) => void;
} & ({ store: AuthStore } | (AuthStoreOptions & { store?: undefined }));

const AuthContext = createContext<AuthStore | null>(null);

/**
 * Provides the auth store to {@link useAuth}. Must sit inside a `QueryClientProvider`: signing out (here,
 * by a 401 or in another tab) clears every cached query, so no data outlives its user.
 */
export function AuthProvider({ children, navigate, ...options }: AuthProviderProps) {
  const [store] = useState(() => options.store ?? createAuthStore(options));
  const queryClient = useQueryClient();

  useEffect(() => (navigate ? store.setNavigate(navigate) : undefined), [store, navigate]);
  useEffect(() => {
    const offSessionEnded = store.on('sessionEnded', () => queryClient.clear());
    const offUserChanged = store.on(
      'userChanged',
      () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    );
    return () => {
      offSessionEnded();
      offUserChanged();
    };
  }, [store, queryClient]);

  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

/** The store of the nearest {@link AuthProvider}, for code that needs it outside `useAuth`. */
export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuthStore and useAuth must be used inside <AuthProvider>.');
  return store;
}

const withInitials = (user: CurrentUser): AuthUser => ({ ...user, initials: getInitials(user.full_name) });

/** What {@link useAuth} returns: the state, the current user and the actions. */
export interface UseAuthResult extends Pick<
  AuthStore,
  | 'signIn'
  | 'signUp'
  | 'enrollMfa'
  | 'sendMfaCode'
  | 'verifyMfa'
  | 'chooseMfaFactor'
  | 'clearMfaFactor'
  | 'verifyTotp'
  | 'verifyRecoveryCode'
  | 'confirmTotpEnrollment'
  | 'skipMfaEnrollment'
  | 'signOut'
  | 'saveReturnPath'
> {
  state: AuthState;
  status: AuthStatus;
  /** A valid token and a state past sign-in, evaluated now (spec §3). */
  isAuthenticated: boolean;
  isMfaPending: boolean;
  /** The current user once loaded; null when signed out or during a pending MFA step. */
  user: AuthUser | null;
  userQuery: Pick<UseQueryResult<AuthUser>, 'status' | 'fetchStatus' | 'error' | 'refetch'>;
}

/** The auth state, the current user (TanStack Query, key {@link currentUserQueryKey}) and the actions. */
export function useAuth(): UseAuthResult {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const isAuthenticated = state.status !== 'signedOut' && store.session.isAuthenticated();
  const isThroughMfa = isAuthenticated && state.status === 'signedIn';
  const userQuery = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: () => store.client.getCurrentUser(),
    // Only once through MFA: before that the server answers 'MFA authentication required'.
    enabled: isThroughMfa,
    select: withInitials,
    retry: retryServerErrors,
  });

  return {
    state,
    status: state.status,
    isAuthenticated,
    isMfaPending: isMfaPending(state.status),
    user: isThroughMfa ? (userQuery.data ?? null) : null,
    userQuery: {
      status: userQuery.status,
      fetchStatus: userQuery.fetchStatus,
      error: userQuery.error,
      refetch: userQuery.refetch,
    },
    signIn: store.signIn,
    signUp: store.signUp,
    enrollMfa: store.enrollMfa,
    sendMfaCode: store.sendMfaCode,
    verifyMfa: store.verifyMfa,
    chooseMfaFactor: store.chooseMfaFactor,
    clearMfaFactor: store.clearMfaFactor,
    verifyTotp: store.verifyTotp,
    verifyRecoveryCode: store.verifyRecoveryCode,
    confirmTotpEnrollment: store.confirmTotpEnrollment,
    skipMfaEnrollment: store.skipMfaEnrollment,
    signOut: store.signOut,
    saveReturnPath: store.saveReturnPath,
  };
}

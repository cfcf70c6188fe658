import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createAuthStore, type AuthNavigate, type AuthStore, type AuthStoreOptions } from './auth-store.js';
import { isMfaPending, type AuthState, type AuthStatus } from './machine.js';

// The React bindings that need React alone: the store in context, its state and actions. Public pages
// (sign-in, sign-up, password) use these, so they load no TanStack Query; the current user, a
// query, is added by `useAuth` in the root entry.

/** Props of {@link AuthStoreProvider}: an existing store, or the options to create one. */
export type AuthStoreProviderProps = {
  children: ReactNode;
  /**
   * The router's navigate (the package knows no router), told the path and the new state; `false`: never
   * change the page. Without it, the store's own choice (`createAuthStore`'s `navigate`) stands.
   */
  navigate?: AuthNavigate | false | undefined;
} & ({ store: AuthStore } | (AuthStoreOptions & { store?: undefined }));

const AuthContext = createContext<AuthStore | null>(null);

/** Provides the auth store to {@link useAuthState} and {@link useAuthStore}, and to `useAuth` below it. */
export function AuthStoreProvider({ children, navigate, ...options }: AuthStoreProviderProps) {
  const [store] = useState(() => options.store ?? createAuthStore(options));
  useEffect(() => (navigate === undefined ? undefined : store.setNavigate(navigate)), [store, navigate]);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

/** The store of the nearest provider, for code that needs it outside the hooks. */
export function useAuthStore(): AuthStore {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuthStore and useAuth must be used inside <AuthProvider>.');
  return store;
}

/** What {@link useAuthState} returns: the state and the actions, without the current user. */
export interface UseAuthStateResult extends Pick<
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
  | 'verifyPasskey'
  | 'signInWithPasskey'
  | 'skipMfaEnrollment'
  | 'signOut'
  | 'saveReturnPath'
> {
  state: AuthState;
  status: AuthStatus;
  /** A valid token and a state past sign-in, evaluated now. */
  isAuthenticated: boolean;
  isMfaPending: boolean;
}

/** The auth state and actions of the nearest provider's store; re-renders when the state changes. */
export function useAuthState(): UseAuthStateResult {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    state,
    status: state.status,
    isAuthenticated: state.status !== 'signedOut' && store.session.isAuthenticated(),
    isMfaPending: isMfaPending(state.status),
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
    verifyPasskey: store.verifyPasskey,
    signInWithPasskey: store.signInWithPasskey,
    skipMfaEnrollment: store.skipMfaEnrollment,
    signOut: store.signOut,
    saveReturnPath: store.saveReturnPath,
  };
}

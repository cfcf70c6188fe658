// The lean entry (`@concierge/auth/core`): the session, the machine, the guards, the store and its React
// bindings without TanStack Query, for pages that need no current user (sign-in, sign-up, password).
export { AUTH_ROUTES, DEVICE_TOKEN_STORAGE_KEY, STORAGE_KEYS, currentUserQueryKey } from './constants.js';
export { getInitials } from './initials.js';
export { toReturnPath } from './return-path.js';
export {
  AUTH_STATUSES,
  AuthTransitionError,
  MFA_PENDING_STATUSES,
  NO_MFA_FLAGS,
  TRANSITIONS,
  assertTransition,
  canTransition,
  initialAuthState,
  isAuthTransitionError,
  isMfaPending,
  statusForMfa,
  transition,
  type AuthEvent,
  type AuthEventType,
  type AuthState,
  type AuthStatus,
  type MfaFlags,
  type NewSession,
  type TransitionRule,
} from './machine.js';
export { createMemoryStorage, createSession, type Session, type SessionOptions } from './session.js';
export {
  destinationAfterAuth,
  guardGuestOnly,
  guardMfaEnrollment,
  isSignedIn,
  requireAuth,
  resolveRoot,
  type AuthView,
  type GuardDecision,
} from './guards.js';
export {
  createAuthStore,
  type AuthClientWiring,
  type AuthNavigate,
  type AuthStore,
  type AuthStoreEvent,
  type AuthStoreOptions,
} from './auth-store.js';
export {
  AuthStoreProvider,
  useAuthState,
  useAuthStore,
  type AuthStoreProviderProps,
  type UseAuthStateResult,
} from './store-react.js';

// The product's routes and this package's storage keys: written once here, imported everywhere else.

/** The routes the auth rules send people to. */
export const AUTH_ROUTES = {
  root: '/',
  signIn: '/sign-in',
  dashboard: '/dashboard',
  mfaEnrollment: '/mfa-enrollment',
  /** Where the onboarding survey starts; `/welcome` itself redirects to About us. */
  onboarding: '/welcome',
} as const;

/**
 * Local-storage keys (the session lives in local storage). Stable: changing one signs everybody out.
 * `flow` holds the state machine's persisted record as JSON, so a reload mid-MFA or mid-onboarding keeps it.
 */
export const STORAGE_KEYS = {
  token: 'concierge.auth.token',
  tokenExpiresAt: 'concierge.auth.tokenExpiresAt',
  mfaToken: 'concierge.auth.mfaToken',
  flow: 'concierge.auth.flow',
} as const;

/**
 * Where the device token lives: it belongs to the device, not the session, so signing out keeps it
 * (it only helps a later sign-in, with password and code, through a lock someone else's guessing set).
 */
export const DEVICE_TOKEN_STORAGE_KEY = 'concierge.auth.deviceToken';

/** The TanStack Query key of the current user. */
export const currentUserQueryKey = ['concierge', 'auth', 'currentUser'] as const;

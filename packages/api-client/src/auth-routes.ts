// The routes of sign-in, sign-up, passwords, unlock, the current user and MFA: all that the auth client
// (auth-client.ts) can call, apart so that a public page's first load carries no other route (issue 23).
import type { Route } from './routes.js';

/** The auth endpoints; `routes.ts` adds every other one. */
export const authRoutes = {
  signIn: { method: 'POST', path: '/api/v1/users/sign_in', access: 'public' },
  signUp: { method: 'POST', path: '/api/v1/users/sign_up', access: 'public' },
  signOut: { method: 'DELETE', path: '/api/v1/users/sign_out', access: 'user' },
  requestPasswordReset: { method: 'POST', path: '/api/v1/users/password', access: 'public' },
  resetPassword: { method: 'PUT', path: '/api/v1/users/password', access: 'public' },
  getCurrentUser: { method: 'GET', path: '/api/v1/users/current', access: 'user' },
  unlock: { method: 'GET', path: '/api/v1/users/unlock', access: 'public' },
  enrollMfa: { method: 'POST', path: '/api/v1/mfa', access: 'user' },
  sendOtp: { method: 'POST', path: '/api/v1/mfa/send-otp', access: 'user' },
  verifyMfa: { method: 'POST', path: '/api/v1/mfa/verify', access: 'user' },
  /** Issue 19: the account's second factors, ordered as the MFA step offers them (also while it is pending). */
  getMfaFactors: { method: 'GET', path: '/api/v1/mfa/factors', access: 'user' },
  /** Issue 19: authenticator apps (TOTP): start and confirm an enrolment, remove, pass the MFA step. */
  startTotpEnrollment: { method: 'POST', path: '/api/v1/mfa/totp', access: 'user' },
  confirmTotpEnrollment: { method: 'POST', path: '/api/v1/mfa/totp/confirm', access: 'user' },
  removeTotp: { method: 'DELETE', path: '/api/v1/mfa/totp', access: 'user' },
  verifyTotp: { method: 'POST', path: '/api/v1/mfa/totp/verify', access: 'user' },
  /** Issue 19: recovery codes: a new set (the old one dies), and one used at the MFA step. */
  regenerateRecoveryCodes: { method: 'POST', path: '/api/v1/mfa/recovery_codes', access: 'user' },
  verifyRecoveryCode: { method: 'POST', path: '/api/v1/mfa/recovery_codes/verify', access: 'user' },
  /** Issue 19: a passkey as the second factor, and sign-in with a passkey alone (no password). */
  startPasskeyMfa: { method: 'POST', path: '/api/v1/mfa/passkey/options', access: 'user' },
  verifyPasskeyMfa: { method: 'POST', path: '/api/v1/mfa/passkey/verify', access: 'user' },
  startPasskeySignIn: { method: 'POST', path: '/api/v1/users/passkey_sign_in/options', access: 'public' },
  passkeySignIn: { method: 'POST', path: '/api/v1/users/passkey_sign_in', access: 'public' },
} as const satisfies Record<string, Route>;

export type AuthEndpointName = keyof typeof authRoutes;

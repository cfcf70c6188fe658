// Written by the build from the definitions/ folder (see definitions/route-table-source.ts): do not edit. The
// routes without their schemas, so that routing a call does not load zod.
import type { Route } from './routes.js';

export const authRoutes = {
  // definitions/auth.ts
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
  // definitions/mfa-factors.ts
  getMfaFactors: { method: 'GET', path: '/api/v1/mfa/factors', access: 'user' },
  startTotpEnrollment: { method: 'POST', path: '/api/v1/mfa/totp', access: 'user' },
  confirmTotpEnrollment: { method: 'POST', path: '/api/v1/mfa/totp/confirm', access: 'user' },
  removeTotp: { method: 'DELETE', path: '/api/v1/mfa/totp', access: 'user' },
  verifyTotp: { method: 'POST', path: '/api/v1/mfa/totp/verify', access: 'user' },
  regenerateRecoveryCodes: { method: 'POST', path: '/api/v1/mfa/recovery_codes', access: 'user' },
  verifyRecoveryCode: { method: 'POST', path: '/api/v1/mfa/recovery_codes/verify', access: 'user' },
  // definitions/passkey-auth.ts
  startPasskeyMfa: { method: 'POST', path: '/api/v1/mfa/passkey/options', access: 'user' },
  verifyPasskeyMfa: { method: 'POST', path: '/api/v1/mfa/passkey/verify', access: 'user' },
  startPasskeySignIn: { method: 'POST', path: '/api/v1/users/passkey_sign_in/options', access: 'public' },
  passkeySignIn: { method: 'POST', path: '/api/v1/users/passkey_sign_in', access: 'public' },
} as const satisfies Record<string, Route>;

export type AuthEndpointName = keyof typeof authRoutes;

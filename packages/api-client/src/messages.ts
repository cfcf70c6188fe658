// The error catalogue of spec §8, exactly; plus the texts we decided where the spec is silent (marked).

export const MESSAGES = {
  /** Sign-in or sign-up failure without a server `error` field. */
  signInFailed: 'Unable to sign in at this time. Please try again later.',
  noAuthorizationToken: 'No authorization token received',
  noMfaToken: 'No MFA verification token received',
  /** Password reset request, and reset without a `status` field. */
  passwordResetFailed: 'Unable to reset password at this time. Please try again later.',
  mfaTokenRequestFailed: 'Unable to request MFA token at this time.',
  mfaEnrollFailed: 'Unable to enroll in MFA at this time.',
  mfaVerifyFailed: 'Unable to verify MFA token',
  /** Not in the spec: unlock failure without a server `error` field. */
  unlockFailed: 'Unable to unlock your account. The link may have expired.',
  /** Not in the spec: a malformed answer from the server. */
  invalidResponse: 'The server sent an answer we could not read.',
  /** Not in the spec: the request never reached the server. */
  networkFailed: 'Could not reach the server. Check your connection and try again.',
  /** Not in the spec: a 401 handled by the 401 policy, when the server sent no `error`. */
  unauthorized: 'Your session has ended. Please sign in again.',
  /** Not in the spec (issue 19): a passkey call failed and the server sent no `error`. */
  passkeyFailed: 'Unable to use your passkey at this time. Please try again.',
  /** Not in the spec: any other non-2xx answer without a server `error`. */
  requestFailed: 'The server could not complete the request. Please try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

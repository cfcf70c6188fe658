// The error catalogue, the texts the product shows for failed calls; the ones marked "Ours"
// cover failures the server sends no text for.

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
  /** Ours: unlock failure without a server `error` field. */
  unlockFailed: 'Unable to unlock your account. The link may have expired.',
  /** Ours: a malformed answer from the server. */
  invalidResponse: 'The server sent an answer we could not read.',
  /** Ours: the request never reached the server. */
  networkFailed: 'Could not reach the server. Check your connection and try again.',
  /** Ours: a 401 handled by the 401 policy, when the server sent no `error`. */
  unauthorized: 'Your session has ended. Please sign in again.',
  /** Ours: a passkey call failed and the server sent no `error`. */
  passkeyFailed: 'Unable to use your passkey at this time. Please try again.',
  /** Ours: any other non-2xx answer without a server `error`. */
  requestFailed: 'The server could not complete the request. Please try again.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

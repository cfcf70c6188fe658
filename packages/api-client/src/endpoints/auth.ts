import { AUTHORIZATION_HEADER, MFA_TOKEN_HEADER } from '../constants.js';
import { ApiError, isApiError } from '../errors.js';
import { MESSAGES } from '../messages.js';
import type { EndpointName } from '../routes.js';
import type { SignUpBody } from '../schemas/users.js';
import { lenient, withText, type EndpointContext } from './failure-policies.js';

/** What sign-up sends; `terms_of_service` may be left out and then is 1. */
export type SignUpInput = Omit<SignUpBody['user'], 'terms_of_service'> & { terms_of_service?: 0 | 1 };

/** A token from an answer header, with or without its `Bearer ` scheme. */
export function tokenFrom(headers: Headers, name: string): string | null {
  const value = headers.get(name)?.trim();
  if (!value) return null;
  return value.replace(/^Bearer\s+/i, '') || null;
}

/** Sign-up's `data` is a JSON string: read the email from it without trusting it to parse. */
function emailFromSignUpData(data: string): string | null {
  try {
    // Checked by hand: this runs at sign-up, before the schemas are loaded (see http.ts).
    const parsed: unknown = JSON.parse(data);
    const email = (parsed as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? email : null;
  } catch {
    return null;
  }
}

/** The MFA token of an answer that passed a second factor; without it, the failure 'No MFA verification token received'. */
export function mfaTokenOf(answer: { data: { success: boolean }; headers: Headers }, endpoint: EndpointName) {
  const token = tokenFrom(answer.headers, MFA_TOKEN_HEADER);
  if (!answer.data.success || !token)
    throw new ApiError(MESSAGES.noMfaToken, { kind: 'missing-token', endpoint });
  return token;
}

/** Sign-in, sign-up, passwords, unlock, the current user and MFA. */
export function authEndpoints(context: EndpointContext) {
  const { call } = context;

  return {
    /**
     * Signs in; `staffOnly` (the console) refuses a non-staff account with 403 before any second factor.
     * Fails with 'No authorization token received' when the answer has no `authorization` header. */
    signIn: async (email: string, password: string, options: { staffOnly?: boolean } = {}) => {
      const { data, headers } = await withText(
        MESSAGES.signInFailed,
        () =>
          call('signIn', {
            body: { user: { email, password, ...(options.staffOnly ? { staff_only: true } : {}) } },
          }),
        true,
      );
      const token = tokenFrom(headers, AUTHORIZATION_HEADER);
      if (!token)
        throw new ApiError(MESSAGES.noAuthorizationToken, { kind: 'missing-token', endpoint: 'signIn' });
      return {
        token,
        expiresAt: data.expires_at,
        mfaRequiresVerification: data.mfa_requires_verification,
        mfaRequired: data.mfa_required,
        mfaEnrollmentAvailable: data.mfa_enrollment_available,
      };
    },

    /** Signs up and in; `terms_of_service` defaults to 1; the email is read from `data`. */
    signUp: async (user: SignUpInput) => {
      const { data, headers } = await withText(
        MESSAGES.signInFailed,
        () => call('signUp', { body: { user: { ...user, terms_of_service: user.terms_of_service ?? 1 } } }),
        true,
      );
      const token = tokenFrom(headers, AUTHORIZATION_HEADER);
      if (!token)
        throw new ApiError(MESSAGES.noAuthorizationToken, { kind: 'missing-token', endpoint: 'signUp' });
      return {
        token,
        expiresAt: data.expires_at,
        email: emailFromSignUpData(data.data) ?? user.email,
        mfaEnrollmentAvailable: data.mfa_enrollment_available,
      };
    },

    /** Revokes the token on the server; never throws, since signing out locally must always succeed. */
    signOut: () => lenient(context, 'sign out', undefined, async () => void (await call('signOut', {}))),

    /** Asks for a reset email; any failure reads 'Unable to reset password at this time…'. */
    requestPasswordReset: (email: string) =>
      withText(
        MESSAGES.passwordResetFailed,
        async () => void (await call('requestPasswordReset', { body: { user: { email } } })),
      ),

    /** Sets a new password; a failure carries the body's `status` text, else the reset text. */
    resetPassword: (input: { resetPasswordToken: string; password: string; passwordConfirmation: string }) =>
      call('resetPassword', {
        body: {
          reset_password_token: input.resetPasswordToken,
          password: input.password,
          password_confirmation: input.passwordConfirmation,
        },
      }).then(
        () => undefined,
        (error: unknown) => {
          if (!isApiError(error)) throw error;
          throw error.withMessage(error.body?.status || MESSAGES.passwordResetFailed);
        },
      ),

    /** Unlocks an account with the emailed token; a failure shows the server's `error`, else our text. */
    unlock: (unlockToken: string) =>
      withText(
        MESSAGES.unlockFailed,
        async () => void (await call('unlock', { query: { unlock_token: unlockToken } })),
        true,
      ),

    /** The signed-in user; strict (throws {@link ApiError}) since the session depends on it. */
    getCurrentUser: async () => (await call('getCurrentUser', {})).data.user,

    /** Sends a one-time code to the enrolled phone. */
    sendOtp: () =>
      withText(MESSAGES.mfaTokenRequestFailed, async () => void (await call('sendOtp', { body: {} }))),

    /** Enrolls a phone number for MFA. */
    enrollMfa: (mfaNumber: string) =>
      withText(
        MESSAGES.mfaEnrollFailed,
        async () => void (await call('enrollMfa', { body: { mfa_number: mfaNumber } })),
      ),

    /** Verifies the code; resolves to the MFA token from the `mfa-token` answer header. */
    verifyMfa: async (otp: string) => {
      const answer = await withText(MESSAGES.mfaVerifyFailed, () => call('verifyMfa', { body: { otp } }));
      return mfaTokenOf(answer, 'verifyMfa');
    },
  };
}

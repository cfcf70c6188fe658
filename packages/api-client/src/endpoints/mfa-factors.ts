import { MFA_TOKEN_HEADER } from '../constants.js';
import { ApiError } from '../errors.js';
import { MESSAGES } from '../messages.js';
import type { EndpointName } from '../routes.js';
import { withText, type EndpointContext } from './failure-policies.js';

/** The MFA token of an answer that passed the second factor; its absence is the spec's §5 failure. */
function mfaTokenOf(data: { success: boolean }, headers: Headers, endpoint: EndpointName): string {
  const token = headers.get(MFA_TOKEN_HEADER)?.trim();
  if (!data.success || !token) throw new ApiError(MESSAGES.noMfaToken, { kind: 'missing-token', endpoint });
  return token;
}

/**
 * The second factors beside the texted code (issue 19): the account's factors, authenticator apps and
 * recovery codes. Strict: failures carry the server's `error` (else our text) for the forms.
 */
export function mfaFactorEndpoints({ call }: EndpointContext) {
  return {
    /** The account's factors in the order the MFA step offers them, and its unused recovery codes. */
    getMfaFactors: async () => {
      const { data } = await call('getMfaFactors', {});
      return { factors: data.factors, recoveryCodesRemaining: data.recovery_codes_remaining };
    },
    /** A new authenticator-app secret (typed form, `otpauth://` address, QR code); confirm it with a code. */
    startTotpEnrollment: async () => {
      const { data } = await withText(
        MESSAGES.mfaEnrollFailed,
        () => call('startTotpEnrollment', { body: {} }),
        true,
      );
      return { secret: data.secret, otpauthUrl: data.otpauth_url, qrCode: data.qr_code };
    },
    /**
     * Confirms the app with one of its codes. Resolves to this session's new MFA token and, at the account's
     * first enrolment, its ten recovery codes (shown once).
     */
    confirmTotpEnrollment: async (code: string) => {
      const { data, headers } = await withText(
        MESSAGES.mfaVerifyFailed,
        () => call('confirmTotpEnrollment', { body: { code } }),
        true,
      );
      return {
        mfaToken: mfaTokenOf(data, headers, 'confirmTotpEnrollment'),
        recoveryCodes: data.recovery_codes,
      };
    },
    /** Removes the authenticator app. */
    removeTotp: async () => void (await call('removeTotp', {})),
    /** Passes the MFA step with an authenticator code; resolves to the MFA token. */
    verifyTotp: async (code: string) => {
      const { data, headers } = await withText(
        MESSAGES.mfaVerifyFailed,
        () => call('verifyTotp', { body: { code } }),
        true,
      );
      return mfaTokenOf(data, headers, 'verifyTotp');
    },
    /** Ten new recovery codes; the old ones stop working. */
    regenerateRecoveryCodes: async () =>
      (await call('regenerateRecoveryCodes', { body: {} })).data.recovery_codes,
    /** Passes the MFA step with a recovery code (spent); resolves to the MFA token. */
    verifyRecoveryCode: async (code: string) => {
      const { data, headers } = await withText(
        MESSAGES.mfaVerifyFailed,
        () => call('verifyRecoveryCode', { body: { code } }),
        true,
      );
      return mfaTokenOf(data, headers, 'verifyRecoveryCode');
    },
  };
}

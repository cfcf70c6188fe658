import { MESSAGES } from '../messages.js';
import { mfaTokenOf } from './auth.js';
import { withText, type EndpointContext } from './failure-policies.js';

/**
 * The second factors beside the texted code: the account's factors, authenticator apps and
 * recovery codes. Strict: failures carry the server's `error` (else our text) for the forms.
 */
export function mfaFactorEndpoints({ call }: EndpointContext) {
  /** Passes the MFA step with a code of `name`'s factor; resolves to the MFA token. */
  const pass = async (name: 'verifyTotp' | 'verifyRecoveryCode', code: string) =>
    mfaTokenOf(await withText(MESSAGES.mfaVerifyFailed, () => call(name, { body: { code } }), true), name);

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
    /** Confirms the app with one of its codes: this session's new MFA token, and the first recovery codes. */
    confirmTotpEnrollment: async (code: string) => {
      const answer = await withText(
        MESSAGES.mfaVerifyFailed,
        () => call('confirmTotpEnrollment', { body: { code } }),
        true,
      );
      return {
        mfaToken: mfaTokenOf(answer, 'confirmTotpEnrollment'),
        recoveryCodes: answer.data.recovery_codes,
      };
    },
    /** Removes the authenticator app. */
    removeTotp: async () => void (await call('removeTotp', {})),
    /** Passes the MFA step with an authenticator code; resolves to the MFA token. */
    verifyTotp: (code: string) => pass('verifyTotp', code),
    /** Ten new recovery codes; the old ones stop working. */
    regenerateRecoveryCodes: async () =>
      (await call('regenerateRecoveryCodes', { body: {} })).data.recovery_codes,
    /** Passes the MFA step with a recovery code (spent); resolves to the MFA token. */
    verifyRecoveryCode: (code: string) => pass('verifyRecoveryCode', code),
  };
}

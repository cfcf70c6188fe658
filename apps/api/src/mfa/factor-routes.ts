import { DEVICE_TOKEN_HEADER } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { sendSecondFactorTokens } from './second-factor.js';
import { refuseCodesForStaff, mustUsePasskey } from '../passkeys/staff-policy.js';
import { enrolledFactors } from './factors.js';
import { countRecoveryCodesLeft, regenerateRecoveryCodes, verifyRecoveryCode } from './recovery-codes.js';
import { confirmTotpEnrollment, removeTotp, startTotpEnrollment, verifyTotp } from './totp.js';

/** The factor list, authenticator apps and recovery codes (the texted code is in routes.ts). */
export const registerMfaFactorRoutes = (context: AppContext) => {
  const { endpoint } = context;
  // Like the texted-code routes: per IP and per account, and every wrong answer counts toward the lockout.
  const limited = {
    account: ({ caller }: { caller: { user: { id: number } } }) => `user:${caller.user.id}`,
  };

  endpoint('getMfaFactors', { allowPendingMfa: true }, async ({ caller }) => ({
    // CONSOLE_REQUIRE_PASSKEY: a concierge with a passkey is offered nothing else (the codes are refused).
    factors: mustUsePasskey(context.config, caller)
      ? ['passkey' as const]
      : await enrolledFactors(context, caller.user.id),
    recovery_codes_remaining: await countRecoveryCodesLeft(context.db, caller.user.id),
  }));

  endpoint('startTotpEnrollment', { allowPendingMfa: true, rateLimit: limited }, ({ caller }) =>
    startTotpEnrollment(context, caller),
  );

  endpoint(
    'confirmTotpEnrollment',
    { allowPendingMfa: true, rateLimit: limited },
    async ({ caller, body, request, reply }) => {
      const confirmed = await confirmTotpEnrollment(
        context,
        caller,
        body.code,
        request.headers[DEVICE_TOKEN_HEADER],
      );
      sendSecondFactorTokens(reply, confirmed);
      return { success: true, recovery_codes: confirmed.recoveryCodes };
    },
  );

  endpoint('removeTotp', { rateLimit: limited }, async ({ caller }) => {
    await removeTotp(context, caller);
    return { success: true as const };
  });

  endpoint(
    'verifyTotp',
    { allowPendingMfa: true, rateLimit: limited },
    async ({ caller, body, request, reply }) => {
      refuseCodesForStaff(context.config, caller);
      const verified = await verifyTotp(context, caller, body.code, request.headers[DEVICE_TOKEN_HEADER]);
      sendSecondFactorTokens(reply, verified);
      return { success: true };
    },
  );

  endpoint('regenerateRecoveryCodes', { rateLimit: limited }, async ({ caller }) => ({
    recovery_codes: await regenerateRecoveryCodes(context, caller),
  }));

  endpoint(
    'verifyRecoveryCode',
    { allowPendingMfa: true, rateLimit: limited },
    async ({ caller, body, request, reply }) => {
      refuseCodesForStaff(context.config, caller);
      const verified = await verifyRecoveryCode(
        context,
        caller,
        body.code,
        request.headers[DEVICE_TOKEN_HEADER],
      );
      sendSecondFactorTokens(reply, verified);
      return { success: true };
    },
  );
};

import { DEVICE_TOKEN_HEADER } from '@concierge/api-client';
import type { RegisterDomain } from '../app-context.js';
import { sendSecondFactorTokens } from './second-factor.js';
import { enrollPhone, sendOtp, verifyOtp } from './service.js';
import { refuseCodesForStaff } from '../passkeys/staff-policy.js';

/** Enroll a phone, send a code, verify it (docs/api.md#calls). They answer while the MFA step is pending. */
export const registerMfaRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;
  const perAccount = {
    account: ({ caller }: { caller: { user: { id: number } } }) => `user:${caller.user.id}`,
  };

  endpoint('enrollMfa', { allowPendingMfa: true, rateLimit: perAccount }, async ({ caller, body }) => {
    refuseCodesForStaff(context.config, caller);
    await enrollPhone(context, caller, body.mfa_number);
    return { success: true as const };
  });

  endpoint('sendOtp', { allowPendingMfa: true, rateLimit: perAccount }, async ({ caller }) => {
    refuseCodesForStaff(context.config, caller);
    await sendOtp(context, caller);
    return { success: true as const };
  });

  endpoint(
    'verifyMfa',
    { allowPendingMfa: true, rateLimit: perAccount },
    async ({ caller, body, request, reply }) => {
      refuseCodesForStaff(context.config, caller);
      const verified = await verifyOtp(context, caller, body.otp, request.headers[DEVICE_TOKEN_HEADER]);
      sendSecondFactorTokens(reply, verified);
      return { success: true };
    },
  );
};

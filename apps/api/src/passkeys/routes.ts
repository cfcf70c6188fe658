import { AUTHORIZATION_HEADER, DEVICE_TOKEN_HEADER, MFA_TOKEN_HEADER } from '@concierge/api-client';
import type { RegisterDomain } from '../app-context.js';
import { sendSecondFactorTokens } from '../mfa/second-factor.js';
import { sessionClientOf } from '../accounts/sessions.js';
import {
  signInWithPasskey,
  startPasswordless,
  startSecondFactor,
  verifySecondFactor,
} from './authentication.js';
import {
  finishRegistration,
  getPasskeys,
  removeOwnPasskey,
  renameOwnPasskey,
  startRegistration,
} from './service.js';

/**
 * Passkeys: the account's list, the second factor at the MFA step, and sign-in without a
 * password. Every ceremony endpoint is rate limited per IP and per account (SECURITY.md); the passwordless
 * ones, before any account is known, per credential id.
 */
export const registerPasskeyRoutes: RegisterDomain = (context) => {
  const { endpoint } = context;
  const perAccount = {
    account: ({ caller }: { caller: { user: { id: number } } }) => `user:${caller.user.id}`,
  };

  endpoint('getPasskeys', {}, async ({ caller }) => ({ passkeys: await getPasskeys(context, caller) }));

  endpoint('startPasskeyRegistration', { rateLimit: perAccount }, async ({ caller }) => ({
    options: await startRegistration(context, caller),
  }));

  endpoint('registerPasskey', { rateLimit: perAccount }, async ({ caller, body, reply }) => {
    const added = await finishRegistration(context, caller, body.passkey.name, body.passkey.credential);
    if (added.mfaToken) reply.header(MFA_TOKEN_HEADER, added.mfaToken);
    return { passkey: added.passkey, recovery_codes: added.recoveryCodes };
  });

  endpoint('renamePasskey', {}, async ({ caller, params, body }) => ({
    passkey: await renameOwnPasskey(context, caller, params.id, body.passkey.name),
  }));

  endpoint('removePasskey', { rateLimit: perAccount }, async ({ caller, params }) => {
    await removeOwnPasskey(context, caller, params.id);
    return { success: true as const };
  });

  endpoint('startPasskeyMfa', { allowPendingMfa: true, rateLimit: perAccount }, async ({ caller }) => ({
    options: await startSecondFactor(context, caller),
  }));

  endpoint(
    'verifyPasskeyMfa',
    { allowPendingMfa: true, rateLimit: perAccount },
    async ({ caller, body, request, reply }) => {
      const verified = await verifySecondFactor(
        context,
        caller,
        body.credential,
        request.headers[DEVICE_TOKEN_HEADER],
      );
      sendSecondFactorTokens(reply, verified);
      return { success: true };
    },
  );

  endpoint('startPasskeySignIn', { rateLimit: {} }, async () => ({
    options: await startPasswordless(context),
  }));

  endpoint(
    'passkeySignIn',
    { rateLimit: { account: ({ body }) => `passkey:${body.credential.id}` } },
    async ({ body, request, reply }) => {
      const signedIn = await signInWithPasskey(
        context,
        body.credential,
        request.headers[DEVICE_TOKEN_HEADER],
        { staffOnly: body.staff_only === true, client: sessionClientOf(request) },
      );
      reply.header(AUTHORIZATION_HEADER, signedIn.token);
      sendSecondFactorTokens(reply, signedIn);
      // Both factors passed: no MFA step is pending for this session.
      return {
        expires_at: signedIn.expiresAt.toISOString(),
        mfa_requires_verification: false,
        mfa_required: false,
        mfa_enrollment_available: false,
      };
    },
  );
};

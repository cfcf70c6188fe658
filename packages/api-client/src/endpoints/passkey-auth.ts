import { AUTHORIZATION_HEADER, MFA_TOKEN_HEADER } from '../constants.js';
import { ApiError } from '../errors.js';
import { MESSAGES } from '../messages.js';
import type { PasskeyAssertion } from '../schemas/passkeys.js';
import { mfaTokenOf, tokenFrom } from './auth.js';
import { withText, type EndpointContext } from './failure-policies.js';

/**
 * Passkeys at sign-in: the second factor, and the sign-in with a passkey alone. Auth calls, so
 * the auth client (`@concierge/api-client/auth`) has them; the management calls are in `passkeys.ts`.
 * Each ceremony is two calls: options (a fresh single-use challenge) for the browser's
 * `navigator.credentials.get()`, then its answer, whose tokens come back in the answer headers.
 */
export function passkeyAuthEndpoints({ call }: EndpointContext) {
  return {
    /** Options for `navigator.credentials.get()` at the MFA step: this account's passkeys. */
    startPasskeyMfa: async () =>
      withText(
        MESSAGES.passkeyFailed,
        async () => (await call('startPasskeyMfa', { body: {} })).data.options,
        true,
      ),
    /** Verifies the signed challenge; resolves to the MFA token from the `mfa-token` answer header. */
    verifyPasskeyMfa: async (credential: PasskeyAssertion) =>
      mfaTokenOf(
        await withText(
          MESSAGES.passkeyFailed,
          () => call('verifyPasskeyMfa', { body: { credential } }),
          true,
        ),
        'verifyPasskeyMfa',
      ),
    /** Options for a sign-in without a password (any passkey of this site; the browser lets the person pick). */
    startPasskeySignIn: async () =>
      withText(
        MESSAGES.passkeyFailed,
        async () => (await call('startPasskeySignIn', { body: {} })).data.options,
        true,
      ),
    /**
     * Signs in with a passkey alone (it proves possession and, verified by the authenticator, the person):
     * resolves to the session token and the MFA token, both from the answer headers.
     */
    passkeySignIn: async (credential: PasskeyAssertion, options: { staffOnly?: boolean } = {}) => {
      const { data, headers } = await withText(
        MESSAGES.passkeyFailed,
        () =>
          call('passkeySignIn', {
            body: { credential, ...(options.staffOnly ? { staff_only: true } : {}) },
          }),
        true,
      );
      const token = tokenFrom(headers, AUTHORIZATION_HEADER);
      const mfaToken = tokenFrom(headers, MFA_TOKEN_HEADER);
      if (!token || !mfaToken) {
        throw new ApiError(MESSAGES.noAuthorizationToken, {
          kind: 'missing-token',
          endpoint: 'passkeySignIn',
        });
      }
      return { token, mfaToken, expiresAt: data.expires_at };
    },
  };
}

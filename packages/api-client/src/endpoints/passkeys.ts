import { MFA_TOKEN_HEADER } from '../constants.js';
import type { PasskeyRegistrationCredential } from '../schemas/passkeys.js';
import { tokenFrom } from './auth.js';
import type { EndpointContext } from './failure-policies.js';

/**
 * Managing the account's passkeys: list, register, rename, remove. Strict (throw `ApiError`).
 * Registering is two calls: options (a fresh single-use challenge) for `navigator.credentials.create()`,
 * then its answer. The sign-in calls are in `passkey-auth.ts`.
 */
export function passkeyEndpoints({ call }: EndpointContext) {
  return {
    /** The account's passkeys, oldest first. */
    getPasskeys: async () => (await call('getPasskeys', {})).data.passkeys,
    /** Options for `navigator.credentials.create()`; needs a recent sign-in (403 `recent-auth-required`). */
    startPasskeyRegistration: async () => (await call('startPasskeyRegistration', { body: {} })).data.options,
    /**
     * Saves the new passkey under `name`. The account's first second factor makes its sessions need MFA: a
     * session without an MFA token gets one in the answer (`mfaToken`), to be stored like a verified code's,
     * and the account its recovery codes (`recoveryCodes`, to show once; null when it already has a set).
     */
    registerPasskey: async (name: string, credential: PasskeyRegistrationCredential) => {
      const { data, headers } = await call('registerPasskey', { body: { passkey: { name, credential } } });
      return {
        passkey: data.passkey,
        mfaToken: tokenFrom(headers, MFA_TOKEN_HEADER),
        recoveryCodes: data.recovery_codes,
      };
    },
    renamePasskey: async (id: number, name: string) =>
      (await call('renamePasskey', { params: { id }, body: { passkey: { name } } })).data.passkey,
    /** Removes a passkey; needs a recent sign-in (403 `recent-auth-required`). */
    removePasskey: async (id: number) => void (await call('removePasskey', { params: { id } })),
  };
}

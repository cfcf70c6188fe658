// The endpoints of a passkey as the second factor, and the sign-in with a passkey alone: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { NoBody } from '../schemas/common.js';
import { MfaVerifyResponse } from '../schemas/mfa.js';
import { PasskeyMfaBody, PasskeyRequestOptionsResponse, PasskeySignInBody } from '../schemas/passkeys.js';
import { SignInResponse } from '../schemas/users.js';
import type { Endpoint } from './endpoint.js';

export const passkeyAuthDefinitions = {
  /** A passkey as the second factor, and sign-in with a passkey alone (no password). */
  startPasskeyMfa: {
    method: 'POST',
    path: '/api/v1/mfa/passkey/options',
    access: 'user',
    body: NoBody,
    response: PasskeyRequestOptionsResponse,
  },
  verifyPasskeyMfa: {
    method: 'POST',
    path: '/api/v1/mfa/passkey/verify',
    access: 'user',
    body: PasskeyMfaBody,
    response: MfaVerifyResponse,
  },
  startPasskeySignIn: {
    method: 'POST',
    path: '/api/v1/users/passkey_sign_in/options',
    access: 'public',
    body: NoBody,
    response: PasskeyRequestOptionsResponse,
  },
  passkeySignIn: {
    method: 'POST',
    path: '/api/v1/users/passkey_sign_in',
    access: 'public',
    body: PasskeySignInBody,
    response: SignInResponse,
  },
} as const satisfies Record<string, Endpoint>;

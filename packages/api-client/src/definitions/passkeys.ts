// The endpoints of managing the account’s passkeys: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { NoBody, SuccessBody } from '../schemas/common.js';
import {
  PasskeyCreationOptionsResponse,
  PasskeyResponse,
  PasskeysResponse,
  RegisterPasskeyBody,
  RegisterPasskeyResponse,
  RenamePasskeyBody,
} from '../schemas/passkeys.js';
import { IdParams } from '../schemas/requests.js';
import type { Endpoint } from './endpoint.js';

export const passkeysDefinitions = {
  /** Managing passkeys (the second factor and the sign-in with one are in `auth-routes.ts`). */
  getPasskeys: { method: 'GET', path: '/api/v1/users/passkeys', access: 'user', response: PasskeysResponse },
  startPasskeyRegistration: {
    method: 'POST',
    path: '/api/v1/users/passkeys/registration_options',
    access: 'user',
    body: NoBody,
    response: PasskeyCreationOptionsResponse,
  },
  registerPasskey: {
    method: 'POST',
    path: '/api/v1/users/passkeys',
    access: 'user',
    body: RegisterPasskeyBody,
    response: RegisterPasskeyResponse,
  },
  renamePasskey: {
    method: 'PUT',
    path: '/api/v1/users/passkeys/:id',
    access: 'user',
    params: IdParams,
    body: RenamePasskeyBody,
    response: PasskeyResponse,
  },
  removePasskey: {
    method: 'DELETE',
    path: '/api/v1/users/passkeys/:id',
    access: 'user',
    params: IdParams,
    response: SuccessBody,
  },
} as const satisfies Record<string, Endpoint>;

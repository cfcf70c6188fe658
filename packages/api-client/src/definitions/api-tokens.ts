// The endpoints of scoped API tokens (admins only, checked by the server): each one's name, method, path,
// access and schemas, written here once (docs/api.md#api-tokens). None names a scope: a token never
// manages tokens.
import { IdParams } from '../schemas/requests.js';
import {
  ApiTokenResponse,
  ApiTokensResponse,
  CreateApiTokenBody,
  CreatedApiTokenResponse,
} from '../schemas/api-tokens.js';
import type { Endpoint } from './endpoint.js';

export const apiTokensDefinitions = {
  /** Every token, newest first, revoked and expired ones included, with the companies the form offers. */
  getApiTokens: {
    method: 'GET',
    path: '/api/v1/concierge/api_tokens',
    access: 'concierge',
    response: ApiTokensResponse,
  },
  /** A new token: the answer carries the token itself, this once. */
  createApiToken: {
    method: 'POST',
    path: '/api/v1/concierge/api_tokens',
    access: 'concierge',
    body: CreateApiTokenBody,
    response: CreatedApiTokenResponse,
  },
  /** Revokes a token at once: its next call is a 401. Revoking it again changes nothing. */
  revokeApiToken: {
    method: 'DELETE',
    path: '/api/v1/concierge/api_tokens/:id',
    access: 'concierge',
    params: IdParams,
    response: ApiTokenResponse,
  },
} as const satisfies Record<string, Endpoint>;

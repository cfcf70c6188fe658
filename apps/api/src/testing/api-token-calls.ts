import type { ApiTokenScope, CreateApiTokenBody } from '@concierge/api-client';
import { digestToken } from '../accounts/tokens.js';
import { insertApiToken } from '../api-tokens/queries.js';
import { newApiToken } from '../api-tokens/service.js';
import { serverOf, type HttpTestClient } from './http-test-client.js';
import { signUpStaff } from './staff-sign-up.js';

// Tests of API tokens (docs/api.md#api-tokens): an admin makes them through the console's endpoint, as the
// console does; a token the API would refuse to make (no scope at all) is written to the database directly.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new admin of the team, their second factor passed (so their session may make tokens). */
export const signUpAdmin = (client: HttpTestClient, name = 'Ada') =>
  signUpStaff(client, serverOf(client).database, name, 'admin');

/** Makes a token through `POST /concierge/api_tokens` as the admin of `adminToken`; answers it and its id. */
export async function createTokenThroughApi(
  client: HttpTestClient,
  adminToken: string,
  apiToken: Partial<CreateApiTokenBody['api_token']> = {},
): Promise<{ token: string; id: number }> {
  const res = await client.call('POST', '/api/v1/concierge/api_tokens', {
    token: adminToken,
    body: {
      api_token: { note: 'Test integration', scopes: ['requests:read'], expires_in_days: 30, ...apiToken },
    },
  });
  if (res.status !== 200) throw new Error(`token creation failed: ${res.status} ${res.text}`);
  const answer = res.json();
  return { token: answer.token, id: answer.api_token.id };
}

/** A token of `scopes` (none allowed) acting for the user `createdBy`, written to the database. */
export async function insertTestToken(
  client: HttpTestClient,
  createdBy: number,
  scopes: ApiTokenScope[],
  companyId: number | null = null,
): Promise<string> {
  const server = serverOf(client);
  const token = newApiToken();
  const at = server.clock.now();
  await insertApiToken(server.database.db, {
    note: `scopes: ${scopes.join(' ') || 'none'}`,
    tokenDigest: digestToken(token),
    scopes,
    companyId,
    createdBy,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 30 * DAY_MS),
  });
  return token;
}

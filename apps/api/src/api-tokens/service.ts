import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokensResponse,
  type CreateApiTokenBody,
} from '@concierge/api-client';
import type { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { requireFreshProofNow } from '../accounts/fresh-proof.js';
import { fullName } from '../accounts/full-name.js';
import { digestToken } from '../accounts/tokens.js';
import type { Caller } from '../http/endpoint.js';
import { HttpError } from '../http/errors.js';
import { notFound } from '../requests/service.js';
import { requireAdmin } from '../staff/roles.js';
import {
  companyExists,
  insertApiToken,
  listCompanies,
  listedApiTokens,
  revokeApiTokenRow,
  type ListedApiToken,
} from './queries.js';
import { API_TOKEN_ERRORS } from './texts.js';
import { API_TOKEN_BYTES } from './token-policy.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new token: the prefix and 256 random bits, base64url. */
export const newApiToken = () => `${API_TOKEN_PREFIX}${randomBytes(API_TOKEN_BYTES).toString('base64url')}`;

function toApiToken({ token, creator, companyName }: ListedApiToken): ApiToken {
  return {
    id: token.id,
    note: token.note,
    scopes: token.scopes,
    company_id: token.companyId,
    company_name: companyName,
    created_by: creator ? fullName(creator) : null,
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
    last_used_ip: token.lastUsedIp,
    revoked_at: token.revokedAt?.toISOString() ?? null,
  };
}

async function listedToken(context: AppContext, id: number): Promise<ApiToken> {
  const [row] = await listedApiTokens(context.db, id);
  if (!row) throw notFound();
  return toApiToken(row);
}

/** Every token, newest first (revoked and expired ones too: the list is their record), and the companies. */
export async function listApiTokens(context: AppContext, caller: Caller): Promise<ApiTokensResponse> {
  requireAdmin(caller.user);
  const [tokens, companies] = await Promise.all([listedApiTokens(context.db), listCompanies(context.db)]);
  return { api_tokens: tokens.map(toApiToken), companies };
}

/**
 * Makes a token for the calling admin, whom it acts for. Its secret is answered this once and kept as a
 * SHA-256 digest only. A token outlives the session that made it by up to a year: like a factor change, it
 * needs this session's fresh proof.
 */
export async function createApiToken(
  context: AppContext,
  caller: Caller,
  input: z.output<typeof CreateApiTokenBody>['api_token'],
): Promise<{ api_token: ApiToken; token: string }> {
  requireAdmin(caller.user);
  await requireFreshProofNow(context, caller);
  if (input.company_id !== null && !(await companyExists(context.db, input.company_id))) {
    throw new HttpError(422, API_TOKEN_ERRORS.unknownCompany, {
      code: 'unknown-company',
      issues: [{ path: 'body.api_token.company_id', message: API_TOKEN_ERRORS.unknownCompany }],
    });
  }
  const token = newApiToken();
  const at = context.now();
  const id = await insertApiToken(context.db, {
    note: input.note,
    tokenDigest: digestToken(token),
    scopes: input.scopes,
    companyId: input.company_id,
    createdBy: caller.user.id,
    createdAt: at,
    expiresAt: new Date(at.getTime() + input.expires_in_days * DAY_MS),
  });
  return { api_token: await listedToken(context, id), token };
}

/** Revokes a token at once: the next call made with it is a 401 (the lookup reads `revoked_at`). */
export async function revokeApiToken(context: AppContext, caller: Caller, id: number): Promise<ApiToken> {
  requireAdmin(caller.user);
  await revokeApiTokenRow(context.db, id, context.now());
  return listedToken(context, id);
}

import { contract, type EndpointName } from '@concierge/api-client';
import type { FastifyRequest } from 'fastify';
import { bearerToken, digestsEqual, digestToken } from '../accounts/tokens.js';
import type { RateLimitRule } from '../config.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { RateLimiter } from '../rate-limit/limiter.js';
import type { TokenCaller } from './caller.js';
import { companyAllows, narrowToCompany } from './company-limit.js';
import { findApiTokenByDigest, recordApiTokenUse } from './queries.js';
import { API_TOKEN_ERRORS } from './texts.js';
import { API_TOKEN_LAST_USED_INTERVAL_MS, API_TOKEN_PATTERN } from './token-policy.js';

/** How the registrar lets API tokens in (http/endpoint.ts); made once per server. */
export interface ApiTokenAccess {
  /** The API token a request presents (`Authorization: Bearer cct_…`); undefined for a session's or none. */
  presented(request: FastifyRequest): string | undefined;
  /**
   * The caller of a presented token on endpoint `name`, in order: 401 unless it is live (unknown, expired,
   * revoked or its admin deactivated: one answer), 429 past its own rate limit, 403 `token-scope` unless its
   * scopes name the endpoint (and, limited to a company, the endpoint can narrow to it). Records its use.
   */
  admit(token: string, request: FastifyRequest, name: EndpointName): Promise<TokenCaller>;
  /** After validation: a company-limited token reaches only its company's requests (404 otherwise). */
  narrow(caller: TokenCaller, name: EndpointName, params: unknown): Promise<void>;
}

export const invalidApiToken = () =>
  new HttpError(401, API_TOKEN_ERRORS.invalid, { code: 'invalid-api-token' });
export const outsideTokenScope = () => new HttpError(403, API_TOKEN_ERRORS.scope, { code: 'token-scope' });

/** Whether the token's scopes open `name` (the definition's `tokenScope`; none: closed to every token). */
export function scopesAllow(caller: TokenCaller, name: EndpointName): boolean {
  const scope = (contract[name] as { tokenScope?: string }).tokenScope;
  return scope !== undefined && caller.apiToken.scopes.some((held) => held === scope);
}

export function createApiTokenAccess(deps: {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  rateLimit: RateLimitRule;
}): ApiTokenAccess {
  const { db, now, limiter, rateLimit } = deps;

  async function authenticate(token: string, request: FastifyRequest): Promise<TokenCaller | null> {
    const digest = digestToken(token);
    // Looked up by its SHA-256: no prefix of the secret steers the index walk; the equal-length comparison
    // after it is constant-time (SECURITY.md: random tokens stored as digests).
    const row = await findApiTokenByDigest(db, digest);
    if (!row || !digestsEqual(row.token.tokenDigest, digest)) return null;
    const at = now();
    if (row.token.revokedAt !== null || row.token.expiresAt <= at || row.user.deactivatedAt !== null)
      return null;
    const lastUsed = row.token.lastUsedAt?.getTime() ?? -Infinity;
    if (at.getTime() - lastUsed >= API_TOKEN_LAST_USED_INTERVAL_MS) {
      await recordApiTokenUse(db, row.token.id, at, request.ip || null);
    }
    const { id, scopes, companyId } = row.token;
    return { user: row.user, apiToken: { id, scopes, companyId } };
  }

  return {
    presented(request) {
      const token = bearerToken(request.headers.authorization);
      return token !== null && API_TOKEN_PATTERN.test(token) ? token : undefined;
    },
    async admit(token, request, name) {
      const caller = await authenticate(token, request);
      if (!caller) throw invalidApiToken();
      // Counted before the scope check: a client looping on a refused call is slowed down too.
      await limiter.hit(`api-token:${caller.apiToken.id}`, rateLimit);
      if (!scopesAllow(caller, name) || !companyAllows(caller, name)) throw outsideTokenScope();
      return caller;
    },
    narrow: (caller, name, params) => narrowToCompany(db, caller, name, params),
  };
}

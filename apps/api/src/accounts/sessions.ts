import { MFA_TOKEN_HEADER, SESSION_LAST_SEEN_INTERVAL_MS } from '@concierge/api-client';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { Authenticate, Caller } from '../http/endpoint.js';
import { SESSION_TTL_MS } from '../policy.js';
import { touchSession } from '../devices/queries.js';
import { findSessionByDigest, insertSession, type SessionClient, type SessionLookup } from './queries.js';
import { users, type UserRow } from './tables.js';
import { bearerToken, digestToken, digestsEqual, newToken } from './tokens.js';

/** A user agent longer than this is cut: it is shown, never trusted, and must not grow the row unbounded. */
const USER_AGENT_MAX_LENGTH = 512;

/** The user agent and the client IP of a request (`request.ip` believes forwarded headers only with TRUST_PROXY). */
export function sessionClientOf(request: FastifyRequest): SessionClient {
  const userAgent = request.headers['user-agent'];
  return {
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
    ip: request.ip || null,
  };
}

/** A new session (SECURITY.md: a fresh 256-bit token at every sign-in, 24 h); only its digest is kept. */
export async function startSession(
  db: Db,
  userId: number,
  at: Date,
  client: SessionClient = { userAgent: null, ip: null },
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const token = newToken();
  const expiresAt = new Date(at.getTime() + SESSION_TTL_MS);
  // Signing in calls off an erasure its owner asked for: the account is wanted after all
  // (docs/personal-data.md#erasure).
  await db
    .update(users)
    .set({ erasureDueAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.erasureDueAt)));
  const sessionId = await insertSession(db, {
    userId,
    tokenDigest: digestToken(token),
    createdAt: at,
    expiresAt,
    ...client,
  });
  return { token, expiresAt, sessionId };
}

/**
 * The MFA flags of the sign-in answer (docs/sign-in.md#sign-in-states), from the account and its company. `appFactor`: the account
 * has a second factor besides the phone (a passkey or an authenticator app); it counts as enrolled
 * like a phone.
 */
export function mfaFlags(user: Pick<UserRow, 'mfaPhone'>, companyMfaRequired: boolean, appFactor = false) {
  const enrolled = user.mfaPhone !== null || appFactor;
  return {
    /** An enrolled second factor: this session must pass it. */
    mfa_requires_verification: enrolled,
    /** The account must use MFA: it is enrolled, or its company requires it. */
    mfa_required: enrolled || companyMfaRequired,
    /** No second factor yet: the user may enroll one. */
    mfa_enrollment_available: !enrolled,
  };
}

/**
 * Resolves a request's caller from `Authorization` (bare or `Bearer`): a live, unrevoked session. The MFA step is pending when the account uses MFA and the `mfa-token` header does not
 * match the one verified in this very session.
 */
export function createAuthenticator(db: Db, now: () => Date): Authenticate {
  const callerOf = sessionCaller(db, now);
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    return token ? callerOf(request, await findSessionByDigest(db, digestToken(token))) : null;
  };
}

/**
 * The authenticator's checks of a looked-up session (null: no caller), for a lookup that reads more in the
 * same statement (`prepareBatchSessionLookup`: a batch of polls and their pages' versions).
 */
export function sessionCaller(db: Db, now: () => Date) {
  return async (request: FastifyRequest, row: SessionLookup | undefined): Promise<Caller | null> => {
    const at = now();
    // A lock stops new sign-ins only: sessions already signed in survive it, so guessing a password
    // cannot sign anyone out.
    if (!row || row.session.revokedAt !== null || row.session.expiresAt <= at) return null;
    // Deactivation revokes the sessions in its transaction; this guards a session opened concurrently.
    if (row.user.deactivatedAt !== null) return null;
    // Last seen is written at most once per interval, so reads do not each become a write.
    if (at.getTime() - row.session.lastSeenAt.getTime() >= SESSION_LAST_SEEN_INTERVAL_MS) {
      await touchSession(db, row.session.id, at, sessionClientOf(request));
    }
    const mfaHeader = request.headers[MFA_TOKEN_HEADER];
    const mfaVerified =
      row.session.mfaTokenDigest !== null &&
      typeof mfaHeader === 'string' &&
      digestsEqual(digestToken(mfaHeader), row.session.mfaTokenDigest);
    const { mfa_required } = mfaFlags(row.user, row.companyMfaRequired ?? false, row.appFactor);
    return {
      user: row.user,
      session: row.session,
      mfaPending: mfa_required && !mfaVerified,
      hasPasskey: row.hasPasskey === true,
      hasAppFactor: row.appFactor === true,
    };
  };
}

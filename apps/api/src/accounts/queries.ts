import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { preparedOnce } from '../db/prepared.js';
import { appFactorEnrolled, passkeyEnrolled } from '../mfa/app-factor-sql.js';
import { accountTokens, companies, sessions, users } from './tables.js';

/** A user with the company settings the policies read. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ user: users, company: companies, appFactor: appFactorEnrolled(users.id) })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row;
}

export async function findCompanyBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug));
  return row;
}

/** What every session lookup reads: the session, its user, and the facts the MFA policy needs. */
const sessionLookupColumns = () => ({
  session: sessions,
  user: users,
  companyMfaRequired: companies.mfaRequired,
  appFactor: appFactorEnrolled(users.id),
  hasPasskey: passkeyEnrolled(users.id),
});

/**
 * The session lookup by token digest: the session, its user, whether the user's company requires MFA,
 * whether the user has a second factor besides the phone and a passkey among them. Prepared
 * under `name`.
 */
function prepareSessionLookup(db: Db, name: string) {
  return db
    .select(sessionLookupColumns())
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.tokenDigest, sql.placeholder('digest')))
    .prepare(name);
}

/**
 * The same lookup for many callers in one statement (a batch of polls is one round trip).
 * `polls` is a FROM item aliased `polls` with a `digest` and an ordinal `n` column; each answer row is
 * the session of poll `n` (none for a digest without a session), with the `version` of what that poll
 * reads (an expression over the poll's other columns; null when there is nothing to version). Prepared
 * under `name`.
 */
export function prepareBatchSessionLookup(
  db: Db,
  name: string,
  polls: SQL,
  version: SQL<string | null>,
): { execute(values: Record<string, unknown>): Promise<BatchSessionLookup[]> } {
  return db
    .select({ poll: sql<number>`polls.n`.mapWith(Number), ...sessionLookupColumns(), version })
    .from(sessions)
    .innerJoin(polls, sql`polls.digest = ${sessions.tokenDigest}`)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .prepare(name);
}

// Every authenticated request runs this first: prepared once.
const sessionByDigest = preparedOnce((db) => prepareSessionLookup(db, 'sessions_by_digest'));

export async function findSessionByDigest(db: Db, tokenDigest: string) {
  const [row] = await sessionByDigest(db).execute({ digest: tokenDigest });
  return row;
}

/** A session as the lookup reads it, with its user. */
export type SessionLookup = NonNullable<Awaited<ReturnType<typeof findSessionByDigest>>>;

/** A row of a batch lookup: the poll it answers (`n`, from 1), its session, and what the poll reads. */
export type BatchSessionLookup = SessionLookup & { poll: number; version: string | null };

export async function insertSession(
  db: Db,
  values: { userId: number; tokenDigest: string; createdAt: Date; expiresAt: Date } & SessionClient,
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, lastSeenAt: values.createdAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no session');
  return row.id;
}

/** Where a session is used from, as the signed-in devices list shows it. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

export async function revokeSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user (password reset, SECURITY.md). */
export async function revokeUserSessions(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of a user but `keepSessionId` (password change, "sign out everywhere else");
 * answers how many ended.
 */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number,
  at: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Adds one failure and answers the new count (atomic under concurrent attempts). */
export async function incrementFailedAttempts(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
    .where(eq(users.id, userId))
    .returning({ failedAttempts: users.failedAttempts });
  return row?.failedAttempts ?? 0;
}

/** Adds one wrong second-factor answer and answers the new count (its own counter). */
export async function incrementMfaFailedAttempts(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ mfaFailedAttempts: sql`${users.mfaFailedAttempts} + 1` })
    .where(eq(users.id, userId))
    .returning({ mfaFailedAttempts: users.mfaFailedAttempts });
  return row?.mfaFailedAttempts ?? 0;
}

/** Locks the account unless it already is; true for the one caller that locked it. */
export async function lockUser(db: Db, userId: number, at: Date): Promise<boolean> {
  const locked = await db
    .update(users)
    .set({ lockedAt: at })
    .where(and(eq(users.id, userId), isNull(users.lockedAt)))
    .returning({ id: users.id });
  return locked.length > 0;
}

/** A clean slate: no lock, no failures (completed sign-in, unlock, reset, lock expiry). */
export async function clearFailures(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ failedAttempts: 0, mfaFailedAttempts: 0, lockedAt: null })
    .where(eq(users.id, userId));
}

/**
 * The right password with the second factor still to come: only the password counter starts over, so a
 * known password cannot buy more code guesses.
 */
export async function clearPasswordFailures(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ failedAttempts: 0 }).where(eq(users.id, userId));
}

export async function insertAccountToken(
  db: Db,
  values: {
    userId: number;
    purpose: 'reset' | 'unlock';
    tokenDigest: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  // Only the newest link of a kind works: earlier ones are spent when a new one is issued.
  await db
    .update(accountTokens)
    .set({ usedAt: values.createdAt })
    .where(
      and(
        eq(accountTokens.userId, values.userId),
        eq(accountTokens.purpose, values.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await db.insert(accountTokens).values(values);
}

/** The user id of a live token of `purpose` (unused and unexpired), without spending it. */
export async function findLiveAccountToken(
  db: Db,
  purpose: 'reset' | 'unlock',
  tokenDigest: string,
  at: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenDigest, tokenDigest),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, at),
      ),
    );
  return row?.userId;
}

/**
 * Spends a live token of `purpose` and answers its user id; undefined when the token is unknown, spent
 * or expired. One conditional update, so two concurrent uses cannot both succeed.
 */
export async function consumeAccountToken(
  db: Db,
  purpose: 'reset' | 'unlock',
  tokenDigest: string,
  at: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.tokenDigest, tokenDigest),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, at),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

import { and, asc, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { passkeys, webauthnChallenges, type ChallengePurpose, type PasskeyRow } from './tables.js';

/**
 * Whether the account has a passkey: one of the second factors (the factor registry plugs this
 * in as `{ kind: 'passkey', isEnrolled }`).
 */
export async function hasPasskey(context: Pick<AppContext, 'db'>, userId: number): Promise<boolean> {
  const [row] = await context.db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function insertPasskey(db: Db, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  if (!row) throw new Error('insert returned no passkey');
  return row;
}

/** The passkey an assertion names, locked until its transaction ends (its counter moves under the lock). */
export async function lockPasskeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).for('update');
  return row;
}

export async function recordPasskeyUse(db: Db, id: number, signCount: number, at: Date): Promise<void> {
  await db.update(passkeys).set({ signCount, lastUsedAt: at }).where(eq(passkeys.id, id));
}

/** Renames one of the user's passkeys; undefined when the user has no such passkey. */
export async function renamePasskey(
  db: Db,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
}

/** Removes one of the user's passkeys; false when the user has no such passkey. */
export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Stores a new challenge's digest; expired ones go at the same time, so the table stays small. */
export async function insertChallenge(
  db: Db,
  values: {
    purpose: ChallengePurpose;
    challengeDigest: string;
    sessionId: number | null;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, values.at));
  await db.insert(webauthnChallenges).values({
    purpose: values.purpose,
    challengeDigest: values.challengeDigest,
    sessionId: values.sessionId,
    createdAt: values.at,
    expiresAt: values.expiresAt,
  });
}

/**
 * Uses up a challenge: one statement, so of two answers carrying it only one can win. It must be live, of
 * this purpose and, when `sessionId` is given, issued to that session.
 * @returns true when the challenge was live and is now spent.
 */
export async function spendChallenge(
  db: Db,
  purpose: ChallengePurpose,
  challengeDigest: string,
  sessionId: number | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(webauthnChallenges)
    .set({ usedAt: at })
    .where(
      and(
        eq(webauthnChallenges.challengeDigest, challengeDigest),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, at),
        sessionId === null
          ? isNull(webauthnChallenges.sessionId)
          : eq(webauthnChallenges.sessionId, sessionId),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return rows.length > 0;
}

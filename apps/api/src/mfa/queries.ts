import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { appFactorEnrolled } from './app-factor-sql.js';
import { otpChallenges, type OtpChallengeRow } from './tables.js';

/** The second-factor state of an account as read under its row lock. */
export interface LockedAccount {
  mfaPhone: string | null;
  lockedAt: Date | null;
  /** Wrong second-factor answers in a row (their own lockout counter). */
  mfaFailedAttempts: number;
  /** An authenticator app (or another factor than the phone) is enrolled. */
  appFactor: boolean;
}

/**
 * Serializes code sends and checks of one user (the 60 s rule holds under concurrent requests, a TOTP step
 * is accepted once).
 * @returns the enrolled phone, the other factors and the lock as they are now, under the row lock.
 */
export async function lockUserRow(tx: Db, userId: number): Promise<LockedAccount> {
  const [row] = await tx
    .select({
      mfaPhone: users.mfaPhone,
      lockedAt: users.lockedAt,
      mfaFailedAttempts: users.mfaFailedAttempts,
      appFactor: appFactorEnrolled(users.id),
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return {
    mfaPhone: row?.mfaPhone ?? null,
    lockedAt: row?.lockedAt ?? null,
    mfaFailedAttempts: row?.mfaFailedAttempts ?? 0,
    appFactor: row?.appFactor ?? false,
  };
}

/** When the user was last sent a code, in any session. */
export async function lastCodeSentAt(tx: Db, userId: number): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: otpChallenges.createdAt })
    .from(otpChallenges)
    .where(eq(otpChallenges.userId, userId))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** The session's newest unused challenge (older ones are retired when a new one is sent). */
export async function openChallenge(
  tx: Db,
  sessionId: number,
  forUpdate = false,
): Promise<OtpChallengeRow | undefined> {
  const query = tx
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.sessionId, sessionId), isNull(otpChallenges.usedAt)))
    .orderBy(desc(otpChallenges.id))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Only the newest code of a session works: sending one retires the others. */
export async function retireOpenChallenges(tx: Db, sessionId: number, at: Date): Promise<void> {
  await tx
    .update(otpChallenges)
    .set({ usedAt: at })
    .where(and(eq(otpChallenges.sessionId, sessionId), isNull(otpChallenges.usedAt)));
}

/** A newly confirmed phone retires every open code of the user: they went to another number. */
export async function retireUserChallenges(tx: Db, userId: number, at: Date): Promise<void> {
  await tx
    .update(otpChallenges)
    .set({ usedAt: at })
    .where(and(eq(otpChallenges.userId, userId), isNull(otpChallenges.usedAt)));
}

export async function insertChallenge(tx: Db, values: typeof otpChallenges.$inferInsert): Promise<void> {
  await tx.insert(otpChallenges).values(values);
}

export async function countWrongCode(tx: Db, challengeId: number): Promise<void> {
  await tx
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(eq(otpChallenges.id, challengeId));
}

export async function spendChallenge(tx: Db, challengeId: number, at: Date): Promise<void> {
  await tx.update(otpChallenges).set({ usedAt: at }).where(eq(otpChallenges.id, challengeId));
}

/** Binds a verified MFA token to the session (it dies with the session). */
export async function setSessionMfaToken(
  tx: Db,
  sessionId: number,
  mfaTokenDigest: string,
  at: Date,
): Promise<void> {
  await tx.update(sessions).set({ mfaTokenDigest, mfaVerifiedAt: at }).where(eq(sessions.id, sessionId));
}

export async function setUserPhone(tx: Db, userId: number, phone: string): Promise<void> {
  await tx.update(users).set({ mfaPhone: phone }).where(eq(users.id, userId));
}

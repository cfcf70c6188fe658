import type { AppContext } from '../app-context.js';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { LOCKOUT_MS, LOCKOUT_THRESHOLD, MFA_LOCKOUT_THRESHOLD, UNLOCK_TOKEN_TTL_MS } from '../policy.js';
import { accountLocale } from '../i18n/negotiation.js';
import { accountMail } from './texts.js';
import {
  clearFailures,
  incrementFailedAttempts,
  incrementMfaFailedAttempts,
  insertAccountToken,
  lockUser,
} from './queries.js';
import { isTrustedDevice } from './device-tokens.js';
import type { UserRow } from './tables.js';
import { digestToken, newToken } from './tokens.js';

/** Locked now: a lock younger than LOCKOUT_MS (older ones have lifted by themselves). */
export function isLocked(user: Pick<UserRow, 'lockedAt'>, at: Date): boolean {
  return user.lockedAt !== null && at.getTime() - user.lockedAt.getTime() < LOCKOUT_MS;
}

/**
 * Whether a device that passed the second factor before (its signed token) gets through the lock. Only a
 * lock the password guesses made: the device still has to show the password and a code, which those
 * guessers lack. A lock the wrong codes made (MFA_LOCKOUT_THRESHOLD in a row) is the second factor's own,
 * and someone with the password and a copied device token is exactly who makes one: no device token
 * opens it, on any path (the code checks, sign-in, passkey sign-in), until the unlock link or the hour.
 */
export function deviceGetsThroughLock(
  config: Pick<ServerConfig, 'deviceTokenSecret'>,
  deviceToken: unknown,
  user: Pick<UserRow, 'id' | 'passwordHash' | 'mfaFailedAttempts'>,
  at: Date,
): boolean {
  return (
    user.mfaFailedAttempts < MFA_LOCKOUT_THRESHOLD &&
    isTrustedDevice(config.deviceTokenSecret, deviceToken, user, at)
  );
}

/** A lock that has lifted by itself still holds its counter: start the account afresh. */
export async function liftExpiredLock(
  db: Db,
  user: Pick<UserRow, 'id' | 'lockedAt'>,
  at: Date,
): Promise<boolean> {
  if (user.lockedAt === null || isLocked(user, at)) return false;
  await clearFailures(db, user.id);
  return true;
}

/**
 * Counts a failed sign-in or a wrong one-time code (SECURITY.md: both count). The LOCKOUT_THRESHOLD-th
 * consecutive failure locks the account and, in the same transaction, queues the unlock email. A wrong
 * code also counts on the second factor's own counter, which a right password does not clear: the
 * MFA_LOCKOUT_THRESHOLD-th locks the same way.
 * @returns true when this failure locked the account.
 */
export async function recordFailedAttempt(
  context: Pick<AppContext, 'config'>,
  tx: Db,
  user: Pick<UserRow, 'id' | 'email' | 'lockedAt' | 'locale'>,
  at: Date,
  factor: 'password' | 'second-factor' = 'password',
): Promise<boolean> {
  await liftExpiredLock(tx, user, at);
  const failures = await incrementFailedAttempts(tx, user.id);
  const codeFailures = factor === 'second-factor' ? await incrementMfaFailedAttempts(tx, user.id) : 0;
  const reached = failures >= LOCKOUT_THRESHOLD || codeFailures >= MFA_LOCKOUT_THRESHOLD;
  if (!reached || !(await lockUser(tx, user.id, at))) return false;
  const token = newToken();
  await insertAccountToken(tx, {
    userId: user.id,
    purpose: 'unlock',
    tokenDigest: digestToken(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + UNLOCK_TOKEN_TTL_MS),
  });
  const mail = accountMail(accountLocale(user)).unlock(`${context.config.publicUrl}/unlock/${token}`);
  await enqueueOutgoingMessage(tx, { channel: 'email', kind: 'unlock', recipient: user.email, ...mail }, at);
  return true;
}

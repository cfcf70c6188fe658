import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { HttpError } from '../http/errors.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { RESET_TOKEN_TTL_MS } from '../policy.js';
import { accountLocale } from '../i18n/negotiation.js';
import { ACCOUNT_ERRORS, accountMail } from './texts.js';
import { isCommonPassword } from './passwords.js';
import { endPendingEmailChanges } from './profile.js';
import {
  clearFailures,
  consumeAccountToken,
  findLiveAccountToken,
  findUserByEmail,
  insertAccountToken,
  revokeUserSessions,
} from './queries.js';
import { users } from './tables.js';
import { digestToken, newToken } from './tokens.js';

/** Waits until `floorMs` have passed since `startedAt`, so both answers of an enumeration-safe call take as long. */
async function holdUntil(startedAt: number, floorMs: number): Promise<void> {
  const remaining = startedAt + floorMs - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

/**
 * Queues a reset link when the email has an account. The caller answers the same either way, and not
 * before `config.enumerationFloorMs` (SECURITY.md: same status, body and time).
 */
export async function requestPasswordReset(context: AppContext, email: string): Promise<void> {
  const startedAt = performance.now();
  const found = await findUserByEmail(context.db, email);
  if (found) {
    const at = context.now();
    const token = newToken();
    await context.db.transaction(async (tx) => {
      await insertAccountToken(tx, {
        userId: found.user.id,
        purpose: 'reset',
        tokenDigest: digestToken(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
      });
      const mail = accountMail(accountLocale(found.user)).reset(
        `${context.config.publicUrl}/reset-password/${token}`,
      );
      await enqueueOutgoingMessage(
        tx,
        { channel: 'email', kind: 'reset', recipient: found.user.email, ...mail },
        at,
      );
    });
    context.outbox.wake();
  }
  await holdUntil(startedAt, context.config.enumerationFloorMs);
}

const resetFailure = (message: string, code: string) =>
  new HttpError(422, message, { code, status: message });

/**
 * Sets a new password with a live reset token, spends the token, unlocks the account and ends every
 * session (SECURITY.md). It signs nobody in: the user signs in again, through MFA when enrolled.
 */
export async function resetPassword(context: AppContext, token: string, password: string): Promise<void> {
  const digest = digestToken(token);
  if ((await findLiveAccountToken(context.db, 'reset', digest, context.now())) === undefined) {
    throw resetFailure(ACCOUNT_ERRORS.resetInvalid, 'reset-token-invalid');
  }
  if (isCommonPassword(password)) throw resetFailure(ACCOUNT_ERRORS.commonPassword, 'common-password');
  const passwordHash = await context.passwords.hash(password);
  const at = context.now();
  const userId = await context.db.transaction(async (tx) => {
    // Spent here, atomically: of two concurrent resets with one link, one wins.
    const userId = await consumeAccountToken(tx, 'reset', digest, at);
    if (userId === undefined) throw resetFailure(ACCOUNT_ERRORS.resetInvalid, 'reset-token-invalid');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await clearFailures(tx, userId);
    await revokeUserSessions(tx, userId, at);
    // A change asked with the old password must not outlive it (docs/SECURITY.md#accounts-second-factors-and-file-access).
    await endPendingEmailChanges(tx, userId, at);
    return userId;
  });
  context.live.sessionsEnded(userId);
}

/** Unlocks the account of a live unlock token and spends it. */
export async function unlockAccount(context: AppContext, token: string): Promise<void> {
  const at = context.now();
  await context.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, 'unlock', digestToken(token), at);
    if (userId === undefined) {
      throw new HttpError(422, ACCOUNT_ERRORS.unlockInvalid, { code: 'unlock-token-invalid' });
    }
    await clearFailures(tx, userId);
  });
}

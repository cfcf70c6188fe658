import type { AppContext } from '../app-context.js';
import { HttpError } from '../http/errors.js';
import { lockUserRow } from '../mfa/queries.js';
import { isLocked, liftExpiredLock, recordFailedAttempt } from './lockout.js';
import { ACCOUNT_CHANGE_TEXTS as T } from './profile-texts.js';
import { clearPasswordFailures } from './queries.js';
import type { UserRow } from './tables.js';

const failure = (message: string, code: string, path: string) =>
  new HttpError(422, message, { code, issues: [{ path, message }] });

/**
 * The password of a signed-in account, asked again (the account page's current password, fresh proof). It
 * is one more place to guess the password from, so it counts as sign-in does (docs/SECURITY.md#accounts-
 * second-factors-and-file-access): a wrong one is a failed sign-in (the LOCKOUT_THRESHOLD-th locks the
 * account and mails the unlock link), a right one starts the count over, and while the account is locked
 * none is taken, the right one included. 422, never 401: the session itself stays signed in.
 */
export async function verifyCurrentPassword(
  context: AppContext,
  user: UserRow,
  password: string,
  path = 'body.user.current_password',
): Promise<void> {
  // Hashed before the row lock is taken: the lock is held for a few statements, not for argon2.
  const matches = await context.passwords.verify(user.passwordHash, password);
  const at = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    const account = await lockUserRow(tx, user.id);
    if (isLocked(account, at)) return 'locked' as const;
    if (!matches) {
      return (await recordFailedAttempt(context, tx, { ...user, lockedAt: account.lockedAt }, at))
        ? ('locked-now' as const)
        : ('wrong' as const);
    }
    await liftExpiredLock(tx, { id: user.id, lockedAt: account.lockedAt }, at);
    await clearPasswordFailures(tx, user.id);
    return 'right' as const;
  });
  if (outcome === 'right') return;
  if (outcome === 'locked-now') context.outbox.wake();
  if (outcome === 'locked') throw failure(T.accountLocked, 'account-locked', path);
  throw failure(T.wrongPassword, 'wrong-password', path);
}

import { DEVICE_TOKEN_HEADER, MFA_TOKEN_HEADER } from '@concierge/api-client';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.js';
import { issueDeviceToken } from '../accounts/device-tokens.js';
import { deviceGetsThroughLock, isLocked, recordFailedAttempt } from '../accounts/lockout.js';
import { clearFailures } from '../accounts/queries.js';
import { digestToken, newToken } from '../accounts/tokens.js';
import type { Db } from '../db/database.js';
import type { Caller } from '../http/endpoint.js';
import type { HttpError } from '../http/errors.js';
import { lockUserRow, setSessionMfaToken, type LockedAccount } from './queries.js';

/** Whose second factor passed: a signed-in caller, or a session a passkey sign-in opened in this `tx`. */
export type SecondFactorCaller = Pick<Caller, 'user'> & { session: Pick<Caller['session'], 'id'> };

/** What passing the second factor hands back: the `mfa-token` and `device-token` answer headers. */
export interface SecondFactorTokens {
  mfaToken: string;
  deviceToken: string;
}

/** Puts a passed second factor's tokens in their answer headers (every factor's verify route does). */
export function sendSecondFactorTokens(reply: FastifyReply, tokens: SecondFactorTokens): void {
  reply.header(MFA_TOKEN_HEADER, tokens.mfaToken);
  reply.header(DEVICE_TOKEN_HEADER, tokens.deviceToken);
}

/**
 * The second factor is passed (a texted code, an authenticator code, a recovery code, a passkey): binds a
 * fresh 256-bit MFA token to this session (digest stored; it dies with the session) and issues a device
 * token. The failure counters start over, except while the account is locked: a trusted device
 * (`deviceTokenHeader`) passing through a lock leaves it in place for everyone else.
 * Run it in the transaction that spent the factor (`tx`), after {@link lockUserRow}.
 */
export async function completeSecondFactor(
  context: AppContext,
  caller: SecondFactorCaller,
  deviceTokenHeader: unknown,
  tx: Db = context.db,
): Promise<SecondFactorTokens> {
  const at = context.now();
  const account = await lockUserRow(tx, caller.user.id);
  const token = newToken();
  await setSessionMfaToken(tx, caller.session.id, digestToken(token), at);
  const passingThroughLock =
    isLocked(account, at) &&
    deviceGetsThroughLock(context.config, deviceTokenHeader, { ...caller.user, ...account }, at);
  if (!passingThroughLock) await clearFailures(tx, caller.user.id);
  return {
    mfaToken: token,
    deviceToken: issueDeviceToken(context.config.deviceTokenSecret, caller.user, at),
  };
}

/**
 * One attempt at a second factor, in one transaction under the user's row lock: while the account is locked
 * nothing is checked unless the device is trusted; `check` answers whether the factor is right (spending it
 * when it is); a wrong answer counts toward the lockout (SECURITY.md), then `invalid()` is thrown.
 */
export async function verifySecondFactor(
  context: AppContext,
  caller: Caller,
  deviceTokenHeader: unknown,
  check: (tx: Db, account: LockedAccount, at: Date) => Promise<boolean>,
  invalid: () => HttpError,
): Promise<SecondFactorTokens> {
  const at = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    const account = await lockUserRow(tx, caller.user.id);
    if (
      isLocked(account, at) &&
      !deviceGetsThroughLock(context.config, deviceTokenHeader, { ...caller.user, ...account }, at)
    ) {
      return { tokens: null, lockedNow: false };
    }
    if (!(await check(tx, account, at))) {
      const lockedNow = await recordFailedAttempt(context, tx, caller.user, at, 'second-factor');
      return { tokens: null, lockedNow };
    }
    return { tokens: await completeSecondFactor(context, caller, deviceTokenHeader, tx), lockedNow: false };
  });
  if (outcome.lockedNow) context.outbox.wake();
  if (!outcome.tokens) throw invalid();
  return outcome.tokens;
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '@concierge/api-client/constants';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/errors.js';
import { findUserByEmail, revokeOtherSessions } from './queries.js';
import { isCommonPassword } from './passwords.js';
import { ACCOUNT_ERRORS } from './texts.js';
import { users, type UserRow } from './tables.js';
import { digestToken, newToken } from './tokens.js';
import { HttpError } from '../http/errors.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { emailChangeTokens } from './profile-tables.js';
import { accountLocale } from '../i18n/negotiation.js';
import { ACCOUNT_CHANGE_TEXTS as T, accountChangeMail } from './profile-texts.js';
import { verifyCurrentPassword } from './current-password.js';
import { requireFreshProofNow } from './fresh-proof.js';
import type { Caller } from '../http/endpoint.js';

/** How long an email-change link works (as a reset link: one hour). */
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

const failure = (message: string, code: string, path: string) =>
  new HttpError(422, message, { code, issues: [{ path, message }] });

/** Another account has the address: a conflict with that account, whichever request got there first. */
const emailTaken = () => new HttpError(409, T.emailTaken, { code: 'email-taken' });

/**
 * Ends every pending email change of the account (its confirm and cancel links stop working). Run when the
 * password changes or is reset, and before a newer change is asked: whoever asked with a password the owner
 * has since replaced must not keep a link that moves the account to their address.
 */
export async function endPendingEmailChanges(tx: Db, userId: number, at: Date): Promise<void> {
  await tx
    .update(emailChangeTokens)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(emailChangeTokens.userId, userId),
        isNull(emailChangeTokens.usedAt),
        isNull(emailChangeTokens.cancelledAt),
      ),
    );
}

/** Changes the caller's own first and last name (every screen reads them from the current user). */
export async function updateProfile(context: AppContext, user: UserRow, name: string, lastName: string) {
  await context.db.update(users).set({ firstName: name, lastName }).where(eq(users.id, user.id));
}

/** The account's language, or null to follow the browser's; its emails follow it from now on. */
export async function updateLocale(context: AppContext, user: UserRow, locale: Locale | null) {
  await context.db.update(users).set({ locale }).where(eq(users.id, user.id));
}

/**
 * A new password, given the current one; every other session of the account ends, this one stays, and so
 * does every pending email change. Ending sessions needs fresh proof: the current password is all of it for
 * an account without a second factor; one with a factor must have passed it in the last few minutes.
 */
export async function changePassword(
  context: AppContext,
  caller: Caller,
  currentPassword: string,
  password: string,
): Promise<void> {
  await requireFreshProofNow(context, caller, { passwordInBody: true });
  await verifyCurrentPassword(context, caller.user, currentPassword);
  if (isCommonPassword(password))
    throw failure(ACCOUNT_ERRORS.commonPassword, 'common-password', 'body.user.password');
  const passwordHash = await context.passwords.hash(password);
  const at = context.now();
  await context.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.user.id));
    await revokeOtherSessions(tx, caller.user.id, caller.session.id, at);
    await endPendingEmailChanges(tx, caller.user.id, at);
  });
  context.live.sessionsEnded(caller.user.id);
}

/**
 * Sends a single-use link to the new address (its digest stored, expiring); nothing changes until it is
 * confirmed. The old address is told at once, with a link that cancels the change (its digest stored too),
 * and any older pending change of the account ends: one pending change at a time. The answer is the same
 * whether or not another account has the address (no enumeration): that is checked when the link is
 * confirmed.
 */
export async function requestEmailChange(
  context: AppContext,
  user: UserRow,
  email: string,
  currentPassword: string,
): Promise<void> {
  await verifyCurrentPassword(context, user, currentPassword);
  const newEmail = email.toLowerCase();
  const token = newToken();
  const cancelToken = newToken();
  const at = context.now();
  await context.db.transaction(async (tx) => {
    await endPendingEmailChanges(tx, user.id, at);
    await tx.insert(emailChangeTokens).values({
      userId: user.id,
      newEmail,
      tokenDigest: digestToken(token),
      cancelTokenDigest: digestToken(cancelToken),
      createdAt: at,
      expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    const mails = accountChangeMail(accountLocale(user));
    const confirm = mails.confirmMail(`${context.config.publicUrl}/confirm-email/${token}`);
    await enqueueOutgoingMessage(
      tx,
      { channel: 'email', kind: 'email-change', recipient: newEmail, ...confirm },
      at,
    );
    const notice = mails.requestedMail(
      newEmail,
      `${context.config.publicUrl}/cancel-email-change/${cancelToken}`,
    );
    await enqueueOutgoingMessage(
      tx,
      { channel: 'email', kind: 'email-change-requested', recipient: user.email, ...notice },
      at,
    );
  });
  context.outbox.wake();
}

/**
 * Spends a live link and moves the account to its address; the old address is told, in the same transaction.
 * An address another account has answers 409: found by the check, or by the unique index when two accounts
 * confirm the same address at once (the check cannot see the other's uncommitted change).
 */
export async function confirmEmailChange(context: AppContext, token: string): Promise<void> {
  const at = context.now();
  try {
    await context.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: at })
        .where(
          and(
            eq(emailChangeTokens.tokenDigest, digestToken(token)),
            isNull(emailChangeTokens.usedAt),
            isNull(emailChangeTokens.cancelledAt),
            gt(emailChangeTokens.expiresAt, at),
          ),
        )
        .returning();
      if (!spent) throw failure(T.linkInvalid, 'email-change-invalid', 'body.token');
      if (await findUserByEmail(tx, spent.newEmail)) throw emailTaken();
      const [before] = await tx
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, spent.userId));
      if (!before) throw failure(T.linkInvalid, 'email-change-invalid', 'body.token');
      await tx.update(users).set({ email: spent.newEmail }).where(eq(users.id, spent.userId));
      const mail = accountChangeMail(accountLocale(before)).changedMail(spent.newEmail);
      await enqueueOutgoingMessage(
        tx,
        { channel: 'email', kind: 'email-changed', recipient: before.email, ...mail },
        at,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  context.outbox.wake();
}

/**
 * The old address's cancel link: ends the pending change it was mailed for (a POST from the page's button,
 * never the opening of the link, which mail scanners do). A second click answers the same; a change already
 * confirmed, or expired, cannot be cancelled (422).
 */
export async function cancelEmailChange(context: AppContext, token: string): Promise<void> {
  const at = context.now();
  const digest = digestToken(token);
  const [ended] = await context.db
    .update(emailChangeTokens)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(emailChangeTokens.cancelTokenDigest, digest),
        isNull(emailChangeTokens.usedAt),
        isNull(emailChangeTokens.cancelledAt),
        gt(emailChangeTokens.expiresAt, at),
      ),
    )
    .returning({ id: emailChangeTokens.id });
  if (ended) return;
  const [row] = await context.db
    .select({ cancelledAt: emailChangeTokens.cancelledAt, usedAt: emailChangeTokens.usedAt })
    .from(emailChangeTokens)
    .where(eq(emailChangeTokens.cancelTokenDigest, digest));
  if (row && row.cancelledAt !== null && row.usedAt === null) return;
  throw failure(T.cancelInvalid, 'email-change-cancel-invalid', 'body.token');
}

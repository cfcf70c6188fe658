import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '@concierge/api-client/constants';
import type { AppContext } from '../app-context.js';
import { findUserByEmail, revokeOtherSessions } from './queries.js';
import { isCommonPassword } from './passwords.js';
import { ACCOUNT_ERRORS } from './messages.js';
import { users, type UserRow } from './tables.js';
import { digestToken, newToken } from './tokens.js';
import { HttpError } from '../http/errors.js';
import { enqueueMessage } from '../outbox/queries.js';
import { emailChangeTokens } from './profile-tables.js';
import { accountLocale } from '../i18n/negotiation.js';
import { ACCOUNT_CHANGE_TEXTS as T, accountChangeMail } from './profile-texts.js';

/** How long an email-change link works (as a reset link: one hour). */
export const EMAIL_CHANGE_TTL_MS = 60 * 60 * 1000;

const failure = (message: string, code: string, path: string) =>
  new HttpError(422, message, { code, issues: [{ path, message }] });

async function requireCurrentPassword(context: AppContext, user: UserRow, password: string) {
  if (!(await context.passwords.verify(user.passwordHash, password))) {
    throw failure(T.wrongPassword, 'wrong-password', 'body.user.current_password');
  }
}

/** Changes the caller's own first and last name (every screen reads them from the current user). */
export async function updateProfile(context: AppContext, user: UserRow, name: string, lastName: string) {
  await context.db.update(users).set({ firstName: name, lastName }).where(eq(users.id, user.id));
}

/** The account's language (issue 21), or null to follow the browser's; its emails follow it from now on. */
export async function updateLocale(context: AppContext, user: UserRow, locale: Locale | null) {
  await context.db.update(users).set({ locale }).where(eq(users.id, user.id));
}

/** A new password, given the current one; every other session of the account ends, this one stays. */
export async function changePassword(
  context: AppContext,
  caller: { user: UserRow; sessionId: number },
  currentPassword: string,
  password: string,
): Promise<void> {
  await requireCurrentPassword(context, caller.user, currentPassword);
  if (isCommonPassword(password))
    throw failure(ACCOUNT_ERRORS.commonPassword, 'common-password', 'body.user.password');
  const passwordHash = await context.passwords.hash(password);
  const at = context.now();
  await context.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.user.id));
    await revokeOtherSessions(tx, caller.user.id, caller.sessionId, at);
  });
}

/**
 * Sends a single-use link to the new address (its digest stored, expiring); nothing changes until it is
 * confirmed. The answer is the same whether or not another account has the address (no enumeration):
 * that is checked when the link is confirmed.
 */
export async function requestEmailChange(
  context: AppContext,
  user: UserRow,
  email: string,
  currentPassword: string,
): Promise<void> {
  await requireCurrentPassword(context, user, currentPassword);
  const newEmail = email.toLowerCase();
  const token = newToken();
  const at = context.now();
  await context.db.transaction(async (tx) => {
    await tx.insert(emailChangeTokens).values({
      userId: user.id,
      newEmail,
      tokenDigest: digestToken(token),
      createdAt: at,
      expiresAt: new Date(at.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    const mail = accountChangeMail(accountLocale(user)).confirmMail(
      `${context.config.publicUrl}/confirm-email/${token}`,
    );
    await enqueueMessage(tx, { channel: 'email', kind: 'email-change', recipient: newEmail, ...mail }, at);
  });
  context.outbox.wake();
}

/** Spends a live link and moves the account to its address; the old address is told, in the same transaction. */
export async function confirmEmailChange(context: AppContext, token: string): Promise<void> {
  const at = context.now();
  await context.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailChangeTokens)
      .set({ usedAt: at })
      .where(
        and(
          eq(emailChangeTokens.tokenDigest, digestToken(token)),
          isNull(emailChangeTokens.usedAt),
          gt(emailChangeTokens.expiresAt, at),
        ),
      )
      .returning();
    if (!spent) throw failure(T.linkInvalid, 'email-change-invalid', 'body.token');
    if (await findUserByEmail(tx, spent.newEmail)) throw failure(T.emailTaken, 'email-taken', 'body.token');
    const [before] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, spent.userId));
    if (!before) throw failure(T.linkInvalid, 'email-change-invalid', 'body.token');
    await tx.update(users).set({ email: spent.newEmail }).where(eq(users.id, spent.userId));
    const mail = accountChangeMail(accountLocale(before)).changedMail(spent.newEmail);
    await enqueueMessage(
      tx,
      { channel: 'email', kind: 'email-changed', recipient: before.email, ...mail },
      at,
    );
  });
  context.outbox.wake();
}

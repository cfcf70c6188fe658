import { and, eq, isNull, lte } from 'drizzle-orm';
import type { AccountErasure } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { verifyCurrentPassword } from '../accounts/current-password.js';
import { requireFreshProofNow } from '../accounts/fresh-proof.js';
import { revokeUserSessions } from '../accounts/queries.js';
import { users, type UserRow } from '../accounts/tables.js';
import { appendAccess } from '../audit/append.js';
import type { Caller } from '../http/endpoint.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import { accountLocale } from '../i18n/negotiation.js';
import { renderEmail } from '../notifications/templates/render.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { isAdmin, isStaff } from '../staff/roles.js';
import { eraseAccount } from './erase-account.js';
import { ErasureAskedEmail } from './erasure-asked-email.js';
import { ERASURE_ERRORS, erasureMail } from './texts.js';

// Asking for an account's erasure, calling it off, and erasing (docs/personal-data.md#erasure).

/** Days between the ask and the erasure: signing in within them calls it off. */
export const ERASURE_GRACE_MS = 14 * 24 * 60 * 60 * 1000;

const staffRefused = () => new HttpError(409, ERASURE_ERRORS.staffAccount, { code: 'staff-account' });

/**
 * The owner's ask: their password and, with a second factor, fresh proof with it; then every session ends
 * (whoever holds one must not cancel it by using it), the erasure is due in 14 days, and an email says so.
 * The live stream is not told: the asking page shows when the account goes, and every other device finds
 * its session ended at its next call.
 */
export async function askForErasure(
  context: AppContext,
  caller: Caller,
  password: string,
): Promise<AccountErasure> {
  const { user } = caller;
  if (isStaff(user.role)) throw staffRefused();
  await verifyCurrentPassword(context, user, password, 'body.erasure.current_password');
  await requireFreshProofNow(context, caller, { passwordInBody: true });
  const at = context.now();
  const due = new Date(at.getTime() + ERASURE_GRACE_MS);
  const locale = accountLocale(user);
  const T = erasureMail(locale);
  const mail = await renderEmail(ErasureAskedEmail({ locale, due }));
  await context.db.transaction(async (tx) => {
    await tx.update(users).set({ erasureDueAt: due }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, at);
    await enqueueOutgoingMessage(
      tx,
      {
        channel: 'email',
        kind: 'erasure-asked',
        recipient: user.email,
        subject: T.subject,
        body: mail.text,
        html: mail.html,
      },
      at,
    );
  });
  context.outbox.wake();
  return { due_at: due.toISOString() };
}

/**
 * An admin's erasure of a person at their request (their identity checked outside the product): now, with
 * no grace, on the access record. Staff accounts are deactivated instead (409).
 */
export async function eraseOnRequest(context: AppContext, admin: UserRow, email: string): Promise<void> {
  if (!isAdmin(admin.role)) throw new HttpError(403, HTTP_MESSAGES.forbidden, { code: 'forbidden' });
  const [person] = await context.db.select().from(users).where(eq(users.email, email));
  if (!person) throw new HttpError(404, ERASURE_ERRORS.noAccount, { code: 'not-found' });
  if (isStaff(person.role)) throw staffRefused();
  await context.db.transaction((tx) =>
    appendAccess(tx, context.now(), [
      { staff: admin, requesterId: person.id, requestId: null, action: 'erase', detail: null },
    ]),
  );
  await eraseAccount(context, person);
}

/** One pass of the erasure job: every account whose 14 days are over; returns how many were erased. */
export async function eraseDueAccounts(context: AppContext): Promise<number> {
  const due = await context.db
    .select()
    .from(users)
    .where(and(lte(users.erasureDueAt, context.now()), isNull(users.deactivatedAt)));
  let erased = 0;
  for (const person of due) if (await eraseAccount(context, person)) erased += 1;
  return erased;
}

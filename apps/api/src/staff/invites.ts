import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { StaffInvite } from '@concierge/api-client';
import type { Locale } from '@concierge/api-client/constants';
import type { AppContext } from '../app-context.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { INTERNAL_COMPANY } from '../accounts/demo.js';
import { ACCOUNT_ERRORS } from '../accounts/texts.js';
import { isCommonPassword } from '../accounts/passwords.js';
import { findCompanyBySlug, findUserByEmail } from '../accounts/queries.js';
import { users, type UserRow } from '../accounts/tables.js';
import { digestToken, newToken } from '../accounts/tokens.js';
import { requireAdmin } from './roles.js';
import { STAFF_ERRORS, STAFF_INVITE_TTL_MS, staffMail, staffInviteLink } from './staff-policy.js';
import { staffInvites } from './tables.js';

const emailTaken = () =>
  new HttpError(422, STAFF_ERRORS.emailTaken, {
    code: 'email-taken',
    issues: [{ path: 'body.invite.email', message: STAFF_ERRORS.emailTaken }],
  });

const inviteInvalid = () => new HttpError(422, STAFF_ERRORS.inviteInvalid, { code: 'invite-invalid' });

const pending = (at: Date) => and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, at));

/** Pending invitations (not accepted, not expired), newest first, with who sent each. */
export async function listStaffInvites(db: Db, at: Date): Promise<StaffInvite[]> {
  const rows = await db
    .select({ invite: staffInvites, inviter: { firstName: users.firstName, lastName: users.lastName } })
    .from(staffInvites)
    .leftJoin(users, eq(users.id, staffInvites.invitedBy))
    .where(pending(at))
    .orderBy(desc(staffInvites.createdAt), desc(staffInvites.id));
  return rows.map(({ invite, inviter }) => ({
    id: invite.id,
    email: invite.email,
    invited_by: inviter ? `${inviter.firstName} ${inviter.lastName}` : null,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
  }));
}

/**
 * An admin invites `email` to join as a concierge: a 256-bit token, stored only as its SHA-256 digest,
 * single use, STAFF_INVITE_TTL_MS long, mailed through the outbox in the same transaction. Inviting the
 * same address again replaces its pending invitation (the older link stops working).
 */
export async function inviteConcierge(
  context: AppContext,
  admin: UserRow,
  rawEmail: string,
  /** The language of the email: the inviting admin's request's. */
  locale: Locale,
): Promise<StaffInvite> {
  requireAdmin(admin);
  const email = rawEmail.toLowerCase();
  if (await findUserByEmail(context.db, email)) throw emailTaken();
  const at = context.now();
  const token = newToken();
  const inviter = `${admin.firstName} ${admin.lastName}`;
  const row = await context.db.transaction(async (tx) => {
    await tx
      .update(staffInvites)
      .set({ expiresAt: at })
      .where(and(eq(staffInvites.email, email), pending(at)));
    const [created] = await tx
      .insert(staffInvites)
      .values({
        email,
        invitedBy: admin.id,
        tokenDigest: digestToken(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + STAFF_INVITE_TTL_MS),
      })
      .returning();
    if (!created) throw new Error('insert returned no invite');
    const mail = staffMail(locale).invite(inviter, staffInviteLink(context.config.publicUrl, token));
    await enqueueOutgoingMessage(
      tx,
      { channel: 'email', kind: 'staff-invite', recipient: email, ...mail },
      at,
    );
    return created;
  });
  context.outbox.wake();
  return {
    id: row.id,
    email: row.email,
    invited_by: inviter,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The invitee accepts: a live invitation becomes a concierge account with their name and password (the
 * sign-up's password rules). The invitation is spent with the account in one transaction, so one link
 * makes one account. It signs nobody in: the new concierge signs in to the console.
 */
export async function acceptStaffInvite(
  context: AppContext,
  input: { token: string; name: string; last_name: string; password: string },
): Promise<{ email: string }> {
  const digest = digestToken(input.token);
  const live = (at: Date) => and(eq(staffInvites.tokenDigest, digest), pending(at));
  const [invite] = await context.db.select().from(staffInvites).where(live(context.now()));
  if (!invite) throw inviteInvalid();
  if (isCommonPassword(input.password)) {
    throw new HttpError(422, ACCOUNT_ERRORS.commonPassword, {
      code: 'common-password',
      issues: [{ path: 'body.invite.password', message: ACCOUNT_ERRORS.commonPassword }],
    });
  }
  if (await findUserByEmail(context.db, invite.email)) throw emailTaken();
  const company = await findCompanyBySlug(context.db, INTERNAL_COMPANY.slug);
  const passwordHash = await context.passwords.hash(input.password);
  const at = context.now();
  try {
    await context.db.transaction(async (tx) => {
      const spent = await tx
        .update(staffInvites)
        .set({ usedAt: at })
        .where(live(at))
        .returning({ id: staffInvites.id });
      if (spent.length === 0) throw inviteInvalid();
      await tx.insert(users).values({
        externalId: randomUUID(),
        email: invite.email,
        firstName: input.name,
        lastName: input.last_name,
        passwordHash,
        role: 'concierge',
        companyId: company?.id ?? null,
        termsAcceptedAt: at,
        createdAt: at,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { email: invite.email };
}

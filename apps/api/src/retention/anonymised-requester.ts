import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { notificationPreferences } from '../notifications/tables.js';
import { anonymisedRequesters } from './tables.js';

/** The placeholder's name, as the console's queue shows it for an anonymised request. */
export const ANONYMISED_REQUESTER_NAME = { firstName: 'Anonymised', lastName: 'requester' } as const;

/**
 * No password verifies against this (it is not an argon2 hash: the check answers false), and the account is
 * deactivated from the start: nobody can sign in as the placeholder.
 */
const NO_PASSWORD = '!retention-placeholder';

/**
 * The company's anonymised requester (docs/personal-data.md#retention), made on the first anonymisation:
 * anonymised requests are moved to it, so they keep a requester and a company while the link to the person
 * goes. Safe when two instances make it at once: the account's address and the company are unique, and the
 * one that loses the race reads the winner's.
 */
export async function anonymisedRequesterOf(db: Db, companyId: number, at: Date): Promise<number> {
  const known = async () =>
    (
      await db
        .select({ userId: anonymisedRequesters.userId })
        .from(anonymisedRequesters)
        .where(eq(anonymisedRequesters.companyId, companyId))
    )[0]?.userId;
  const existing = await known();
  if (existing !== undefined) return existing;
  // A reserved domain (.invalid never resolves): nothing sent to the placeholder can reach anyone.
  const email = `anonymised-requester-${companyId}@retention.invalid`;
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({
        externalId: randomUUID(),
        email,
        ...ANONYMISED_REQUESTER_NAME,
        passwordHash: NO_PASSWORD,
        role: 'user',
        companyId,
        createdAt: at,
        deactivatedAt: at,
      })
      .onConflictDoNothing({ target: users.email });
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!account) throw new Error(`the anonymised requester of company ${companyId} vanished`);
    // No reply emails either, should a concierge ever write on an anonymised request.
    await tx
      .insert(notificationPreferences)
      .values({ userId: account.id, emailReplies: false, updatedAt: at })
      .onConflictDoNothing();
    await tx.insert(anonymisedRequesters).values({ companyId, userId: account.id }).onConflictDoNothing();
  });
  const made = await known();
  if (made === undefined) throw new Error(`no anonymised requester for company ${companyId}`);
  return made;
}

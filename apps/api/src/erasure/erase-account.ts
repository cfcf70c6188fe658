import { eq, ilike, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { fullName } from '../accounts/full-name.js';
import { users, type UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { dataExports } from '../data-export/tables.js';
import { outbox } from '../outbox/tables.js';
import { requests } from '../requests/tables.js';
import { anonymiseRequests } from '../retention/anonymise-requests.js';
import { anonymisedRequesterOf } from '../retention/anonymised-requester.js';
import { deleteRequests } from '../retention/delete-requests.js';
import { uploads } from '../uploads/tables.js';
import { uploadStorage } from '../uploads/upload-storage.js';
import { ERASED_TEXT } from './texts.js';

// Erasing an account (docs/personal-data.md#erasure), in one transaction that holds the account's row. What
// the concierge team needs of its requests stays, as the retention's anonymising keeps it: each request
// moves to the company's anonymised requester, its messages keep their side and time, and every text the
// person or the team wrote in it reads ERASED_TEXT. Everything else about the person goes: their files
// (rows and bytes, on disk or in the bucket), their data copies, the messages sent to them or naming them
// in the outbox's record, and the account's row, whose removal takes sessions, second factors, tokens,
// settings, unsent answers and stored idempotent answers with it (ON DELETE CASCADE). The access record
// keeps its entries: they hold the account's id, never its name or address.

/** The person's requests, locked for the erasure, in the shape the retention's batch functions take. */
async function requestsOf(tx: Db, userId: number) {
  return tx
    .select({ id: requests.id, userId: requests.userId, runId: requests.userRequestSurveyId })
    .from(requests)
    .where(eq(requests.userId, userId))
    .for('update');
}

/**
 * Erases `user` now. Their requests are anonymised under their company's placeholder; a person without a
 * company has no team record to keep them for, so their requests are deleted. Returns false when the account
 * was gone already (another instance erased it).
 */
export async function eraseAccount(context: AppContext, user: UserRow): Promise<boolean> {
  const storage = uploadStorage(context);
  const at = context.now();
  // Made outside the erasure's transaction: the placeholder is shared and outlives it.
  const placeholder = user.companyId ? await anonymisedRequesterOf(context.db, user.companyId, at) : null;
  return context.db.transaction(async (tx) => {
    const [held] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!held) return false;
    const claimed = await requestsOf(tx, held.id);
    if (claimed.length > 0) {
      if (placeholder === null) await deleteRequests(tx, storage, claimed);
      else await anonymiseRequests(tx, storage, claimed, placeholder, ERASED_TEXT);
    }
    // Files still theirs (never attached, or attached where the team keeps nothing of them) and data copies.
    const files = await tx.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, held.id));
    const copies = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(or(eq(dataExports.userId, held.id), eq(dataExports.requestedBy, held.id)));
    for (const { key } of [...files, ...copies]) if (key) await storage.remove(key);
    await tx
      .delete(uploads)
      .where(
        inArray(uploads.id, tx.select({ id: uploads.id }).from(uploads).where(eq(uploads.userId, held.id))),
      );
    // Every message to them, and every one that names them (the team's new-request emails, webhook events).
    const naming = (text: string) => {
      const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
      return or(ilike(outbox.subject, pattern), ilike(outbox.body, pattern), ilike(outbox.html, pattern));
    };
    await tx
      .delete(outbox)
      .where(or(eq(outbox.recipient, held.email), naming(held.email), naming(fullName(held))));
    await tx.delete(users).where(eq(users.id, held.id));
    return true;
  });
}

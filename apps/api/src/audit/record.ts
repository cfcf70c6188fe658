import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { messageAttachments, messages, requests } from '../requests/tables.js';
import { isStaff } from '../staff/roles.js';
import type { UploadRow } from '../uploads/tables.js';
import { appendAccess, seenLately, type AccessAction, type AccessEvent } from './append.js';

// The calls the view and action code paths make (docs/SECURITY.md#access-record).

/** Records that `staff` looked at requests (the page, or results of a search): one transaction of its own. */
export async function recordLooks(
  context: Pick<AppContext, 'db' | 'now'>,
  staff: AccessEvent['staff'],
  requestIds: readonly number[],
  action: 'view' | 'search',
): Promise<void> {
  if (requestIds.length === 0) return;
  const owners = await context.db
    .select({ id: requests.id, userId: requests.userId })
    .from(requests)
    .where(inArray(requests.id, [...requestIds]));
  const at = context.now();
  const events: AccessEvent[] = owners.map((row) => ({
    staff,
    requesterId: row.userId,
    requestId: row.id,
    action,
  }));
  // The console polls the page every few seconds: a look already recorded is skipped before taking the
  // chain's lock, so polling never queues behind other writers (appendAccess checks again under the lock).
  const fresh: AccessEvent[] = [];
  for (const event of events) if (!(await seenLately(context.db, event, at))) fresh.push(event);
  if (fresh.length === 0) return;
  await context.db.transaction((tx) => appendAccess(tx, at, fresh));
}

/** Records a staff action on a request inside the action's own transaction `tx`. */
export async function recordAction(
  tx: Db,
  at: Date,
  staff: AccessEvent['staff'],
  requestId: number,
  action: Exclude<AccessAction, 'view' | 'search' | 'download'>,
  detail: string | null = null,
): Promise<void> {
  const [row] = await tx.select({ userId: requests.userId }).from(requests).where(eq(requests.id, requestId));
  if (!row) return;
  await appendAccess(tx, at, [{ staff, requesterId: row.userId, requestId, action, detail }]);
}

/**
 * Records a staff member's download of someone else's file: the request it is attached to, if any, names
 * the requester; otherwise the file's owner is the one whose data was read.
 */
export async function recordDownload(
  context: Pick<AppContext, 'db' | 'now'>,
  user: UserRow,
  upload: Pick<UploadRow, 'id' | 'userId' | 'key'>,
): Promise<void> {
  if (!isStaff(user.role) || upload.userId === user.id) return;
  const [attached] = await context.db
    .select({ requestId: requests.id, requesterId: requests.userId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(requests, eq(requests.id, messages.requestId))
    .where(eq(messageAttachments.uploadId, upload.id))
    .limit(1);
  const at = context.now();
  const event: AccessEvent = {
    staff: user,
    requesterId: attached?.requesterId ?? upload.userId,
    requestId: attached?.requestId ?? null,
    action: 'download',
    detail: upload.key,
  };
  if (await seenLately(context.db, event, at)) return;
  await context.db.transaction((tx) => appendAccess(tx, at, [event]));
}

import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccessAction as AccessActionName } from '@concierge/api-client';
import type { UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { fullName } from '../accounts/full-name.js';
import { GENESIS_HASH, entryHash } from './chain.js';
import { accessLog } from './tables.js';

/** What a staff member did: looked (view, search, download) or acted (the rest); the contract's list. */
export type AccessAction = AccessActionName;

/** Looks are recorded once per window for one staff member and request (the console polls the page). */
const LOOKS: readonly AccessAction[] = ['view', 'search', 'download'];
export const REPEATED_LOOK_MS = 60_000;

// Any constant no other advisory lock uses (db/migrate.ts takes 7_300_001): every instance appending to the
// chain takes turns, so each entry links to the head that was last committed and the chain never forks.
const ACCESS_LOG_LOCK_KEY = 7_300_024;

export interface AccessEvent {
  staff: Pick<UserRow, 'id' | 'firstName' | 'lastName'>;
  requesterId: number;
  requestId: number | null;
  action: AccessAction;
  detail?: string | null;
}

/** Whether the same look (staff member, request, action, detail) is already on the record within the window. */
export async function seenLately(tx: Db, event: AccessEvent, at: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: accessLog.id })
    .from(accessLog)
    .where(
      and(
        eq(accessLog.staffId, event.staff.id),
        event.requestId === null ? isNull(accessLog.requestId) : eq(accessLog.requestId, event.requestId),
        eq(accessLog.action, event.action),
        event.detail ? eq(accessLog.detail, event.detail) : isNull(accessLog.detail),
        gt(accessLog.at, new Date(at.getTime() - REPEATED_LOOK_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Appends events to the access record inside `tx` (the action's own transaction, so an action is never
 * committed without its entry), under a transaction-scoped advisory lock held until `tx` ends. A look
 * already recorded in the last {@link REPEATED_LOOK_MS} is skipped; actions never are.
 */
export async function appendAccess(tx: Db, at: Date, events: readonly AccessEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACCESS_LOG_LOCK_KEY})`);
  const [head] = await tx
    .select({ id: accessLog.id, hash: accessLog.hash })
    .from(accessLog)
    .orderBy(desc(accessLog.id))
    .limit(1);
  let id = head?.id ?? 0;
  let prevHash = head?.hash ?? GENESIS_HASH;
  for (const event of events) {
    if (LOOKS.includes(event.action) && (await seenLately(tx, event, at))) continue;
    id += 1;
    const entry = {
      id,
      at,
      staffId: event.staff.id,
      staffName: fullName(event.staff),
      requesterId: event.requesterId,
      requestId: event.requestId,
      action: event.action,
      detail: event.detail ?? null,
    };
    const hash = entryHash(prevHash, entry);
    await tx.insert(accessLog).values({ ...entry, prevHash, hash });
    prevHash = hash;
  }
}

import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { users, type UserRow } from '../accounts/tables.js';
import { fullName } from '../accounts/full-name.js';
import type { Db } from '../db/database.js';
import { insertMessage } from '../requests/queries.js';
import { SYSTEM_SOURCE_NAME } from '../requests/lifecycle.js';
import { requests } from '../requests/tables.js';
import { STAFF_ROLES } from '../staff/roles.js';
import { paragraphHtml } from '../thread/sanitize.js';
import { requestClocks } from './tables.js';

// Routing (docs/service-levels.md#routing): a new request goes round-robin to the concierges who are
// available, skipping anyone at their limit of open requests; the one given a request longest ago goes first.
// With nobody to take it, it waits in the unassigned pool, which people work from the queue's Unassigned view.
// A concierge going away hands back the requests that wait on the team, and each is routed again.

export const ROUTING_NOTES = {
  gave: (to: string) => `Routing gave this request to ${to}.`,
  away: (who: string) => `${who} is away: routing put this request back in the queue.`,
  breached: 'The service level was breached: this request is back in the queue.',
} as const;

/** Routing decisions of all instances are made one at a time, so two new requests never both see one free seat. */
const ROUTING_LOCK = 0x5e7_1e7e1;

/** Open and in-progress requests each staff member holds, by id. */
export async function openRequestCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ assigneeId: requests.assigneeId, open: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(isNotNull(requests.assigneeId), ne(requests.state, 'completed')))
    .groupBy(requests.assigneeId);
  return new Map(rows.map((row) => [row.assigneeId!, Number(row.open)]));
}

/** The available concierge whose turn it is, below their limit; null when nobody can take a request. */
async function nextInTurn(tx: Db): Promise<UserRow | null> {
  // Written out: drizzle may leave an interpolated column unqualified, which inside the subquery names r's own.
  const open = sql<number>`(SELECT count(*) FROM requests r WHERE r.assignee_id = users.id AND r.state <> 'completed')`;
  const [next] = await tx
    .select()
    .from(users)
    .where(
      and(
        inArray(users.role, [...STAFF_ROLES]),
        isNull(users.deactivatedAt),
        eq(users.available, true),
        sql`${open} < ${users.openRequestLimit}`,
      ),
    )
    .orderBy(sql`${users.lastRoutedTurn} ASC NULLS FIRST`, asc(users.id))
    .limit(1);
  return next ?? null;
}

async function internalNote(tx: Db, requestId: number, text: string, at: Date): Promise<void> {
  await insertMessage(tx, {
    requestId,
    source: 'system',
    sourceName: SYSTEM_SOURCE_NAME,
    bodyHtml: paragraphHtml(text),
    createdAt: at,
    internal: true,
  });
}

/** Gives an unassigned request to whoever's turn it is; answers the assignee, or null (it stays in the pool). */
export async function routeRequest(tx: Db, requestId: number, at: Date): Promise<UserRow | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ROUTING_LOCK})`);
  const assignee = await nextInTurn(tx);
  if (!assignee) return null;
  const given = await tx
    .update(requests)
    .set({ assigneeId: assignee.id, updatedAt: at })
    .where(and(eq(requests.id, requestId), isNull(requests.assigneeId), ne(requests.state, 'completed')))
    .returning({ id: requests.id });
  if (given.length === 0) return null;
  await tx
    .update(users)
    .set({ lastRoutedTurn: sql`nextval('routing_turns')` })
    .where(eq(users.id, assignee.id));
  await internalNote(tx, requestId, ROUTING_NOTES.gave(fullName(assignee)), at);
  return assignee;
}

/** Puts a request back in the pool with a note saying why. */
export async function putBack(tx: Db, requestId: number, note: string, at: Date): Promise<void> {
  await tx.update(requests).set({ assigneeId: null, updatedAt: at }).where(eq(requests.id, requestId));
  await internalNote(tx, requestId, note, at);
}

/**
 * A concierge went away: their requests that wait on the team (a reply is owed) go back to the pool and are
 * routed again. Answers the requests that changed.
 */
export async function handBack(
  tx: Db,
  concierge: UserRow,
  at: Date,
): Promise<Array<{ id: number; userId: number }>> {
  const owed = await tx
    .select({ id: requests.id, userId: requests.userId })
    .from(requests)
    .innerJoin(requestClocks, eq(requestClocks.requestId, requests.id))
    .where(
      and(
        eq(requests.assigneeId, concierge.id),
        ne(requests.state, 'completed'),
        isNotNull(requestClocks.replyTarget),
      ),
    )
    .orderBy(asc(requests.waitingSince), asc(requests.id));
  for (const { id } of owed) {
    await putBack(tx, id, ROUTING_NOTES.away(fullName(concierge)), at);
    await routeRequest(tx, id, at);
  }
  return owed;
}

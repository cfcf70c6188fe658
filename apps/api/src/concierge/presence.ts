import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { PresenceEntry } from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { requestPresence } from './tables.js';
import { PRESENCE_TTL_MS, TYPING_TTL_MS } from './team-policy.js';

/**
 * The heartbeat of the collision notice: the caller has the request open at `at` (and is typing when
 * `typing`). Written on every poll of the request page; one row per concierge and request.
 */
export async function recordPresence(
  db: Db,
  presence: { requestId: number; userId: number; at: Date; typing: boolean },
): Promise<void> {
  const typingAt = presence.typing ? presence.at : null;
  await db
    .insert(requestPresence)
    .values({ requestId: presence.requestId, userId: presence.userId, seenAt: presence.at, typingAt })
    .onConflictDoUpdate({
      target: [requestPresence.requestId, requestPresence.userId],
      // A poll without typing keeps the last report, so it lapses by itself after TYPING_TTL_MS.
      set: { seenAt: presence.at, ...(presence.typing ? { typingAt } : {}) },
    });
}

/** The caller stopped typing (they sent their message). */
export async function clearTyping(db: Db, requestId: number, userId: number): Promise<void> {
  await db
    .update(requestPresence)
    .set({ typingAt: null })
    .where(and(eq(requestPresence.requestId, requestId), eq(requestPresence.userId, userId)));
}

/** The other concierges who had the request open within {@link PRESENCE_TTL_MS}, and who types. */
export async function othersOnRequest(
  db: Db,
  requestId: number,
  callerId: number,
  at: Date,
): Promise<PresenceEntry[]> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, typingAt: requestPresence.typingAt })
    .from(requestPresence)
    .innerJoin(users, eq(users.id, requestPresence.userId))
    .where(
      and(
        eq(requestPresence.requestId, requestId),
        ne(requestPresence.userId, callerId),
        gt(requestPresence.seenAt, new Date(at.getTime() - PRESENCE_TTL_MS)),
      ),
    )
    .orderBy(sql`${users.firstName}, ${users.lastName}`);
  return rows.map((row) => ({
    full_name: `${row.firstName} ${row.lastName}`,
    typing: row.typingAt !== null && row.typingAt.getTime() > at.getTime() - TYPING_TTL_MS,
  }));
}

import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { PresenceEntry } from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { requestPresence } from './tables.js';
import { PRESENCE_TTL_MS, TYPING_TTL_MS } from './team-policy.js';

/**
 * The heartbeat of the collision notice: the caller has the request open at `at`, typing or not; `typing`
 * left out (a read of the request page) keeps the last report, which lapses by itself after TYPING_TTL_MS.
 * One row per concierge and request. Answers whether colleagues would now see something else (the caller
 * arrived, or started or stopped typing): that is what the live stream passes on
 * (docs/conversation.md#the-live-stream); a plain heartbeat changes nothing they see.
 */
export async function recordPresence(
  db: Db,
  presence: { requestId: number; userId: number; at: Date; typing?: boolean | undefined },
): Promise<boolean> {
  const { requestId, userId, at, typing } = presence;
  const [before] = await db
    .select({ seenAt: requestPresence.seenAt, typingAt: requestPresence.typingAt })
    .from(requestPresence)
    .where(and(eq(requestPresence.requestId, requestId), eq(requestPresence.userId, userId)));
  const typingAt = typing ? at : null;
  await db
    .insert(requestPresence)
    .values({ requestId, userId, seenAt: at, typingAt })
    .onConflictDoUpdate({
      target: [requestPresence.requestId, requestPresence.userId],
      set: { seenAt: at, ...(typing === undefined ? {} : { typingAt }) },
    });
  const wasShown = before !== undefined && before.seenAt.getTime() > at.getTime() - PRESENCE_TTL_MS;
  if (!wasShown) return true;
  const wasTyping = isTyping(before.typingAt, at);
  return typing !== undefined && typing !== wasTyping;
}

/** The caller left the request: answers whether colleagues still saw them on it. */
export async function forgetPresence(db: Db, requestId: number, userId: number, at: Date): Promise<boolean> {
  const gone = await db
    .delete(requestPresence)
    .where(and(eq(requestPresence.requestId, requestId), eq(requestPresence.userId, userId)))
    .returning({ seenAt: requestPresence.seenAt });
  return gone.some((row) => row.seenAt.getTime() > at.getTime() - PRESENCE_TTL_MS);
}

const isTyping = (typingAt: Date | null, at: Date) =>
  typingAt !== null && typingAt.getTime() > at.getTime() - TYPING_TTL_MS;

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
    typing: isTyping(row.typingAt, at),
  }));
}

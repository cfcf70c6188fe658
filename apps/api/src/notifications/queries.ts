import { and, asc, count, eq, gt, inArray, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { preparedOnce } from '../db/prepared.js';
import { messageAttachments, messages, type MessageRow } from '../requests/tables.js';
import { notificationDigests, notificationPreferences, requestMutes, requestReads } from './tables.js';

/**
 * Which messages a requester's email tells about, chosen by author kind explicitly: the concierge's messages
 * and status notes (moves), never the requester's own. A future kind (e.g. internal notes) is left out by
 * not being listed here.
 */
export const EMAILED_SOURCES = ['concierge', 'system'] as const;

/**
 * Schedules (or pushes back) the requester's digest of a request: due `windowMs` after this message, but
 * never later than `maxDelayMs` after the first message still waiting. `afterMessageId` starts a new
 * digest's watermark just before the message that opened it, so older messages are never emailed late.
 */
export async function scheduleDigest(
  tx: Db,
  digest: { requestId: number; recipientId: number; afterMessageId: number },
  at: Date,
  windowMs: number,
  maxDelayMs: number,
): Promise<void> {
  const due = new Date(at.getTime() + windowMs);
  const pendingSince = sql`coalesce(${notificationDigests.pendingSince}, ${at.toISOString()}::timestamptz)`;
  await tx
    .insert(notificationDigests)
    .values({
      requestId: digest.requestId,
      recipientId: digest.recipientId,
      dueAt: due,
      pendingSince: at,
      lastEmailedMessageId: digest.afterMessageId,
    })
    .onConflictDoUpdate({
      target: notificationDigests.requestId,
      set: {
        recipientId: digest.recipientId,
        dueAt: sql`least(${due.toISOString()}::timestamptz, ${pendingSince} + ${`${maxDelayMs} milliseconds`}::interval)`,
        pendingSince,
      },
    });
}

/** One due digest, locked for this transaction; other instances skip it. */
export async function claimDueDigest(tx: Db, now: Date) {
  const [row] = await tx
    .select()
    .from(notificationDigests)
    .where(and(isNotNull(notificationDigests.dueAt), lte(notificationDigests.dueAt, now)))
    .orderBy(asc(notificationDigests.dueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** The digest is done up to `lastMessageId` (emailed, or judged not to need an email). */
export async function finishDigest(tx: Db, requestId: number, lastMessageId: number): Promise<void> {
  await tx
    .update(notificationDigests)
    .set({
      dueAt: null,
      pendingSince: null,
      lastEmailedMessageId: sql`greatest(${notificationDigests.lastEmailedMessageId}, ${lastMessageId})`,
    })
    .where(eq(notificationDigests.requestId, requestId));
}

/** The messages of a request after `afterId` that a requester's email tells about, oldest first. */
export async function emailedMessagesAfter(
  db: Db,
  requestId: number,
  afterId: number,
): Promise<Array<{ message: MessageRow; files: number }>> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.requestId, requestId),
        gt(messages.id, afterId),
        inArray(messages.source, [...EMAILED_SOURCES]),
        // Internal notes (and the assignment notes written as such) are for concierges only.
        eq(messages.internal, false),
      ),
    )
    .orderBy(asc(messages.id));
  if (rows.length === 0) return [];
  const filesOf = await fileCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((message) => ({ message, files: filesOf.get(message.id) ?? 0 }));
}

/** The newest message id of a request (0 without messages). */
export async function newestMessageId(db: Db, requestId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(messages.id) })
    .from(messages)
    .where(eq(messages.requestId, requestId));
  return Number(row?.id ?? 0);
}

/** Records that `userId` has seen the request up to `messageId`; never moves the mark backwards. */
// Every poll of a requester's request page runs it: prepared once per database handle.
const markSeenStatement = preparedOnce((db) =>
  db
    .insert(requestReads)
    .values({
      requestId: sql.placeholder('requestId'),
      userId: sql.placeholder('userId'),
      lastSeenMessageId: sql.placeholder('messageId'),
      seenAt: sql.placeholder('at'),
    })
    .onConflictDoUpdate({
      target: [requestReads.requestId, requestReads.userId],
      set: { lastSeenMessageId: sql`excluded.last_seen_message_id`, seenAt: sql`excluded.seen_at` },
      // An unchanged mark writes nothing (the requester's page polls every few seconds).
      setWhere: sql`${requestReads.lastSeenMessageId} < excluded.last_seen_message_id`,
    })
    .prepare('request_reads_mark_seen'),
);

export async function markSeen(
  db: Db,
  read: { requestId: number; userId: number; messageId: number },
  at: Date,
): Promise<void> {
  await markSeenStatement(db).execute({ ...read, at });
}

export async function lastSeenMessageId(db: Db, requestId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: requestReads.lastSeenMessageId })
    .from(requestReads)
    .where(and(eq(requestReads.requestId, requestId), eq(requestReads.userId, userId)));
  return row?.id ?? 0;
}

/** A user's email preferences; the defaults (on) without a row. */
export async function findPreferences(db: Db, userId: number): Promise<{ emailReplies: boolean }> {
  const [row] = await db
    .select({ emailReplies: notificationPreferences.emailReplies })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { emailReplies: row?.emailReplies ?? true };
}

export async function savePreferences(
  db: Db,
  userId: number,
  preferences: { emailReplies: boolean },
  at: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, emailReplies: preferences.emailReplies, updatedAt: at })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { emailReplies: preferences.emailReplies, updatedAt: at },
    });
}

export async function isMuted(db: Db, userId: number, requestId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: requestMutes.userId })
    .from(requestMutes)
    .where(and(eq(requestMutes.userId, userId), eq(requestMutes.requestId, requestId)));
  return row !== undefined;
}

export async function setMuted(
  db: Db,
  mute: { userId: number; requestId: number; muted: boolean },
  at: Date,
): Promise<void> {
  if (mute.muted) {
    await db
      .insert(requestMutes)
      .values({ userId: mute.userId, requestId: mute.requestId, createdAt: at })
      .onConflictDoNothing();
  } else {
    await db
      .delete(requestMutes)
      .where(and(eq(requestMutes.userId, mute.userId), eq(requestMutes.requestId, mute.requestId)));
  }
}

/** How many files each of these messages carries (absent: none). */
export async function fileCounts(db: Db, messageIds: number[]): Promise<Map<number, number>> {
  if (messageIds.length === 0) return new Map();
  const counts = await db
    .select({ messageId: messageAttachments.messageId, files: count() })
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .groupBy(messageAttachments.messageId);
  return new Map(counts.map((row) => [row.messageId, Number(row.files)]));
}

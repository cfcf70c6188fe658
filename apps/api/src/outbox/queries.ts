import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { outbox, type OutboxRow } from './tables.js';

/** A message to deliver: an email, a text message to a phone, or a webhook event (webhooks/). */
export interface OutgoingMessage {
  channel: OutboxRow['channel'];
  /** What it is for (`reset`, `unlock`, `otp`…), for the dev page and the logs. */
  kind: string;
  recipient: string;
  subject: string;
  /** The plain-text part (the whole message for SMS). */
  body: string;
  /** An HTML part for email. */
  html?: string | null;
  /** Extra email headers (Reply-To, List-Unsubscribe…). */
  headers?: Record<string, string> | null;
  /** Messages with the same key are delivered in the order they were written (a request's webhook events). */
  orderingKey?: string | null;
}

/**
 * Writes an outgoing message (an email or a text) in the caller's transaction, so it exists exactly when the
 * token it carries does. Not a message of a request's thread: those are the thread's (docs/notifications.md).
 */
export async function enqueueOutgoingMessage(tx: Db, message: OutgoingMessage, now: Date): Promise<void> {
  await tx.insert(outbox).values({ ...message, createdAt: now, nextAttemptAt: now });
}

/**
 * Claims up to `limit` due messages for one delivery attempt: their next attempt moves `leaseMs` ahead,
 * so another instance skips them and a crashed worker's claim simply expires.
 */
export async function claimDueMessages(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          isNull(outbox.failedAt),
          lte(outbox.nextAttemptAt, now),
          // In order per key: an earlier row of the key still pending (or being sent) holds this one back.
          // Written out rather than interpolated: drizzle may leave its columns unqualified, which inside the
          // subquery would name `earlier`'s own.
          sql`NOT EXISTS (SELECT 1 FROM outbox AS earlier WHERE earlier.ordering_key = outbox.ordering_key
            AND earlier.id < outbox.id AND earlier.sent_at IS NULL AND earlier.failed_at IS NULL)`,
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Hands claimed messages back unsent: due now, and the claim's attempt not counted. */
export async function releaseClaims(db: Db, claimed: OutboxRow[], now: Date): Promise<void> {
  if (claimed.length === 0) return;
  await db
    .update(outbox)
    .set({ nextAttemptAt: now, attempts: sql`${outbox.attempts} - 1` })
    .where(
      and(
        inArray(
          outbox.id,
          claimed.map((row) => row.id),
        ),
        isNull(outbox.sentAt),
      ),
    );
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: now, lastError: null }).where(eq(outbox.id, id));
}

/** Records a failed attempt; the message stays unsent and is tried again at `retryAt`. */
export async function markFailed(db: Db, id: number, error: string, retryAt: Date): Promise<void> {
  await db.update(outbox).set({ lastError: error, nextAttemptAt: retryAt }).where(eq(outbox.id, id));
}

/** Records a refusal for good (the provider said the message can never go through): no more attempts. */
export async function markGivenUp(db: Db, id: number, error: string, now: Date): Promise<void> {
  await db.update(outbox).set({ lastError: error, failedAt: now }).where(eq(outbox.id, id));
}

/** The newest messages first (the dev page). */
export async function latestOutgoingMessages(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}

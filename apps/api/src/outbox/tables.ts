import { bigserial, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0001_accounts.sql (failed_at: 0007_outbox_failed.sql; html and headers:
// 0008_notifications.sql; the webhook channel and ordering_key: 0021_webhooks.sql).

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['email', 'sms', 'webhook'] }).notNull(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  nextAttemptAt: timestamptz('next_attempt_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamptz('sent_at'),
  lastError: text('last_error'),
  /** Refused for good by the provider: never tried again. */
  failedAt: timestamptz('failed_at'),
  /** The HTML part; the plain-text part is `body`. */
  html: text('html'),
  /** Extra headers (Reply-To, List-Unsubscribe…), name → value. */
  headers: jsonb('headers').$type<Record<string, string>>(),
  /** Rows with one key go out in id order: each waits until the earlier ones are sent or given up. */
  orderingKey: text('ordering_key'),
});
export type OutboxRow = typeof outbox.$inferSelect;

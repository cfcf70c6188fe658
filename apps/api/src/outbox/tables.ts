import { bigserial, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0001_accounts.sql (failed_at: 0007_outbox_failed.sql; html and headers: 0008_notifications.sql).

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
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
});
export type OutboxRow = typeof outbox.$inferSelect;

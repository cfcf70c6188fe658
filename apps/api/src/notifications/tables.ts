import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0008_notifications.sql and 0017 (the outbox's new columns are in outbox/tables.ts).

export const notificationDigests = pgTable('notification_digests', {
  requestId: integer('request_id').primaryKey(),
  recipientId: integer('recipient_id').notNull(),
  dueAt: timestamptz('due_at'),
  pendingSince: timestamptz('pending_since'),
  lastEmailedMessageId: bigint('last_emailed_message_id', { mode: 'number' }).notNull().default(0),
});

export const requestReads = pgTable(
  'request_reads',
  {
    requestId: integer('request_id').notNull(),
    userId: integer('user_id').notNull(),
    lastSeenMessageId: bigint('last_seen_message_id', { mode: 'number' }).notNull(),
    seenAt: timestamptz('seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.userId] })],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id').primaryKey(),
  emailReplies: boolean('email_replies').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const requestMutes = pgTable(
  'request_mutes',
  {
    userId: integer('user_id').notNull(),
    requestId: integer('request_id').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.requestId] })],
);

export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const inboundEmails = pgTable('inbound_emails', {
  messageIdHeader: text('message_id_header').primaryKey(),
  requestId: integer('request_id').notNull(),
  messageId: bigint('message_id', { mode: 'number' }),
  receivedAt: timestamptz('received_at').notNull(),
  /** migrations/0017: the account the reply address named, the From address, the receiving server's results. */
  authorId: integer('author_id'),
  fromAddress: text('from_address'),
  spf: text('spf'),
  dkim: text('dkim'),
  dmarc: text('dmarc'),
});

/** migrations/0017: the version every reply address of an account is bound to (moved by a trigger). */
export const replyTokenVersions = pgTable('reply_token_versions', {
  userId: integer('user_id').primaryKey(),
  version: integer('version').notNull(),
});

import { integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors request_presence and saved_replies of migrations/0009_concierge_team.sql.

export const requestPresence = pgTable(
  'request_presence',
  {
    requestId: integer('request_id').notNull(),
    userId: integer('user_id').notNull(),
    seenAt: timestamptz('seen_at').notNull(),
    typingAt: timestamptz('typing_at'),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.userId] })],
);

export const savedReplies = pgTable('saved_replies', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});
export type SavedReplyRow = typeof savedReplies.$inferSelect;

import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageSource, RequestState } from '@concierge/api-client';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0004_requests.sql.

/** A detail as stored: the attachment without its URL (derived from the key when read). */
export interface StoredDetail {
  question: string;
  answer: string;
  attachment: { key: string; filename: string; content_type: string; size: number } | null;
}

export const requests = pgTable('requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  userRequestSurveyId: integer('user_request_survey_id').notNull(),
  title: text('title').notNull(),
  state: text('state').$type<RequestState>().notNull().default('open'),
  details: jsonb('details').$type<StoredDetail[]>().notNull().default([]),
  searchText: text('search_text').notNull().default(''),
  lastMessageSource: text('last_message_source').$type<MessageSource>(),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  // migrations/0009_concierge_team.sql
  assigneeId: integer('assignee_id'),
  waitingSince: timestamptz('waiting_since').notNull(),
  lastMessagePreview: text('last_message_preview'),
  // migrations/0028_service_levels.sql: the earliest running service-level due time (service-levels/clocks.ts).
  nextDueAt: timestamptz('next_due_at'),
});
export type RequestRow = typeof requests.$inferSelect;

export const messages = pgTable('messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  requestId: integer('request_id').notNull(),
  authorId: integer('author_id'),
  source: text('source').$type<MessageSource>().notNull(),
  sourceName: text('source_name').notNull(),
  bodyHtml: text('body_html').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  internal: boolean('internal').notNull().default(false),
});
export type MessageRow = typeof messages.$inferSelect;

export const messageAttachments = pgTable(
  'message_attachments',
  {
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    uploadId: uuid('upload_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.uploadId] })],
);

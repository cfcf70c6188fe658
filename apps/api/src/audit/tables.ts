import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0024_access_record.sql.

export const accessLog = pgTable('access_log', {
  id: integer('id').primaryKey(),
  at: timestamptz('at').notNull(),
  staffId: integer('staff_id').notNull(),
  staffName: text('staff_name').notNull(),
  requesterId: integer('requester_id').notNull(),
  requestId: integer('request_id'),
  action: text('action').notNull(),
  detail: text('detail'),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});
export type AccessLogRow = typeof accessLog.$inferSelect;

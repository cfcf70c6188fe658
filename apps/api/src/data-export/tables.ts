import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

export type DataExportState = 'queued' | 'ready' | 'expired' | 'failed';

// Mirrors migrations/0025_data_exports.sql.
export const dataExports = pgTable('data_exports', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull(),
  requestedBy: integer('requested_by').notNull(),
  state: text('state').$type<DataExportState>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  claimedUntil: timestamptz('claimed_until'),
  storageKey: text('storage_key'),
  size: bigint('size', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull(),
  readyAt: timestamptz('ready_at'),
  expiresAt: timestamptz('expires_at'),
});
export type DataExportRow = typeof dataExports.$inferSelect;

import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0003_uploads.sql.

export type UploadState = 'pending' | 'receiving' | 'uploaded' | 'rejected';
/** What the virus scanner said (migrations/0023_upload_scanning.sql, docs/uploads.md#virus-scanning). */
export type ScanStatus = 'unscanned' | 'pending' | 'clean' | 'infected';

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  key: text('key').notNull(),
  userId: integer('user_id').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  state: text('state').$type<UploadState>().notNull().default('pending'),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  uploadedAt: timestamptz('uploaded_at'),
  scanStatus: text('scan_status').$type<ScanStatus>().notNull().default('unscanned'),
  scanSignature: text('scan_signature'),
  scanClaimedUntil: timestamptz('scan_claimed_until'),
});
export type UploadRow = typeof uploads.$inferSelect;

// Mirrors migrations/0020_upload_cleanup.sql: a periodic job's next run, taken by one instance at a time.
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamptz('next_run_at').notNull(),
});

import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0003_uploads.sql.

export type UploadState = 'pending' | 'receiving' | 'uploaded' | 'rejected';

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
});
export type UploadRow = typeof uploads.$inferSelect;

import { bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors the email-change part of migrations/0010_search.sql.

export const emailChangeTokens = pgTable('email_change_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  newEmail: text('new_email').notNull(),
  tokenDigest: text('token_digest').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  /** migrations/0018: the cancel link mailed to the old address (its digest), and when the change was ended. */
  cancelTokenDigest: text('cancel_token_digest'),
  cancelledAt: timestamptz('cancelled_at'),
});

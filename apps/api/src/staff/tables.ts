import { bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors staff_invites of migrations/0009_concierge_team.sql.

export const staffInvites = pgTable('staff_invites', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  invitedBy: integer('invited_by'),
  tokenDigest: text('token_digest').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

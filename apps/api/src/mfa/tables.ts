import { bigint, bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0001_accounts.sql.

export const otpChallenges = pgTable('otp_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  purpose: text('purpose', { enum: ['verify', 'enroll'] }).notNull(),
  phone: text('phone').notNull(),
  codeDigest: text('code_digest').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});
export type OtpChallengeRow = typeof otpChallenges.$inferSelect;

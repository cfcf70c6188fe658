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

// Mirrors migrations/0011_totp_recovery.sql.

export const totpAuthenticators = pgTable('totp_authenticators', {
  userId: integer('user_id').primaryKey(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});
export type TotpAuthenticatorRow = typeof totpAuthenticators.$inferSelect;

export const recoveryCodes = pgTable('recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  codeDigest: text('code_digest').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  usedAt: timestamptz('used_at'),
});

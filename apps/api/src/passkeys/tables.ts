import { bigint, bigserial, boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0012_passkeys.sql.

export const passkeys = pgTable('passkeys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  credentialId: text('credential_id').notNull(),
  publicKey: text('public_key').notNull(),
  signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
  transports: text('transports').notNull().default(''),
  name: text('name').notNull(),
  backedUp: boolean('backed_up').notNull().default(false),
  createdAt: timestamptz('created_at').notNull(),
  lastUsedAt: timestamptz('last_used_at'),
});
export type PasskeyRow = typeof passkeys.$inferSelect;

export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  purpose: text('purpose', { enum: ['register', 'second-factor', 'sign-in'] }).notNull(),
  challengeDigest: text('challenge_digest').notNull(),
  sessionId: bigint('session_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

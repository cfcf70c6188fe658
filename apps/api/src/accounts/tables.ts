import { bigint, bigserial, boolean, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '@concierge/api-client/constants';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0001_accounts.sql (the SQL is the source of truth; a test compares the two).

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  internal: boolean('internal').notNull().default(false),
  mfaRequired: boolean('mfa_required').notNull().default(false),
  /** migrations/0006: sign-up with this slug needs an invite. */
  invitationOnly: boolean('invitation_only').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  externalId: uuid('external_id').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['user', 'concierge', 'admin'] })
    .notNull()
    .default('user'),
  companyId: integer('company_id'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  /** migrations/0006: wrong second-factor answers since the last completed sign-in. */
  mfaFailedAttempts: integer('mfa_failed_attempts').notNull().default(0),
  lockedAt: timestamptz('locked_at'),
  mfaPhone: text('mfa_phone'),
  termsAcceptedAt: timestamptz('terms_accepted_at'),
  createdAt: timestamptz('created_at').notNull(),
  deactivatedAt: timestamptz('deactivated_at'),
  /** migrations/0016: the account's language; null follows the browser's languages. */
  locale: text('locale', { enum: LOCALES }),
  /** migrations/0027: when the erasure its owner asked for is due; null when none waits. */
  erasureDueAt: timestamptz('erasure_due_at'),
  /** migrations/0028 (staff): routing gives them new requests (docs/service-levels.md#routing). */
  available: boolean('available').notNull().default(false),
  openRequestLimit: integer('open_request_limit').notNull().default(20),
  lastRoutedTurn: bigint('last_routed_turn', { mode: 'number' }),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable('sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  tokenDigest: text('token_digest').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  mfaTokenDigest: text('mfa_token_digest'),
  mfaVerifiedAt: timestamptz('mfa_verified_at'),
  /** migrations/0013: the signed-in devices list. */
  publicId: uuid('public_id').notNull().defaultRandom(),
  userAgent: text('user_agent'),
  ip: text('ip'),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
  /** migrations/0018: when this session last re-entered the password (fresh proof, accounts/fresh-proof.ts). */
  reauthenticatedAt: timestamptz('reauthenticated_at'),
});
export type SessionRow = typeof sessions.$inferSelect;

export const accountTokens = pgTable('account_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id').notNull(),
  purpose: text('purpose', { enum: ['reset', 'unlock'] }).notNull(),
  tokenDigest: text('token_digest').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

// migrations/0006_account_defences.sql
export const companyInvites = pgTable('company_invites', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: integer('company_id').notNull(),
  tokenDigest: text('token_digest').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  usedBy: integer('used_by'),
});

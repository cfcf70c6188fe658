import type { ApiTokenScope } from '@concierge/api-client';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0022_api_tokens.sql.

export const apiTokens = pgTable('api_tokens', {
  id: serial('id').primaryKey(),
  note: text('note').notNull(),
  tokenDigest: text('token_digest').notNull(),
  scopes: text('scopes').array().$type<ApiTokenScope[]>().notNull(),
  companyId: integer('company_id'),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  lastUsedAt: timestamptz('last_used_at'),
  lastUsedIp: text('last_used_ip'),
});
export type ApiTokenRow = typeof apiTokens.$inferSelect;

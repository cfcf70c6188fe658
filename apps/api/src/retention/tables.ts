import { bigserial, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { RetentionAction } from '@concierge/api-client';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0026_retention.sql.

export const retentionPolicies = pgTable('retention_policies', {
  companyId: integer('company_id').primaryKey(),
  months: integer('months').notNull(),
  action: text('action').$type<RetentionAction>().notNull(),
  setBy: integer('set_by'),
  setAt: timestamptz('set_at').notNull(),
});
export type RetentionPolicyRow = typeof retentionPolicies.$inferSelect;

export const requestCompletions = pgTable('request_completions', {
  requestId: integer('request_id').primaryKey(),
  completedAt: timestamptz('completed_at').notNull(),
});

export const anonymisedRequesters = pgTable('anonymised_requesters', {
  companyId: integer('company_id').primaryKey(),
  userId: integer('user_id').notNull(),
});

export const retentionRuns = pgTable('retention_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: integer('company_id').notNull(),
  action: text('action').$type<RetentionAction>().notNull(),
  months: integer('months').notNull(),
  cutoff: timestamptz('cutoff').notNull(),
  requests: integer('requests').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  finishedAt: timestamptz('finished_at').notNull(),
});

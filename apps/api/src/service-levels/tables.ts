import { bigint, boolean, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { OpeningHours, ServiceLevelTarget } from '@concierge/api-client';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0028_service_levels.sql.

export const serviceLevelPolicies = pgTable('service_level_policies', {
  id: serial('id').primaryKey(),
  /** Null for the default policy. */
  companyId: integer('company_id'),
  timeZone: text('time_zone').notNull(),
  hours: jsonb('hours').$type<OpeningHours[]>().notNull(),
  holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
  firstReplyMinutes: integer('first_reply_minutes').notNull(),
  nextReplyMinutes: integer('next_reply_minutes').notNull(),
  resolutionMinutes: integer('resolution_minutes').notNull(),
  warnBeforeMinutes: integer('warn_before_minutes').notNull(),
  unassignOnBreach: boolean('unassign_on_breach').notNull().default(false),
  updatedBy: integer('updated_by'),
  updatedAt: timestamptz('updated_at'),
});
export type ServiceLevelPolicyRow = typeof serviceLevelPolicies.$inferSelect;

export type ReplyTarget = Exclude<ServiceLevelTarget, 'resolution'>;

export const requestClocks = pgTable('request_clocks', {
  requestId: integer('request_id').primaryKey(),
  replyTarget: text('reply_target').$type<ReplyTarget>(),
  replyStartedAt: timestamptz('reply_started_at'),
  replyDueAt: timestamptz('reply_due_at'),
  replyAlertAt: timestamptz('reply_alert_at'),
  resolutionUsedMs: bigint('resolution_used_ms', { mode: 'number' }).notNull().default(0),
  resolutionRunningSince: timestamptz('resolution_running_since'),
  resolutionDueAt: timestamptz('resolution_due_at'),
  resolutionAlertAt: timestamptz('resolution_alert_at'),
  nextAlertAt: timestamptz('next_alert_at'),
  firstReplyMs: bigint('first_reply_ms', { mode: 'number' }),
  firstReplyMet: boolean('first_reply_met'),
  resolutionMs: bigint('resolution_ms', { mode: 'number' }),
  resolutionMet: boolean('resolution_met'),
});
export type RequestClockRow = typeof requestClocks.$inferSelect;

export const serviceLevelEscalations = pgTable(
  'service_level_escalations',
  {
    requestId: integer('request_id').notNull(),
    target: text('target').$type<ServiceLevelTarget>().notNull(),
    clockStartedAt: timestamptz('clock_started_at').notNull(),
    threshold: text('threshold').$type<'warning' | 'breach'>().notNull(),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.target, table.clockStartedAt, table.threshold] }),
  ],
);

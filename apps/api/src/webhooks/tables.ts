import { bigint, bigserial, boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '@concierge/api-client';
import { timestamptz } from '../db/columns.js';

// Mirrors migrations/0021_webhooks.sql.

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: text('events').array().$type<WebhookEventType[]>().notNull(),
  /** Only this company's requests; null: every company. */
  companyId: integer('company_id'),
  secretSealed: text('secret_sealed').notNull(),
  previousSecretSealed: text('previous_secret_sealed'),
  previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
  createdBy: integer('created_by'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  disabledAt: timestamptz('disabled_at'),
  disabledReason: text('disabled_reason', { enum: ['manual', 'failing'] }),
  failingSince: timestamptz('failing_since'),
});
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  endpointId: integer('endpoint_id').notNull(),
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
  messageId: text('message_id').notNull(),
  eventType: text('event_type').notNull(),
  attemptedAt: timestamptz('attempted_at').notNull(),
  durationMs: integer('duration_ms').notNull(),
  status: integer('status'),
  ok: boolean('ok').notNull(),
  error: text('error'),
  responseExcerpt: text('response_excerpt'),
});
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

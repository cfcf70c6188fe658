import { and, desc, eq, lt } from 'drizzle-orm';
import type {
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointsResponse,
} from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { companies, type UserRow } from '../accounts/tables.js';
import { HttpError } from '../http/errors.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { outbox } from '../outbox/tables.js';
import { requireAdmin } from '../staff/roles.js';
import { addressRange, literalAddress } from './address-guard.js';
import { newSigningSecret, signingSecretBox } from './signing-secrets.js';
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './tables.js';
import { WEBHOOK_ERRORS } from './texts.js';

/** After a rotation the previous secret signs beside the new one this long, so receivers can switch. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;
/** Deliveries per page of the log. */
export const DELIVERIES_PAGE = 50;

export interface EndpointInput {
  url: string;
  events: WebhookEndpoint['events'];
  company_id: number | null;
  description: string;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toEndpoint(row: WebhookEndpointRow, companyName: string | null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    company_id: row.companyId,
    company_name: companyName,
    enabled: row.disabledAt === null,
    disabled_reason: row.disabledReason,
    disabled_at: iso(row.disabledAt),
    failing_since: iso(row.failingSince),
    previous_secret_expires_at: iso(row.previousSecretExpiresAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    event_type: row.eventType,
    attempted_at: row.attemptedAt.toISOString(),
    duration_ms: row.durationMs,
    status: row.status,
    ok: row.ok,
    error: row.error,
    response_excerpt: row.responseExcerpt,
  };
}

const notFound = () => new HttpError(404, WEBHOOK_ERRORS.notFound, { code: 'not-found' });
const urlRefused = (text: string) =>
  new HttpError(422, text, {
    code: 'webhook-url-refused',
    issues: [{ path: 'body.endpoint.url', message: text }],
  });

/**
 * What can be told when the address is saved: https (http outside production), and no IP literal or
 * `localhost` on a private network. Names are checked again, resolved, at every connection (address-guard.ts).
 */
function checkUrl(context: AppContext, url: string): void {
  const target = new URL(url);
  const { allowHttp, allowPrivate } = context.config.webhooks;
  if (target.protocol !== 'https:' && !(allowHttp && target.protocol === 'http:'))
    throw urlRefused(WEBHOOK_ERRORS.httpsRequired);
  if (allowPrivate) return;
  const literal = literalAddress(target.hostname);
  const local = target.hostname === 'localhost' || target.hostname.endsWith('.localhost');
  if (local || (literal && addressRange(literal) !== 'unicast'))
    throw urlRefused(WEBHOOK_ERRORS.addressRefused);
}

async function checkCompany(context: AppContext, companyId: number | null): Promise<string | null> {
  if (companyId === null) return null;
  const [company] = await context.db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) {
    throw new HttpError(422, WEBHOOK_ERRORS.unknownCompany, {
      code: 'unknown-company',
      issues: [{ path: 'body.endpoint.company_id', message: WEBHOOK_ERRORS.unknownCompany }],
    });
  }
  return company.name;
}

async function findEndpoint(context: AppContext, id: number) {
  const [row] = await context.db
    .select({ endpoint: webhookEndpoints, company: companies.name })
    .from(webhookEndpoints)
    .leftJoin(companies, eq(companies.id, webhookEndpoints.companyId))
    .where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound();
  return row;
}

export async function listEndpoints(context: AppContext, admin: UserRow): Promise<WebhookEndpointsResponse> {
  requireAdmin(admin);
  const rows = await context.db
    .select({ endpoint: webhookEndpoints, company: companies.name })
    .from(webhookEndpoints)
    .leftJoin(companies, eq(companies.id, webhookEndpoints.companyId))
    .orderBy(webhookEndpoints.id);
  const choices = await context.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(companies.name);
  return { endpoints: rows.map((row) => toEndpoint(row.endpoint, row.company)), companies: choices };
}

/** Registers an endpoint; its signing secret is answered this once and kept only sealed. */
export async function createEndpoint(context: AppContext, admin: UserRow, input: EndpointInput) {
  requireAdmin(admin);
  checkUrl(context, input.url);
  const companyName = await checkCompany(context, input.company_id);
  const box = await signingSecretBox(context);
  const secret = newSigningSecret();
  const at = context.now();
  const row = await context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        url: input.url,
        description: input.description,
        events: input.events,
        companyId: input.company_id,
        // Sealed with the row's id as additional data, which exists only once the row does.
        secretSealed: '',
        createdBy: admin.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!created) throw new Error('insert returned no endpoint');
    const [sealed] = await tx
      .update(webhookEndpoints)
      .set({ secretSealed: box.seal(created.id, secret) })
      .where(eq(webhookEndpoints.id, created.id))
      .returning();
    return sealed!;
  });
  return { endpoint: toEndpoint(row, companyName), secret };
}

export async function updateEndpoint(context: AppContext, admin: UserRow, id: number, input: EndpointInput) {
  requireAdmin(admin);
  checkUrl(context, input.url);
  const companyName = await checkCompany(context, input.company_id);
  const [row] = await context.db
    .update(webhookEndpoints)
    .set({
      url: input.url,
      description: input.description,
      events: input.events,
      companyId: input.company_id,
      updatedAt: context.now(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw notFound();
  return toEndpoint(row, companyName);
}

/** Turns an endpoint off by hand, or on again (which forgets its failing time). */
export async function setEndpointEnabled(context: AppContext, admin: UserRow, id: number, enabled: boolean) {
  requireAdmin(admin);
  const at = context.now();
  const [row] = await context.db
    .update(webhookEndpoints)
    .set(
      enabled
        ? { disabledAt: null, disabledReason: null, failingSince: null, updatedAt: at }
        : { disabledAt: at, disabledReason: 'manual', updatedAt: at },
    )
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw notFound();
  return toEndpoint(row, (await findEndpoint(context, id)).company);
}

/** Deletes an endpoint and its log; its events still in the outbox are given up when they come due. */
export async function deleteEndpoint(context: AppContext, admin: UserRow, id: number): Promise<void> {
  requireAdmin(admin);
  const deleted = await context.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  if (deleted.length === 0) throw notFound();
}

/** A new secret, answered once; the previous one signs beside it for {@link SECRET_OVERLAP_MS}. */
export async function rotateSecret(context: AppContext, admin: UserRow, id: number) {
  requireAdmin(admin);
  const { endpoint, company } = await findEndpoint(context, id);
  const box = await signingSecretBox(context);
  const secret = newSigningSecret();
  const at = context.now();
  const [row] = await context.db
    .update(webhookEndpoints)
    .set({
      secretSealed: box.seal(id, secret),
      previousSecretSealed: endpoint.secretSealed,
      previousSecretExpiresAt: new Date(at.getTime() + SECRET_OVERLAP_MS),
      updatedAt: at,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw notFound();
  return { endpoint: toEndpoint(row, company), secret };
}

/** The endpoint's delivery log, newest first, a page at a time. */
export async function listDeliveries(
  context: AppContext,
  admin: UserRow,
  id: number,
  before?: number,
): Promise<WebhookDeliveriesResponse> {
  requireAdmin(admin);
  const { endpoint, company } = await findEndpoint(context, id);
  const rows = await context.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, id), before ? lt(webhookDeliveries.id, before) : undefined))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_PAGE + 1);
  const page = rows.slice(0, DELIVERIES_PAGE);
  return {
    endpoint: toEndpoint(endpoint, company),
    deliveries: page.map(toDelivery),
    next_before: rows.length > DELIVERIES_PAGE ? page.at(-1)!.id : null,
  };
}

/**
 * Sends a logged event again: a new outbox row with the same body and `webhook-id` (receivers deduplicate
 * on it), behind the request's other pending events for this endpoint.
 */
export async function redeliver(context: AppContext, admin: UserRow, id: number, deliveryId: number) {
  requireAdmin(admin);
  const { endpoint } = await findEndpoint(context, id);
  if (endpoint.disabledAt) {
    throw new HttpError(409, WEBHOOK_ERRORS.turnedOff, { code: 'webhook-disabled' });
  }
  const [logged] = await context.db
    .select({ original: outbox })
    .from(webhookDeliveries)
    .innerJoin(outbox, eq(outbox.id, webhookDeliveries.outboxId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, id)));
  if (!logged) throw new HttpError(404, WEBHOOK_ERRORS.deliveryNotFound, { code: 'not-found' });
  const { original } = logged;
  await context.db.transaction((tx) =>
    enqueueOutgoingMessage(
      tx,
      {
        channel: 'webhook',
        kind: original.kind,
        recipient: original.recipient,
        subject: original.subject,
        body: original.body,
        orderingKey: original.orderingKey,
      },
      context.now(),
    ),
  );
  context.outbox.wake();
}

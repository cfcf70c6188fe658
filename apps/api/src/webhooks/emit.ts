import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@concierge/api-client';
import { fullName } from '../accounts/full-name.js';
import { users, type UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import type { StateChanged } from '../requests/change-state.js';
import { requests, type MessageRow, type RequestRow } from '../requests/tables.js';
import type { RatingRow } from '../requester/tables.js';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventData } from './event-payloads.js';
import { webhookEndpoints } from './tables.js';

/** The request an event is about: its id, and its requester (whose company endpoints may be limited to). */
type About = Pick<RequestRow, 'id' | 'userId'>;

/**
 * Writes one event to the outbox for every enabled endpoint that asked for its type and covers the
 * requester's company, in the caller's transaction: the event exists exactly when the change commits.
 * One `webhook-id` per event; the ordering key holds a request's later events for an endpoint back until
 * the earlier ones are delivered or given up.
 */
export async function enqueueWebhookEvent<T extends WebhookEventType>(
  tx: Db,
  type: T,
  about: About,
  at: Date,
  data: WebhookEventData<T>,
): Promise<void> {
  const company = sql`(SELECT ${users.companyId} FROM ${users} WHERE ${users.id} = ${about.userId})`;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        isNull(webhookEndpoints.disabledAt),
        sql`${type} = ANY(${webhookEndpoints.events})`,
        or(isNull(webhookEndpoints.companyId), eq(webhookEndpoints.companyId, company)),
      ),
    );
  if (endpoints.length === 0) return;
  const messageId = `msg_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({ type, version: WEBHOOK_PAYLOAD_VERSION, timestamp: at.toISOString(), data });
  for (const endpoint of endpoints) {
    await enqueueOutgoingMessage(
      tx,
      {
        channel: 'webhook',
        kind: type,
        recipient: String(endpoint.id),
        subject: messageId,
        body,
        orderingKey: `webhook:${endpoint.id}:request:${about.id}`,
      },
      at,
    );
  }
}

const person = (user: UserRow) => ({ id: user.id, full_name: fullName(user) });

/**
 * The events the services emit, each inside its change's transaction (the app context's `webhooks`; the
 * seed has none, so demo data sends nothing). State changes come through `changeRequestState`'s hook.
 */
export const webhookEvents = {
  async requestCreated(tx: Db, requestId: number, at: Date): Promise<void> {
    const [row] = await tx
      .select({ request: requests, requester: users })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .where(eq(requests.id, requestId));
    if (!row) return;
    const { request, requester } = row;
    await enqueueWebhookEvent(tx, 'request.created', request, at, {
      request: {
        id: request.id,
        title: request.title,
        state: request.state,
        created_at: request.createdAt.toISOString(),
        company_id: requester.companyId,
        requester: { id: requester.externalId, full_name: fullName(requester), email: requester.email },
      },
    });
  },

  /** A reply (`message.created`) or an internal note (`message.internal_note.created`, asked for by name). */
  async messagePosted(tx: Db, request: About, message: MessageRow, attachmentCount: number): Promise<void> {
    if (message.source === 'system') return;
    const data = {
      request_id: request.id,
      message: {
        id: message.id,
        source: message.source,
        author_name: message.sourceName,
        body_html: message.bodyHtml,
        internal: message.internal,
        attachment_count: attachmentCount,
        created_at: message.createdAt.toISOString(),
      },
    };
    const type = message.internal ? 'message.internal_note.created' : 'message.created';
    await enqueueWebhookEvent(tx, type, request, message.createdAt, data);
  },

  async stateChanged(tx: Db, change: StateChanged): Promise<void> {
    const { actor } = change;
    await enqueueWebhookEvent(tx, 'request.state_changed', change.request, change.at, {
      request_id: change.request.id,
      from: change.from,
      to: change.to,
      action: change.action,
      by: actor.role === 'system' ? null : { ...person(actor.user), role: actor.role },
      changed_at: change.at.toISOString(),
    });
  },

  async requestAssigned(
    tx: Db,
    request: About,
    assignee: UserRow | null,
    by: UserRow,
    at: Date,
  ): Promise<void> {
    await enqueueWebhookEvent(tx, 'request.assigned', request, at, {
      request_id: request.id,
      assignee: assignee ? person(assignee) : null,
      by: person(by),
      assigned_at: at.toISOString(),
    });
  },

  async requestRated(tx: Db, request: About, rating: RatingRow): Promise<void> {
    await enqueueWebhookEvent(tx, 'request.rated', request, rating.updatedAt, {
      request_id: request.id,
      score: rating.score,
      comment: rating.comment,
      rated_at: rating.updatedAt.toISOString(),
    });
  },
};

/** What services call; see {@link webhookEvents}. */
export type WebhookEvents = typeof webhookEvents;

import { z } from 'zod';
import { RequestState, type WebhookEventType } from '@concierge/api-client';

// What each webhook event carries: `{ type, version, timestamp, data }`. The schemas are the OpenAPI
// document's `webhooks` section (openapi-webhooks.ts) and the tests' check of what receivers get.
// A change that could break a receiver (a field removed or retyped) is a new `version`; fields are added
// without one, so receivers must ignore fields they do not know (docs/webhooks.md#payloads).

/** The payloads' version; see above for when it changes. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

const Timestamp = z.iso.datetime({ offset: true });
const Person = z.object({ id: z.number().int(), full_name: z.string() });

const RequestSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  state: RequestState,
  created_at: Timestamp,
  /** The requester's company; null for a requester without one. */
  company_id: z.number().int().nullable(),
  requester: z.object({ id: z.uuid(), full_name: z.string(), email: z.string() }),
});

const MessageSummary = z.object({
  id: z.number().int(),
  /** Who wrote it: the requester (`user`) or the team (`concierge`). */
  source: z.enum(['user', 'concierge']),
  author_name: z.string(),
  /** Sanitized HTML, as the thread shows it. */
  body_html: z.string(),
  internal: z.boolean(),
  attachment_count: z.number().int().nonnegative(),
  created_at: Timestamp,
});

/** Each event type's `data`. */
export const WEBHOOK_EVENT_DATA = {
  'request.created': z.object({ request: RequestSummary }),
  'message.created': z.object({ request_id: z.number().int(), message: MessageSummary }),
  'message.internal_note.created': z.object({ request_id: z.number().int(), message: MessageSummary }),
  'request.state_changed': z.object({
    request_id: z.number().int(),
    from: RequestState,
    to: RequestState,
    /** The lifecycle action (docs/requests.md#request-transitions): move, complete, withdraw, reopen-by-reply… */
    action: z.string(),
    /** Who moved it; null when the system did. */
    by: Person.extend({ role: z.enum(['concierge', 'requester']) }).nullable(),
    changed_at: Timestamp,
  }),
  'request.assigned': z.object({
    request_id: z.number().int(),
    /** The new assignee; null when the request was put back. */
    assignee: Person.nullable(),
    by: Person,
    assigned_at: Timestamp,
  }),
  'request.rated': z.object({
    request_id: z.number().int(),
    score: z.enum(['good', 'okay', 'bad']),
    comment: z.string().nullable(),
    rated_at: Timestamp,
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** The whole body of one event type, as signed and sent. */
export function webhookPayloadSchema(type: WebhookEventType) {
  return z.object({
    type: z.literal(type),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    /** When the change happened (not when this attempt was made: that is `webhook-timestamp`). */
    timestamp: Timestamp,
    data: WEBHOOK_EVENT_DATA[type],
  });
}

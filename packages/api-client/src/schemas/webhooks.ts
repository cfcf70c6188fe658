import { z } from './zod.js';
import { BigId, Id, Timestamp } from './common.js';

// Outbound webhooks: admins register endpoints that receive the product's events, signed per the Standard
// Webhooks specification. The events' payloads are described in the OpenAPI document's `webhooks` section.

/**
 * Every event an endpoint can ask for. Internal notes go only to an endpoint that names
 * `message.internal_note.created` itself: `message.created` is the thread's replies.
 */
export const WEBHOOK_EVENT_TYPES = [
  'request.created',
  'message.created',
  'message.internal_note.created',
  'request.state_changed',
  'request.assigned',
  'request.rated',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The longest endpoint address and description accepted. */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;

export const WEBHOOK_TEXTS = {
  url: 'Enter the address, starting with https://.',
  events: 'Choose at least one event.',
} as const;

/** A registered endpoint. The signing secret is never part of it: it is shown once, when made or rotated. */
export const WebhookEndpoint = z.object({
  id: Id,
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  /** Only requests of this company's requesters; null: every company. */
  company_id: Id.nullable(),
  company_name: z.string().nullable(),
  enabled: z.boolean(),
  /** Why it is off: an admin turned it off, or it kept failing and was turned off automatically. */
  disabled_reason: z.enum(['manual', 'failing']).nullable(),
  disabled_at: Timestamp.nullable(),
  /** Since when every attempt has failed; null while it answers. */
  failing_since: Timestamp.nullable(),
  /** After a rotation, until when the previous secret still signs beside the new one. */
  previous_secret_expires_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** A company an endpoint may be limited to. */
export const WebhookCompany = z.object({ id: Id, name: z.string() });
export type WebhookCompany = z.infer<typeof WebhookCompany>;

export const WebhookEndpointsResponse = z.object({
  endpoints: z.array(WebhookEndpoint),
  /** The companies the form offers. */
  companies: z.array(WebhookCompany),
});
export type WebhookEndpointsResponse = z.infer<typeof WebhookEndpointsResponse>;

/** What an admin writes: the address, the events, a company or all, a description. */
export const WebhookEndpointInput = z.object({
  url: z
    .string()
    .trim()
    .min(1, { message: WEBHOOK_TEXTS.url })
    .max(WEBHOOK_URL_MAX)
    .pipe(z.url({ message: WEBHOOK_TEXTS.url })),
  events: z
    .array(WebhookEventType)
    .min(1, { message: WEBHOOK_TEXTS.events })
    .transform((events) => [...new Set(events)]),
  company_id: Id.nullable(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
});
export const WebhookEndpointBody = z.object({ endpoint: WebhookEndpointInput });
export type WebhookEndpointBody = z.input<typeof WebhookEndpointBody>;

export const WebhookEndpointResponse = z.object({ endpoint: WebhookEndpoint });
export type WebhookEndpointResponse = z.infer<typeof WebhookEndpointResponse>;

/** A new endpoint or a rotation: the endpoint and its signing secret (`whsec_…`), shown this once. */
export const WebhookSecretResponse = z.object({ endpoint: WebhookEndpoint, secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof WebhookSecretResponse>;

/** An admin turns an endpoint off (`false`) or on again (`true`). */
export const SetWebhookEnabledBody = z.object({ endpoint: z.object({ enabled: z.boolean() }) });
export type SetWebhookEnabledBody = z.infer<typeof SetWebhookEnabledBody>;

/** One delivery attempt in an endpoint's log. */
export const WebhookDelivery = z.object({
  id: BigId,
  /** The event's `webhook-id`: the same on every attempt and redelivery of one event. */
  message_id: z.string(),
  event_type: z.string(),
  attempted_at: Timestamp,
  duration_ms: z.number().int().nonnegative(),
  /** The HTTP status; null when no answer came (a refused address, a timeout, a connection error). */
  status: z.number().int().nullable(),
  ok: z.boolean(),
  error: z.string().nullable(),
  /** The start of the answer's body, at most 1 kB. */
  response_excerpt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = z.object({
  /** The id of the last delivery of the previous page: older ones follow. */
  before: z.coerce.number().int().positive().optional(),
});
export const WebhookDeliveriesResponse = z.object({
  endpoint: WebhookEndpoint,
  deliveries: z.array(WebhookDelivery),
  /** `before` for the next page; null on the last. */
  next_before: z.number().int().nullable(),
});
export type WebhookDeliveriesResponse = z.infer<typeof WebhookDeliveriesResponse>;

export const WebhookDeliveryParams = z.object({ id: Id, delivery_id: z.coerce.number().int().positive() });
export type WebhookDeliveryParams = z.infer<typeof WebhookDeliveryParams>;

import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@concierge/api-client';
import { z } from 'zod';
import { webhookPayloadSchema } from './event-payloads.js';

// The OpenAPI document's `webhooks` section (OpenAPI 3.1): one POST per event type, described from the same
// zod schemas the tests check deliveries with, and the three Standard Webhooks headers every delivery carries.

const SUMMARIES: Record<WebhookEventType, string> = {
  'request.created': 'A requester submitted a new request',
  'message.created': 'A reply was posted to a request’s thread (by the requester or the team)',
  'message.internal_note.created':
    'A concierge wrote an internal note (only to endpoints that name this event)',
  'request.state_changed': 'A request moved between lists (open, in progress, completed)',
  'request.assigned': 'A request was taken, given to a colleague or put back',
  'request.rated': 'The requester rated, or changed the rating of, a completed request',
};

const header = (name: string, description: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
});

const operationId = (type: string) =>
  `webhook${type.replace(/(^|[._])([a-z])/g, (_match, _separator: string, letter: string) => letter.toUpperCase())}`;

/** `webhooks`: what an endpoint receives for each event type it asked for. */
export function webhookOperations() {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const { $schema: _dialect, ...schema } = z.toJSONSchema(webhookPayloadSchema(type), { io: 'output' });
      return [
        type,
        {
          post: {
            operationId: operationId(type),
            summary: SUMMARIES[type],
            description:
              'Signed per the Standard Webhooks specification; at least once, in order per request, retried with backoff for about a day (docs/webhooks.md).',
            tags: ['webhooks'],
            security: [],
            parameters: [
              header(
                'webhook-id',
                'The event’s id (`msg_…`): the same on every retry, so receivers can deduplicate.',
              ),
              header('webhook-timestamp', 'Seconds since the Unix epoch when this attempt was signed.'),
              header(
                'webhook-signature',
                'Space-separated `v1,<base64 HMAC-SHA256>` signatures: two for 24 hours after the secret is rotated.',
              ),
            ],
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: {
              '200': {
                description: 'Any 2xx: the event was taken. Anything else, or no answer in 10 s, is retried.',
              },
            },
          },
        },
      ];
    }),
  );
}

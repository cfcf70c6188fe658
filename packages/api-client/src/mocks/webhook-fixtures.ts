import type { WebhookDelivery, WebhookEndpoint } from '../schemas/webhooks.js';
import type { MockResponses } from './fixtures.js';

// The webhooks screens' mock data: one endpoint for every company and one failing delivery then a success.

const endpoint: WebhookEndpoint = {
  id: 1,
  url: 'https://hooks.example.test/concierge',
  description: 'Ticketing bridge',
  events: ['request.created', 'message.created', 'request.state_changed'],
  company_id: null,
  company_name: null,
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  failing_since: null,
  previous_secret_expires_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

const deliveries: WebhookDelivery[] = [
  {
    id: 2,
    message_id: 'msg_2bQ7xTqk1v3n',
    event_type: 'request.created',
    attempted_at: '2026-11-04T10:00:05.000Z',
    duration_ms: 84,
    status: 200,
    ok: true,
    error: null,
    response_excerpt: 'ok',
  },
  {
    id: 1,
    message_id: 'msg_2bQ7xTqk1v3n',
    event_type: 'request.created',
    attempted_at: '2026-11-04T10:00:00.000Z',
    duration_ms: 131,
    status: 500,
    ok: false,
    error: 'HTTP 500',
    response_excerpt: 'Internal Server Error',
  },
];

/** A signing secret as the server shows it once (a placeholder, not a real key). */
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

type WebhookName = Extract<keyof MockResponses, `${string}Webhook${string}`>;

/** The default answers of the webhooks endpoints. */
export const webhookResponses: Pick<MockResponses, WebhookName> = {
  getWebhookEndpoints: { endpoints: [endpoint], companies: [{ id: 1, name: 'Acme' }] },
  createWebhookEndpoint: { endpoint, secret },
  updateWebhookEndpoint: { endpoint },
  deleteWebhookEndpoint: { success: true },
  setWebhookEndpointEnabled: {
    endpoint: {
      ...endpoint,
      enabled: false,
      disabled_reason: 'manual',
      disabled_at: '2026-11-04T11:00:00.000Z',
    },
  },
  rotateWebhookSecret: {
    endpoint: { ...endpoint, previous_secret_expires_at: '2026-11-05T11:00:00.000Z' },
    secret,
  },
  getWebhookDeliveries: { endpoint, deliveries, next_before: null },
  redeliverWebhook: { success: true },
};

// The endpoints of outbound webhooks (admins only, checked by the server): each one's name, method, path,
// access and schemas, written here once (docs/api.md#calls; docs/webhooks.md).
import { SuccessBody } from '../schemas/common.js';
import { IdParams } from '../schemas/requests.js';
import {
  SetWebhookEnabledBody,
  WebhookDeliveriesQuery,
  WebhookDeliveriesResponse,
  WebhookDeliveryParams,
  WebhookEndpointBody,
  WebhookEndpointResponse,
  WebhookEndpointsResponse,
  WebhookSecretResponse,
} from '../schemas/webhooks.js';
import type { Endpoint } from './endpoint.js';

export const webhooksDefinitions = {
  getWebhookEndpoints: {
    method: 'GET',
    path: '/api/v1/concierge/webhooks',
    access: 'concierge',
    tokenScope: 'webhooks:manage',
    response: WebhookEndpointsResponse,
  },
  createWebhookEndpoint: {
    method: 'POST',
    path: '/api/v1/concierge/webhooks',
    access: 'concierge',
    tokenScope: 'webhooks:manage',
    body: WebhookEndpointBody,
    response: WebhookSecretResponse,
  },
  updateWebhookEndpoint: {
    method: 'PUT',
    path: '/api/v1/concierge/webhooks/:id',
    access: 'concierge',
    tokenScope: 'webhooks:manage',
    params: IdParams,
    body: WebhookEndpointBody,
    response: WebhookEndpointResponse,
  },
  deleteWebhookEndpoint: {
    method: 'DELETE',
    path: '/api/v1/concierge/webhooks/:id',
    access: 'concierge',
    tokenScope: 'webhooks:manage',
    params: IdParams,
    response: SuccessBody,
  },
  setWebhookEndpointEnabled: {
    method: 'PUT',
    path: '/api/v1/concierge/webhooks/:id/enabled',
    access: 'concierge',
    tokenScope: 'webhooks:manage',
    params: IdParams,
    body: SetWebhookEnabledBody,
    response: WebhookEndpointResponse,
  },
  /** A new signing secret; the previous one keeps signing beside it for 24 hours. */
  rotateWebhookSecret: {
    method: 'POST',
    path: '/api/v1/concierge/webhooks/:id/rotate_secret',
    access: 'concierge',
    tokenScope: 'webhooks:manage',
    params: IdParams,
    response: WebhookSecretResponse,
  },
  getWebhookDeliveries: {
    method: 'GET',
    path: '/api/v1/concierge/webhooks/:id/deliveries',
    access: 'concierge',
    tokenScope: 'webhooks:manage',
    params: IdParams,
    query: WebhookDeliveriesQuery,
    response: WebhookDeliveriesResponse,
  },
  /** Sends a logged event to the endpoint again, with the same `webhook-id`. */
  redeliverWebhook: {
    method: 'POST',
    path: '/api/v1/concierge/webhooks/:id/deliveries/:delivery_id/redeliver',
    access: 'concierge',
    tokenScope: 'webhooks:manage',
    params: WebhookDeliveryParams,
    response: SuccessBody,
  },
} as const satisfies Record<string, Endpoint>;

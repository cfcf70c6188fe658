// The webhooks endpoints (admins): each called through `api.call`, answered by its fixture.
import { fixtures } from './mocks/index.js';
import type { EndpointCase } from './endpoint-case.js';

const R = fixtures.responses;
const body = {
  endpoint: {
    url: 'https://hooks.example.test/concierge',
    events: ['request.created' as const],
    company_id: null,
  },
};

export const webhookCases: EndpointCase[] = [
  {
    fn: 'call',
    endpoint: 'getWebhookEndpoints',
    method: 'GET',
    path: '/api/v1/concierge/webhooks',
    run: async (api) => (await api.call('getWebhookEndpoints', {})).data,
    expected: R.getWebhookEndpoints,
  },
  {
    fn: 'call',
    endpoint: 'createWebhookEndpoint',
    method: 'POST',
    path: '/api/v1/concierge/webhooks',
    body,
    run: async (api) => (await api.call('createWebhookEndpoint', { body })).data.secret,
    expected: R.createWebhookEndpoint.secret,
  },
  {
    fn: 'call',
    endpoint: 'updateWebhookEndpoint',
    method: 'PUT',
    path: '/api/v1/concierge/webhooks/1',
    body,
    run: async (api) => (await api.call('updateWebhookEndpoint', { params: { id: 1 }, body })).data.endpoint,
    expected: R.updateWebhookEndpoint.endpoint,
  },
  {
    fn: 'call',
    endpoint: 'deleteWebhookEndpoint',
    method: 'DELETE',
    path: '/api/v1/concierge/webhooks/1',
    run: async (api) => (await api.call('deleteWebhookEndpoint', { params: { id: 1 } })).data,
    expected: { success: true },
  },
  {
    fn: 'call',
    endpoint: 'setWebhookEndpointEnabled',
    method: 'PUT',
    path: '/api/v1/concierge/webhooks/1/enabled',
    body: { endpoint: { enabled: false } },
    run: async (api) =>
      (
        await api.call('setWebhookEndpointEnabled', {
          params: { id: 1 },
          body: { endpoint: { enabled: false } },
        })
      ).data.endpoint.enabled,
    expected: false,
  },
  {
    fn: 'call',
    endpoint: 'rotateWebhookSecret',
    method: 'POST',
    path: '/api/v1/concierge/webhooks/1/rotate_secret',
    // A POST always carries a JSON body: `{}` when the call has none.
    body: {},
    run: async (api) => (await api.call('rotateWebhookSecret', { params: { id: 1 } })).data.secret,
    expected: R.rotateWebhookSecret.secret,
  },
  {
    fn: 'call',
    endpoint: 'getWebhookDeliveries',
    method: 'GET',
    path: '/api/v1/concierge/webhooks/1/deliveries',
    run: async (api) =>
      (await api.call('getWebhookDeliveries', { params: { id: 1 }, query: {} })).data.deliveries,
    expected: R.getWebhookDeliveries.deliveries,
  },
  {
    fn: 'call',
    endpoint: 'redeliverWebhook',
    method: 'POST',
    path: '/api/v1/concierge/webhooks/1/deliveries/2/redeliver',
    body: {},
    run: async (api) => (await api.call('redeliverWebhook', { params: { id: 1, delivery_id: 2 } })).data,
    expected: { success: true },
  },
];

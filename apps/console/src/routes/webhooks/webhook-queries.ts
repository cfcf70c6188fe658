import type { ApiClient } from '@concierge/api-client';

/** The endpoints list and each endpoint's log share this prefix, so a change refreshes both. */
export const WEBHOOKS_KEY = ['webhooks'] as const;

export const webhookEndpointsQuery = (api: ApiClient) => ({
  queryKey: WEBHOOKS_KEY,
  queryFn: async () => (await api.call('getWebhookEndpoints', {})).data,
});

/**
 * How often an open delivery log asks again. Attempts are made by the server's outbox after the call that
 * caused them has returned (a redelivery, a new request), and the live stream does not carry them: without
 * this the log showed neither until a reload, despite its empty state's "attempts appear here".
 */
const LOG_REFRESH_MS = 5_000;

export const webhookDeliveriesQuery = (api: ApiClient, id: number) => ({
  queryKey: [...WEBHOOKS_KEY, id, 'deliveries'] as const,
  queryFn: async () => (await api.call('getWebhookDeliveries', { params: { id }, query: {} })).data,
  refetchInterval: LOG_REFRESH_MS,
});

import type { WebhookEventType } from '@concierge/api-client';
import type { HttpTestClient } from './http-test-client.js';

// The admin's webhook calls the tests make over HTTP.

/** Registers an endpoint for `url` and answers its id and signing secret (shown this once). */
export async function createWebhookEndpoint(
  client: HttpTestClient,
  adminToken: string,
  url: string,
  events: WebhookEventType[],
  companyId: number | null = null,
): Promise<{ id: number; secret: string }> {
  const res = await client.call('POST', '/api/v1/concierge/webhooks', {
    token: adminToken,
    body: { endpoint: { url, events, company_id: companyId, description: 'Test receiver' } },
  });
  if (res.status !== 200) throw new Error(`endpoint creation failed: ${res.status} ${res.text}`);
  const { endpoint, secret } = res.json();
  return { id: endpoint.id, secret };
}

/** The endpoint's delivery log, newest first. */
export async function webhookDeliveries(client: HttpTestClient, adminToken: string, endpointId: number) {
  const res = await client.call('GET', `/api/v1/concierge/webhooks/${endpointId}/deliveries`, {
    token: adminToken,
  });
  if (res.status !== 200) throw new Error(`deliveries failed: ${res.status} ${res.text}`);
  return res.json() as {
    endpoint: { enabled: boolean; disabled_reason: string | null; failing_since: string | null };
    deliveries: { id: number; message_id: string; event_type: string; status: number | null; ok: boolean }[];
  };
}

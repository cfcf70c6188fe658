// Scopes, route by route, over HTTP against the real server (docs/api.md#api-tokens): every endpoint of the
// contract is called with tokens of each scope, of none and of all. A token passes exactly the endpoints whose
// definition names one of its scopes; every other endpoint, a person's own account, factors, passkeys and
// sessions among them, answers 403 `token-scope`.
import {
  API_TOKEN_SCOPES,
  contract,
  type ApiTokenScope,
  type Endpoint,
  type EndpointName,
} from '@concierge/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { insertTestToken, signUpAdmin } from '../testing/api-token-calls.js';
import { createWebhookEndpoint, webhookDeliveries } from '../testing/webhook-calls.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';
import { defaultWebhookConfig } from '../webhooks/webhook-config.js';
import {
  listenForTests,
  seededSurveyId,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

// Webhooks to a receiver on loopback, so that the webhook endpoints have a delivery to show and redeliver.
const server = await startTestServer({
  config: { webhooks: { ...defaultWebhookConfig(), allowPrivate: true } },
});
const client = await listenForTests(server.app);
const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
  await server.close();
});

const admin = await signUpAdmin(client);
const newWebhook = async () =>
  (await createWebhookEndpoint(client, admin.token, receiver.url, ['request.created'])).id;
const webhook = await newWebhook();
const requester = await signUpNewUser(client);
const requestId = await submittedRequest(
  client,
  requester,
  await seededSurveyId(server.database, 'find-a-plumber'),
);
await server.app.outbox.drain();
const [delivery] = (await webhookDeliveries(client, admin.token, webhook)).deliveries;
const webhookBody = { endpoint: { url: receiver.url, events: ['request.created'], company_id: null } };

const entries = Object.entries(contract) as [EndpointName, Endpoint][];
const scopeOf = (endpoint: Endpoint): ApiTokenScope | undefined => endpoint.tokenScope;

interface Call {
  query?: string;
  body?: unknown;
  /** The path's ids (by default `:id` is the request's): a webhook endpoint of its own for a change. */
  params?: () => Promise<Record<string, number>>;
}

/** What each endpoint a scope opens is called with, so that passing it answers 200. */
const ADMITTED_CALLS: Partial<Record<EndpointName, Call>> = {
  getQueue: { query: '?state=open' },
  getQueueCounts: {},
  getQueueRequest: {},
  getQueueRequestRating: {},
  postConciergeMessage: { body: { message: { body_html: '<p>Sent by the CRM</p>' } } },
  getRatingSummary: {},
  getWebhookEndpoints: {},
  createWebhookEndpoint: { body: webhookBody },
  updateWebhookEndpoint: { params: async () => ({ id: await newWebhook() }), body: webhookBody },
  deleteWebhookEndpoint: { params: async () => ({ id: await newWebhook() }) },
  setWebhookEndpointEnabled: {
    params: async () => ({ id: await newWebhook() }),
    body: { endpoint: { enabled: false } },
  },
  rotateWebhookSecret: { params: async () => ({ id: await newWebhook() }) },
  getWebhookDeliveries: { params: async () => ({ id: webhook }) },
  redeliverWebhook: { params: async () => ({ id: webhook, delivery_id: delivery!.id }) },
};

/** Calls an endpoint with `token`; answers `status code` (the code of an error answer; 200 alone). */
async function outcome(name: EndpointName, endpoint: Endpoint, token: string): Promise<string> {
  const call = ADMITTED_CALLS[name] ?? {};
  const ids: Record<string, number> = (await call.params?.()) ?? { id: requestId };
  const path = endpoint.path.replace(/:(\w+)/g, (_, param: string) => String(ids[param] ?? 1));
  const withBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const res = await client.call(endpoint.method, `${path}${call.query ?? ''}`, {
    token,
    ...(withBody ? { body: call.body ?? {} } : {}),
  });
  return res.status === 200 ? '200' : `${res.status} ${res.json().code}`;
}

/** Every endpoint's outcome for `token`, as one table: a failure shows every endpoint that differs. */
async function outcomes(token: string): Promise<Record<string, string>> {
  const table: Record<string, string> = {};
  for (const [name, endpoint] of entries) table[name] = await outcome(name, endpoint, token);
  return table;
}

/** What a token of `scopes` must get: 200 where a definition names one of them, 403 `token-scope` elsewhere. */
const expected = (scopes: readonly ApiTokenScope[]) =>
  Object.fromEntries(
    entries.map(([name, endpoint]) => {
      const scope = scopeOf(endpoint);
      return [name, scope !== undefined && scopes.includes(scope) ? '200' : '403 token-scope'];
    }),
  );

describe(onDb('API token scopes, route by route'), () => {
  it('names scopes only on console endpoints, each one of API_TOKEN_SCOPES, and shows how to call each', () => {
    const scoped = entries.filter(([, endpoint]) => scopeOf(endpoint) !== undefined);
    for (const [name, endpoint] of scoped) {
      expect(endpoint.access, name).toBe('concierge');
      expect(API_TOKEN_SCOPES, name).toContain(scopeOf(endpoint));
    }
    expect(Object.keys(ADMITTED_CALLS).sort()).toEqual(scoped.map(([name]) => name).sort());
  });

  it('refuses a token with no scope on every endpoint', async () => {
    const token = await insertTestToken(client, admin.id, []);
    expect(await outcomes(token)).toEqual(expected([]));
  });

  it.each(API_TOKEN_SCOPES.map((scope) => [scope]))(
    'lets a token holding %s through exactly the endpoints that name it',
    async (scope) => {
      const token = await insertTestToken(client, admin.id, [scope]);
      expect(await outcomes(token)).toEqual(expected([scope]));
    },
  );

  it('refuses a token holding every scope on the endpoints of a person: account, factors, passkeys, sessions', async () => {
    const token = await insertTestToken(client, admin.id, [...API_TOKEN_SCOPES]);
    const table = await outcomes(token);
    expect(table).toEqual(expected(API_TOKEN_SCOPES));
    const personal = entries.filter(([, endpoint]) => endpoint.access !== 'concierge');
    expect(personal.length).toBeGreaterThan(40);
    for (const [name] of personal) expect(table[name], name).toBe('403 token-scope');
    // The admin's own session still reaches them: the refusal is the token's, not the account's.
    const own = await client.call('GET', '/api/v1/users/current', { token: admin.token });
    expect(own.status).toBe(200);
  });
});

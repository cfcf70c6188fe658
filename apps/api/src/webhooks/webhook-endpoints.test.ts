import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../outbox/tables.js';
import { GOOD_PASSWORD } from '../testing/api-calls.js';
import {
  listenForTests,
  seededSurveyId,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { signInStaff } from '../testing/staff-second-factor.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { createWebhookEndpoint, webhookDeliveries } from '../testing/webhook-calls.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';
import { defaultWebhookConfig } from './webhook-config.js';

// The admins' endpoints (docs/webhooks.md#endpoints): who may manage them, which addresses are taken, the
// secret's rotation with its overlap, and the endpoint turned off after failing for three days.

const HOUR_MS = 3_600_000;
const server = await startTestServer({
  config: { webhooks: { ...defaultWebhookConfig(), allowPrivate: true } },
});
const client = await listenForTests(server.app);
const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
  await server.close();
});

const admin = await signUpStaff(client, server.database, 'Ada', 'admin');
const concierge = await signUpStaff(client, server.database, 'Grace', 'concierge');
const survey = await seededSurveyId(server.database, 'find-a-plumber');
const drain = () => server.app.outbox.drain();
const adminToken = async () =>
  (await signInStaff(server, { email: admin.email, password: GOOD_PASSWORD })).token;

describe(onDb('webhooks: endpoints'), () => {
  it('are for admins only: a concierge gets 403 on every call', async () => {
    const token = concierge.token;
    const calls = [
      client.call('GET', '/api/v1/concierge/webhooks', { token }),
      client.call('POST', '/api/v1/concierge/webhooks', {
        token,
        body: {
          endpoint: { url: 'https://hooks.example.test/', events: ['request.created'], company_id: null },
        },
      }),
      client.call('POST', '/api/v1/concierge/webhooks/1/rotate_secret', { token }),
      client.call('GET', '/api/v1/concierge/webhooks/1/deliveries', { token }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    const requester = await signUpNewUser(client);
    expect((await client.call('GET', '/api/v1/concierge/webhooks', { token: requester })).status).toBe(403);
  });

  it('are listed, edited, turned off and on, and deleted; the secret is never listed', async () => {
    const { id, secret } = await createWebhookEndpoint(client, admin.token, 'https://hooks.example.test/a', [
      'request.created',
    ]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const edited = await client.call('PUT', `/api/v1/concierge/webhooks/${id}`, {
      token: admin.token,
      body: {
        endpoint: {
          url: 'https://hooks.example.test/b',
          events: ['request.rated', 'request.rated'],
          company_id: null,
          description: 'Ratings',
        },
      },
    });
    expect(edited.json().endpoint).toMatchObject({
      url: 'https://hooks.example.test/b',
      events: ['request.rated'],
    });
    const off = await client.call('PUT', `/api/v1/concierge/webhooks/${id}/enabled`, {
      token: admin.token,
      body: { endpoint: { enabled: false } },
    });
    expect(off.json().endpoint).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    const list = await client.call('GET', '/api/v1/concierge/webhooks', { token: admin.token });
    expect(list.text).not.toContain(secret.slice(6));
    expect(list.json().endpoints.find((endpoint: { id: number }) => endpoint.id === id).enabled).toBe(false);
    expect(
      (await client.call('DELETE', `/api/v1/concierge/webhooks/${id}`, { token: admin.token })).status,
    ).toBe(200);
    expect(
      (await client.call('DELETE', `/api/v1/concierge/webhooks/${id}`, { token: admin.token })).status,
    ).toBe(404);
  });

  it('refuses an IP literal or localhost on a private network when private addresses are not allowed', async () => {
    const strict = await startTestServer({
      database: server.database,
      clock: server.clock,
      config: { webhooks: { ...defaultWebhookConfig(), allowHttp: false } },
    });
    try {
      const { token, mfaToken } = await signInStaff(strict, { email: admin.email, password: GOOD_PASSWORD });
      for (const url of [
        'https://127.0.0.1/',
        'https://10.0.0.8/',
        'https://169.254.169.254/',
        'https://localhost/',
        'http://hooks.example.test/',
      ]) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/v1/concierge/webhooks',
          headers: { authorization: `Bearer ${token}`, 'mfa-token': mfaToken },
          payload: { endpoint: { url, events: ['request.created'], company_id: null } },
        });
        expect(res.statusCode, url).toBe(422);
        expect(res.json().code).toBe('webhook-url-refused');
      }
    } finally {
      await strict.app.close();
    }
  });

  it('signs with the old and the new secret for 24 hours after a rotation, then the new one only', async () => {
    const { id, secret: old } = await createWebhookEndpoint(client, admin.token, receiver.url, [
      'request.created',
    ]);
    const rotated = await client.call('POST', `/api/v1/concierge/webhooks/${id}/rotate_secret`, {
      token: admin.token,
    });
    const fresh: string = rotated.json().secret;
    receiver.secrets.push(old, fresh);
    const requester = await signUpNewUser(client);
    await submittedRequest(client, requester, survey);
    await drain();
    expect(receiver.received.at(-1)!.verifiedWith).toEqual([old, fresh]);
    expect(receiver.received.at(-1)!.signature.split(' ')).toHaveLength(2);

    server.clock.advance(24 * HOUR_MS + 1_000);
    await submittedRequest(client, await signUpNewUser(client), survey);
    await drain();
    expect(receiver.received.at(-1)!.verifiedWith).toEqual([fresh]);
    const token = await adminToken();
    await client.call('DELETE', `/api/v1/concierge/webhooks/${id}`, { token });
  });

  it('turns an endpoint off after 3 days of failures and emails the admins once', async () => {
    const token = await adminToken();
    const { id } = await createWebhookEndpoint(client, token, receiver.url, ['request.created']);
    receiver.script = Array.from({ length: 100 }, () => 500);
    // A new event every 12 hours (a new requester each: sessions last 24 hours), each retried: the endpoint
    // answers nothing but 500 for three days.
    for (let hour = 0; hour <= 72; hour += 12) {
      await submittedRequest(client, await signUpNewUser(client), survey);
      await drain();
      server.clock.advance(12 * HOUR_MS);
      await drain();
    }
    const log = await webhookDeliveries(client, await adminToken(), id);
    expect(log.endpoint).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect(log.deliveries.every((delivery) => !delivery.ok)).toBe(true);
    const mails = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'webhook-disabled'), eq(outbox.recipient, admin.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(receiver.url);
    // Turned off, it gets nothing more, and nothing is queued for it.
    const before = receiver.received.length;
    await submittedRequest(client, await signUpNewUser(client), survey);
    server.clock.advance(24 * HOUR_MS);
    await drain();
    expect(receiver.received.length).toBe(before);
    receiver.script = [];
  });
});

import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  listenForTests,
  seededSurveyId,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { GOOD_PASSWORD } from '../testing/api-calls.js';
import { signInStaff } from '../testing/staff-second-factor.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { createWebhookEndpoint, webhookDeliveries } from '../testing/webhook-calls.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';
import type { WebhookEventType } from '@concierge/api-client';
import { WEBHOOK_FIRST_RETRY_MS, webhookRetryDelayMs } from './delivery.js';
import { webhookPayloadSchema } from './event-payloads.js';

// Signed webhooks end to end over HTTP: the server's outbox delivers to a real receiver on loopback that
// verifies every signature with the `standardwebhooks` library (docs/webhooks.md).

const server = await startTestServer({ config: { webhooks: { ...defaults(), allowPrivate: true } } });
const client = await listenForTests(server.app);
const receiver = await startWebhookReceiver();
afterAll(async () => {
  await receiver.close();
  await server.close();
});

function defaults() {
  return { allowPrivate: false, allowHttp: true, disableAfterMs: 72 * 3_600_000, timeoutMs: 10_000 };
}

const admin = await signUpStaff(client, server.database, 'Ada', 'admin');
const concierge = await signUpStaff(client, server.database, 'Grace', 'concierge');
const survey = await seededSurveyId(server.database, 'find-a-plumber');
const drain = () => server.app.outbox.drain();

const endpoint = await createWebhookEndpoint(client, admin.token, receiver.url, [
  'request.created',
  'message.created',
  'request.state_changed',
  'request.assigned',
  'request.rated',
]);
receiver.secrets.push(endpoint.secret);

beforeEach(async () => {
  // The retries move the clock past a session's 24 hours: every test signs the staff in afresh.
  admin.token = (await signInStaff(server, { email: admin.email, password: GOOD_PASSWORD })).token;
  concierge.token = (await signInStaff(server, { email: concierge.email, password: GOOD_PASSWORD })).token;
  // Whatever an earlier test left due goes out first, so each test reads only its own deliveries.
  receiver.script = [];
  await drain();
  receiver.received.length = 0;
});

const post = (path: string, token: string, body: unknown, method = 'POST') =>
  client.call(method, path, { token, body }).then((res) => {
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${res.text}`);
    return res.json();
  });

describe(onDb('webhooks: signed deliveries'), () => {
  it('sends every event of a request, signed, in the order it happened, each payload as documented', async () => {
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, survey);
    await post(
      `/api/v1/concierge/requests/${id}/assignee`,
      concierge.token,
      { request: { assignee_id: concierge.id } },
      'PUT',
    );
    await post(`/api/v1/concierge/requests/${id}/messages`, concierge.token, {
      message: { body_html: '<p>On it</p>' },
    });
    await post(
      `/api/v1/concierge/requests/${id}`,
      concierge.token,
      { request: { state: 'in_progress' } },
      'PATCH',
    );
    await post(
      `/api/v1/concierge/requests/${id}`,
      concierge.token,
      { request: { state: 'completed' } },
      'PATCH',
    );
    await post(
      `/api/v1/requests/${id}/rating`,
      requester,
      { rating: { score: 'good', comment: 'Thanks' } },
      'PUT',
    );
    await drain();

    expect(receiver.received.map((hook) => hook.event.type)).toEqual([
      'request.created',
      'request.assigned',
      'message.created',
      'request.state_changed',
      'request.state_changed',
      'request.rated',
    ]);
    for (const hook of receiver.received) {
      expect(hook.verifiedWith).toEqual([endpoint.secret]);
      const type = hook.event.type as WebhookEventType;
      expect(() => webhookPayloadSchema(type).parse(hook.event)).not.toThrow();
      expect(hook.id).toMatch(/^msg_[0-9a-f]{32}$/);
    }
    expect(receiver.received[3]!.event.data).toMatchObject({
      request_id: id,
      from: 'open',
      to: 'in_progress',
    });
    expect(receiver.received[4]!.event.data).toMatchObject({ from: 'in_progress', to: 'completed' });
    expect(new Set(receiver.received.map((hook) => hook.id)).size).toBe(6);
  });

  it('tries again with backoff after 500, 500, 500 and stops once a 200 came: four attempts in the log', async () => {
    receiver.script = [500, 500, 500];
    const requester = await signUpNewUser(client);
    await submittedRequest(client, requester, survey);
    await drain();
    for (let attempts = 1; attempts <= 3; attempts += 1) {
      expect(receiver.received).toHaveLength(attempts);
      // Not before its time: the retry waits out the backoff.
      server.clock.advance(webhookRetryDelayMs(attempts) - 1_000);
      await drain();
      expect(receiver.received).toHaveLength(attempts);
      server.clock.advance(1_000);
      await drain();
    }
    expect(receiver.received).toHaveLength(4);
    server.clock.advance(WEBHOOK_FIRST_RETRY_MS * 2 ** 11);
    await drain();
    expect(receiver.received).toHaveLength(4);

    const ids = new Set(receiver.received.map((hook) => hook.id));
    expect(ids.size).toBe(1);
    expect(receiver.received.every((hook) => hook.verifiedWith.length === 1)).toBe(true);
    admin.token = (await signInStaff(server, { email: admin.email, password: GOOD_PASSWORD })).token;
    const log = await webhookDeliveries(client, admin.token, endpoint.id);
    const attempts = log.deliveries.filter((delivery) => ids.has(delivery.message_id));
    expect(attempts.map((delivery) => delivery.status)).toEqual([200, 500, 500, 500]);
    expect(attempts.map((delivery) => delivery.ok)).toEqual([true, false, false, false]);
    expect(log.endpoint.failing_since).toBeNull();
  });

  it('holds a request’s later event back until the earlier one is delivered', async () => {
    receiver.script = [503];
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, survey);
    await drain();
    await post(`/api/v1/requests/${id}/messages`, requester, {
      message: { body_html: '<p>Also the sink</p>' },
    });
    await drain();
    // The creation failed once; the reply, though due, waits behind it.
    expect(receiver.received.map((hook) => hook.event.type)).toEqual(['request.created']);
    server.clock.advance(WEBHOOK_FIRST_RETRY_MS);
    await drain();
    expect(receiver.received.map((hook) => hook.event.type)).toEqual([
      'request.created',
      'request.created',
      'message.created',
    ]);
  });

  it('sends internal notes only to an endpoint that asked for them by name', async () => {
    const notes = await startWebhookReceiver();
    try {
      const { secret } = await createWebhookEndpoint(client, admin.token, notes.url, [
        'message.internal_note.created',
      ]);
      notes.secrets.push(secret);
      const requester = await signUpNewUser(client);
      const id = await submittedRequest(client, requester, survey);
      await post(`/api/v1/concierge/requests/${id}/messages`, concierge.token, {
        message: { body_html: '<p>Call the supplier</p>', internal: true },
      });
      await drain();
      expect(receiver.received.map((hook) => hook.event.type)).toEqual(['request.created']);
      expect(notes.received.map((hook) => hook.event.type)).toEqual(['message.internal_note.created']);
      expect(notes.received[0]!.verifiedWith).toEqual([secret]);
    } finally {
      await notes.close();
    }
  });

  it('redelivers a logged event by hand with the same webhook-id', async () => {
    const requester = await signUpNewUser(client);
    await submittedRequest(client, requester, survey);
    await drain();
    const [first] = receiver.received;
    const log = await webhookDeliveries(client, admin.token, endpoint.id);
    const logged = log.deliveries.find((delivery) => delivery.message_id === first!.id)!;
    await post(
      `/api/v1/concierge/webhooks/${endpoint.id}/deliveries/${logged.id}/redeliver`,
      admin.token,
      undefined,
    );
    await drain();
    expect(receiver.received.map((hook) => hook.id)).toEqual([first!.id, first!.id]);
    expect(receiver.received[1]!.verifiedWith).toEqual([endpoint.secret]);
  });
});

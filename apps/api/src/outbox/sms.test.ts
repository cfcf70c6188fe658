import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { authHeaders, outgoingMessagesTo, otpIn, signUpUser } from '../testing/api-calls.js';
import { startFakeSmsProvider, type ProviderRequest } from '../testing/fake-sms-provider.js';
import { TwilioSmsTransport, webhookSignature } from './sms-transports.js';
import { PermanentDeliveryError } from './transports.js';
import type { OutboxRow } from './tables.js';
import { retryDelayMs } from './worker.js';

const ACCOUNT_SID = 'AC00000000000000000000000000000001';
const AUTH_TOKEN = 'test-auth-token';
const SERVICE_SID = 'MG00000000000000000000000000000001';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';

/** Twilio's answer shapes: 201 with the message resource, errors as `{ code, message, more_info, status }`. */
const twilioError = (status: number, code: number, message: string) => ({
  status,
  json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

const twilio = await startFakeSmsProvider((request) => {
  const expectedAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`;
  if (request.headers.authorization !== expectedAuth) return twilioError(401, 20003, 'Authenticate');
  if (request.path !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`) {
    return twilioError(404, 20404, 'The requested resource was not found');
  }
  const form = new URLSearchParams(request.body);
  return {
    status: 201,
    json: {
      sid: 'SM00000000000000000000000000000001',
      status: 'accepted',
      to: form.get('To'),
      body: form.get('Body'),
    },
  };
});
const webhook = await startFakeSmsProvider(() => ({ status: 202, json: { accepted: true } }));

const twilioServer = await startTestServer({
  config: {
    sms: {
      provider: 'twilio',
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      messagingServiceSid: SERVICE_SID,
      apiBase: twilio.url,
    },
  },
});
const webhookServer = await startTestServer({
  config: { sms: { provider: 'webhook', url: `${webhook.url}/sms`, secret: WEBHOOK_SECRET } },
});
afterAll(async () => {
  await Promise.all([twilioServer.close(), webhookServer.close()]);
  await Promise.all([twilio.close(), webhook.close()]);
});

/** Signs a new user up and asks for a code to a fresh phone: one SMS in the outbox, not yet sent. */
async function requestCode({ app, database }: TestServer) {
  const phone = `+1555${String(randomInt(1_000_000, 9_999_999))}`;
  const { token } = await signUpUser(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/mfa',
    headers: authHeaders(token),
    payload: { mfa_number: phone },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await outgoingMessagesTo(database, phone);
  expect(row).toMatchObject({ channel: 'sms', sentAt: null });
  return { phone, code: otpIn(row!.body), row: async () => (await outgoingMessagesTo(database, phone))[0]! };
}

const requestsTo = (
  requests: ProviderRequest[],
  phone: string,
  read: (r: ProviderRequest) => string | null,
) => requests.filter((request) => read(request) === phone);
const formTo = (request: ProviderRequest) => new URLSearchParams(request.body).get('To');
const jsonTo = (request: ProviderRequest) => (JSON.parse(request.body) as { to: string }).to;

describe(onDb('SMS through Twilio'), () => {
  const { app, clock } = twilioServer;

  it('posts the code to the Messages API with basic auth and marks it sent', async () => {
    const { phone, code, row } = await requestCode(twilioServer);
    expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    const [request] = requestsTo(twilio.requests, phone, formTo);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
    });
    expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request!.body);
    expect(form.get('MessagingServiceSid')).toBe(SERVICE_SID);
    expect(form.get('Body')).toContain(code);
    expect(await row()).toMatchObject({ sentAt: clock.now(), failedAt: null, lastError: null });
  });

  it('gives up on a 400 (invalid number) with Twilio’s code in the error, never retrying it', async () => {
    const { phone, row } = await requestCode(twilioServer);
    twilio.answers.push(twilioError(400, 21211, "The 'To' number is not a valid phone number."));
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
    expect(await row()).toMatchObject({ sentAt: null, failedAt: clock.now() });
    expect((await row()).lastError).toBe(
      "Twilio answered 400 (code 21211): The 'To' number is not a valid phone number.",
    );
    clock.advance(retryDelayMs(30));
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 0 });
    expect(requestsTo(twilio.requests, phone, formTo)).toHaveLength(1);
  });

  it('retries a 429 and a 503 after their back-off, then delivers', async () => {
    const { phone, row } = await requestCode(twilioServer);
    twilio.answers.push(twilioError(429, 20429, 'Too Many Requests'));
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
    expect(await row()).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 0 });

    twilio.answers.push(twilioError(503, 20503, 'Service Unavailable'));
    clock.advance(retryDelayMs(1));
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
    expect((await row()).lastError).toBe('Twilio answered 503 (code 20503): Service Unavailable');

    clock.advance(retryDelayMs(2));
    expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(await row()).toMatchObject({ attempts: 3, failedAt: null, lastError: null });
    expect(requestsTo(twilio.requests, phone, formTo)).toHaveLength(3);
  });
});

describe('the Twilio adapter on its own', () => {
  const message = { id: 1, recipient: '+15550100001', body: 'Your code is 123456' } as OutboxRow;
  const twilioWith = (authToken: string) =>
    new TwilioSmsTransport({
      provider: 'twilio',
      accountSid: ACCOUNT_SID,
      authToken,
      from: '+15550109999',
      apiBase: twilio.url,
    });

  it('sends From when no Messaging Service is configured', async () => {
    await twilioWith(AUTH_TOKEN).deliver(message);
    const form = new URLSearchParams(requestsTo(twilio.requests, message.recipient, formTo).at(-1)!.body);
    expect(Object.fromEntries(form)).toEqual({
      To: message.recipient,
      Body: message.body,
      From: '+15550109999',
    });
  });

  it('reports wrong credentials (401, code 20003) as a refusal for good', async () => {
    const error = await twilioWith('wrong-token')
      .deliver(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PermanentDeliveryError);
    expect((error as Error).message).toBe('Twilio answered 401 (code 20003): Authenticate');
  });
});

describe(onDb('SMS through a signed webhook'), () => {
  const { app, clock } = webhookServer;

  it('posts signed JSON with an idempotency key and marks it sent on a 2xx', async () => {
    const { phone, code, row } = await requestCode(webhookServer);
    expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    const [request] = requestsTo(webhook.requests, phone, jsonTo);
    const { id } = await row();
    expect(request).toMatchObject({ method: 'POST', path: '/sms' });
    expect(JSON.parse(request!.body)).toEqual({
      id,
      kind: 'otp',
      to: phone,
      body: expect.stringContaining(code),
    });
    const timestamp = String(request!.headers['x-concierge-timestamp']);
    expect(request!.headers['x-concierge-signature']).toBe(
      webhookSignature(WEBHOOK_SECRET, timestamp, request!.body),
    );
    expect(request!.headers['x-concierge-signature']).not.toBe(
      webhookSignature('other', timestamp, request!.body),
    );
    expect(request!.headers['idempotency-key']).toBe(`outbox-${id}`);
    expect(await row()).toMatchObject({ sentAt: clock.now() });
  });

  it('gives up on a 422 and retries a 500 with the same idempotency key', async () => {
    const refused = await requestCode(webhookServer);
    webhook.answers.push({ status: 422, json: { error: 'unroutable' } });
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
    expect(await refused.row()).toMatchObject({
      failedAt: clock.now(),
      lastError: 'SMS webhook answered 422 Unprocessable Entity',
    });

    const retried = await requestCode(webhookServer);
    webhook.answers.push({ status: 500, json: {} });
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
    clock.advance(retryDelayMs(1));
    expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    const keys = requestsTo(webhook.requests, retried.phone, jsonTo).map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`outbox-${(await retried.row()).id}`, `outbox-${(await retried.row()).id}`]);
    expect(requestsTo(webhook.requests, refused.phone, jsonTo)).toHaveLength(1);
  });
});

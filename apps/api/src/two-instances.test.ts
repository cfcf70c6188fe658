import { afterAll, describe, expect, it } from 'vitest';
import { ETAG_HEADER, IF_NONE_MATCH_HEADER, RequestResponse } from '@concierge/api-client';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  submittedRequest,
} from './testing/http-test-client.js';
import { createTestDatabase, onDb } from './testing/test-database.js';
import { startTestServer, uniqueEmail, uniqueRedisPrefix, type TestServer } from './testing/test-server.js';
import { openEventStream } from './testing/event-stream-reader.js';
import {
  authHeaders,
  getCurrentUser,
  outgoingMessagesTo,
  otpIn,
  signIn,
  signUpUser,
} from './testing/api-calls.js';

// Two servers on one database and one Redis behave as one (no state in the process). CI sets
// TEST_REDIS_URL; without a Redis there is nothing to share counters through.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)(onDb('two instances on one database and Redis'), async () => {
  const shared = await createTestDatabase();
  const redisPrefix = uniqueRedisPrefix();
  const config = {
    redisUrl,
    redisPrefix,
    rateLimits: { perIp: { limit: 3, windowMs: 60_000 }, perAccount: { limit: 10_000, windowMs: 60_000 } },
  };
  const a: TestServer = await startTestServer({ database: shared.database, config });
  const b: TestServer = await startTestServer({
    database: shared.database,
    config: { ...config, seed: false },
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.dispose();
  });

  it('accepts on one instance the token issued by the other, and honours a sign-out on either', async () => {
    const { email, password } = await signUpUser(a.app);
    const token = String((await signIn(a.app, email, password, {})).headers.authorization);
    expect((await getCurrentUser(b.app, token)).statusCode).toBe(200);
    await b.app.inject({ method: 'DELETE', url: '/api/v1/users/sign_out', headers: authHeaders(token) });
    expect((await getCurrentUser(a.app, token)).statusCode).toBe(401);
  });

  it('verifies on one instance the code sent by the other', async () => {
    const { token } = await signUpUser(b.app);
    await a.app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers: authHeaders(token),
      payload: { mfa_number: '+15550107777' },
    });
    const [message] = await outgoingMessagesTo(shared.database, '+15550107777');
    const verified = await b.app.inject({
      method: 'POST',
      url: '/api/v1/mfa/verify',
      headers: authHeaders(token),
      payload: { otp: otpIn(message!.body) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await getCurrentUser(a.app, token, String(verified.headers['mfa-token']))).statusCode).toBe(200);
  });

  it('shares rate limits through Redis', async () => {
    const attempt = (server: TestServer) =>
      server.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign_in',
        remoteAddress: '10.9.9.9',
        payload: { user: { email: uniqueEmail(), password: 'whatever it is' } },
      });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    const limited = await attempt(b);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(a)).statusCode).toBe(429);
  });

  it('tells a stream on one instance of a reply posted through the other, at once (Redis fan-out)', async () => {
    const onA = await listenForTests(a.app);
    const onB = await listenForTests(b.app);
    const token = await signUpNewUser(onA);
    const id = await submittedRequest(onA, token, await seededSurveyId(shared.database, 'find-a-plumber'));
    const concierge = await signInDemo(onB, 1);
    const stream = await openEventStream(onA.base, token);
    await stream.next((event) => event.event === 'ready');
    await onB.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>Across instances</p>' } },
    });
    const heard = await stream.next((event) => event.event === 'request');
    expect(heard.data).toEqual({ kind: 'request', requestId: id });
    stream.close();
  });
});

// The conversation across instances: the requester's tab polls one instance while the concierge
// writes through another. Nothing is kept per process: the next poll's ETag changes on either instance.
describe(onDb('a conversation across two instances on one database'), async () => {
  const shared = await createTestDatabase();
  const a = await startTestServer({ database: shared.database });
  const b = await startTestServer({ database: shared.database, config: { seed: false } });
  const [onA, onB] = [await listenForTests(a.app), await listenForTests(b.app)];
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.dispose();
  });

  it('shows a message and a move written on one instance in the next poll of the other', async () => {
    const token = await signUpNewUser(onA);
    const id = await submittedRequest(onA, token, await seededSurveyId(shared.database, 'find-a-plumber'));
    const concierge = await signInDemo(onB, 1);
    const path = `/api/v1/requests/${id}`;
    const polled = await onA.call('GET', path, { token });
    const etag = polled.headers.get(ETAG_HEADER)!;
    const poll = () => onA.call('GET', path, { token, headers: { [IF_NONE_MATCH_HEADER]: etag } });
    expect((await poll()).status).toBe(304);
    await onB.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>From the other instance</p>' } },
    });
    const changed = await poll();
    expect(changed.status).toBe(200);
    expect(RequestResponse.parse(changed.json()).request).toMatchObject({
      awaiting_user: true,
      messages: [{ body_html: '<p>From the other instance</p>' }],
    });
    await onA.call('POST', `/api/v1/requests/${id}/messages`, {
      token,
      body: { message: { body_html: '<p>Thanks</p>' } },
    });
    await onA.call('POST', `/api/v1/requests/${id}/complete`, { token, body: {} });
    const queued = await onB.call('GET', `/api/v1/concierge/requests/${id}`, { token: concierge });
    expect(RequestResponse.parse(queued.json()).request).toMatchObject({
      state: 'completed',
      awaiting_user: false,
    });
  });
});

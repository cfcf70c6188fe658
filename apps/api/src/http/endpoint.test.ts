import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MFA_REQUIRED_ERROR } from '@concierge/api-client';
import { DEMO_USERS } from '../accounts/demo.js';
import { createAuthenticator } from '../accounts/sessions.js';
import { MemoryRateLimitStore } from '../rate-limit/stores.js';
import { RateLimiter } from '../rate-limit/limiter.js';
import { signInStaff } from '../testing/staff-second-factor.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { authHeaders, signIn, signUpUser } from '../testing/api-calls.js';
import { createEndpointRegistrar } from './endpoint.js';
import { HTTP_MESSAGES, installErrorHandler } from './errors.js';

const server = await startTestServer();
const { app, clock, database } = server;

// The mechanism itself, on a bare Fastify over the same database: two concierge endpoints, one of which
// breaks the contract, independent of the real domains' routes.
const bare = Fastify();
installErrorHandler(bare);
afterAll(() => bare.close());
const endpoint = createEndpointRegistrar(bare, {
  authenticate: createAuthenticator(database.db, clock.now),
  limiter: new RateLimiter(new MemoryRateLimitStore(clock.now), app.log),
  rateLimits: { perIp: { limit: 100, windowMs: 60_000 }, perAccount: { limit: 100, windowMs: 60_000 } },
  checkResponses: true,
});
endpoint('getQueue', {}, async () => ({ requests: [], next_cursor: null }));
// An answer that breaks the contract (`title` missing): the check must turn it into a 500.
endpoint('getQueueRequest', {}, async ({ params }) => ({ request: { id: params.id } }) as never);
app.get('/api/v1/test/throws', async () => {
  throw new Error('secret internals: password=hunter2');
});
afterAll(() => server.close());

/** A demo account's session: 0 the requester, 1 the concierge (through the demo's app: staff pass a second factor). */
async function signedIn(index: 0 | 1) {
  const user = DEMO_USERS[index];
  if (user.role !== 'user') return (await signInStaff(server, user)).token;
  return String((await signIn(app, user.email, user.password)).headers.authorization);
}

describe(onDb('endpoint registration'), () => {
  it('lets a concierge through to a concierge endpoint', async () => {
    const res = await bare.inject({
      url: '/api/v1/concierge/requests?state=open',
      headers: authHeaders(await signedIn(1)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ requests: [], next_cursor: null });
  });

  it('answers 403 to a user on a concierge endpoint and 401 without a session', async () => {
    const forbidden = await bare.inject({
      url: '/api/v1/concierge/requests?state=open',
      headers: authHeaders(await signedIn(0)),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: HTTP_MESSAGES.forbidden, code: 'forbidden' });
    const anonymous = await bare.inject({ url: '/api/v1/concierge/requests?state=nonsense' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates the query with the contract schema', async () => {
    const res = await bare.inject({
      url: '/api/v1/concierge/requests?state=open&limit=0',
      headers: authHeaders(await signedIn(1)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', issues: [{ path: 'query.limit' }] });
  });

  it('validates path params with the contract schema', async () => {
    const res = await bare.inject({
      url: '/api/v1/concierge/requests/abc',
      headers: authHeaders(await signedIn(1)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', issues: [{ path: 'params.id' }] });
  });

  it('never sends an answer that breaks the contract', async () => {
    const res = await bare.inject({
      url: '/api/v1/concierge/requests/7',
      headers: authHeaders(await signedIn(1)),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: HTTP_MESSAGES.internal, code: 'internal' });
  });

  it('answers 401 MFA authentication required on user endpoints while the step is pending', async () => {
    const { token } = await signUpUser(app, {});
    await app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers: authHeaders(token),
      payload: { mfa_number: '+15550100000' },
    });
    // Not yet pending: enrollment is confirmed only by verify.
    expect((await app.inject({ url: '/api/v1/users/current', headers: authHeaders(token) })).statusCode).toBe(
      200,
    );
    expect(MFA_REQUIRED_ERROR).toBe('MFA authentication required');
  });
});

describe(onDb('the one error shape'), () => {
  it('hides internal errors: generic body, no stack, no message', async () => {
    const res = await app.inject('/api/v1/test/throws');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: HTTP_MESSAGES.internal, code: 'internal' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
  });

  it('answers malformed JSON with 400 without quoting the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":{"email":"a@b.c","password":"hunter2-but-longer"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: HTTP_MESSAGES.badRequest, code: 'bad-request' });
  });

  it('answers a wrong content type with 415 in the same shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: HTTP_MESSAGES.unsupportedType, code: 'bad-request' });
  });

  it('answers a missing body field with the issues listed', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/users/sign_in', payload: { user: {} } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toEqual([
      'body.user.email',
      'body.user.password',
    ]);
  });
});

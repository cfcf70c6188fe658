import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ETAG_HEADER,
  IF_NONE_MATCH_HEADER,
  QueueItemListResponse,
  RequestListResponse,
  RequestResponse,
} from '@concierge/api-client';
import { createAuthenticator } from '../accounts/sessions.js';
import { MemoryRateLimitStore } from '../rate-limit/stores.js';
import { RateLimiter } from '../rate-limit/limiter.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { createEndpointRegistrar, etagOf } from './endpoint.js';
import { installErrorHandler } from './errors.js';

// Answers are written by fast-json-stringify from JSON schemas made of the contract, and in
// production nothing parses them. These prove the bytes are still the contract's, that the serializer
// drops what the contract does not declare, and that conditional GETs still work on those bytes.

// As deployed: no answer checking against the contract, so only the serializer stands between a handler
// and the client.
const server = await startTestServer({ config: { checkResponses: false } });
afterAll(() => server.close());
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

describe(onDb('answers serialized from the contract'), () => {
  it('sends exactly what the contract describes on the hot GETs, with their ETags and 304s', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>On it</p>' } },
    });
    const hot = [
      { path: '/api/v1/requests/open', token, schema: RequestListResponse },
      { path: '/api/v1/concierge/requests?state=open', token: concierge, schema: QueueItemListResponse },
      { path: `/api/v1/requests/${id}`, token, schema: RequestResponse },
    ];
    for (const { path, token: caller, schema } of hot) {
      const first = await client.call('GET', path, { token: caller });
      expect(first.status).toBe(200);
      // Parsing adds defaults and strips unknown keys: equal means every field is the contract's, as output.
      expect(schema.parse(first.json())).toEqual(first.json());
      expect(first.headers.get(ETAG_HEADER)).toBe(etagOf(first.text));
      const again = await client.call('GET', path, {
        token: caller,
        headers: { [IF_NONE_MATCH_HEADER]: first.headers.get(ETAG_HEADER)! },
      });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    }
    const detail = RequestResponse.parse(
      (await client.call('GET', `/api/v1/requests/${id}`, { token })).json(),
    );
    expect(detail.request.messages.map((message) => message.body_html)).toEqual(['<p>On it</p>']);
  });
});

describe(onDb('the serializer'), () => {
  // A handler that leaks: a user row's secret beside the contract's fields, at the top and nested.
  const bare = Fastify();
  installErrorHandler(bare);
  afterAll(() => bare.close());
  const endpoint = createEndpointRegistrar(bare, {
    authenticate: createAuthenticator(server.database.db, server.clock.now),
    limiter: new RateLimiter(new MemoryRateLimitStore(server.clock.now), server.app.log),
    rateLimits: { perIp: { limit: 100, windowMs: 60_000 }, perAccount: { limit: 100, windowMs: 60_000 } },
    checkResponses: false,
  });
  const leaky = {
    id: 7,
    status: 'In Queue',
    state: 'open' as const,
    created_at: '2026-11-24T06:00:00.000Z',
    title: 'Fix the tap',
    details: [{ question: 'What?', answer: 'The tap', attachment: null, password_hash: 'nested secret' }],
    awaiting_user: false,
    password_hash: 'secret',
  };
  endpoint(
    'getOpenRequests',
    {},
    async () => ({ requests: [leaky], next_cursor: null, debug: 'x' }) as never,
  );

  it('drops fields the contract does not declare and fills its defaults, ETag over the sent bytes', async () => {
    const token = await signUpNewUser(client);
    const res = await bare.inject({ url: '/api/v1/requests/open', headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('debug');
    const { password_hash: _secret, ...declared } = leaky;
    expect(res.json()).toEqual({
      requests: [
        { ...declared, details: [{ question: 'What?', answer: 'The tap', attachment: null }], messages: [] },
      ],
      next_cursor: null,
    });
    expect(res.headers[ETAG_HEADER]).toBe(etagOf(res.body));
  });
});

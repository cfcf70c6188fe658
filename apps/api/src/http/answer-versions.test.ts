import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ETAG_HEADER, IF_NONE_MATCH_HEADER } from '@concierge/api-client';
import { DEMO_USERS } from '../accounts/demo.js';
import { createAuthenticator } from '../accounts/sessions.js';
import { MemoryRateLimitStore } from '../rate-limit/stores.js';
import { RateLimiter } from '../rate-limit/limiter.js';
import { signInStaff } from '../testing/staff-second-factor.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { authHeaders } from '../testing/api-calls.js';
import { AnswerVersions } from './answer-versions.js';
import { createEndpointRegistrar } from './endpoint.js';
import { installErrorHandler } from './errors.js';

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());

// The mechanism on a bare Fastify: one versioned GET whose data, version and handler calls the test controls.
const bare = Fastify();
installErrorHandler(bare);
afterAll(() => bare.close());
const data = { name: 'Ada Lovelace', version: 'v1' as string | null };
const calls = { version: 0, handler: 0 };
const member = (fullName: string) => ({
  id: 1,
  full_name: fullName,
  email: 'staff@concierge.test',
  role: 'concierge' as const,
  active: true,
});
const authenticate = createAuthenticator(database.db, clock.now);
createEndpointRegistrar(bare, {
  authenticate,
  limiter: new RateLimiter(new MemoryRateLimitStore(clock.now), app.log),
  rateLimits: { perIp: { limit: 100, windowMs: 60_000 }, perAccount: { limit: 100, windowMs: 60_000 } },
  checkResponses: true,
})(
  'getStaff',
  {
    pollVersion: async (request) => {
      calls.version += 1;
      return { caller: await authenticate(request), version: data.version };
    },
  },
  async () => {
    calls.handler += 1;
    return { staff: [member(data.name)] };
  },
);

// The demo concierge, through their authenticator app: staff sessions pass a second factor.
const { token } = await signInStaff(server, DEMO_USERS[1]);
const poll = (etag?: string, headers = authHeaders(token)) =>
  bare.inject({
    url: '/api/v1/concierge/staff',
    headers: { ...headers, ...(etag && { [IF_NONE_MATCH_HEADER]: etag }) },
  });

/** Runs `work` and answers how many times the version and the handler were asked meanwhile. */
async function counted<T>(work: () => Promise<T>) {
  const before = { ...calls };
  const result = await work();
  return { result, version: calls.version - before.version, handler: calls.handler - before.handler };
}

describe(onDb('versioned GETs'), () => {
  it('answers an unchanged poll 304 from the version alone, and builds the answer again once it moves', async () => {
    const first = await counted(() => poll());
    // A GET without a tag is answered in full; the version is not asked.
    expect([first.result.statusCode, first.version, first.handler]).toEqual([200, 0, 1]);
    const etag = String(first.result.headers[ETAG_HEADER]);

    // The first conditional poll builds the body once (a 304 by its tag) and remembers its version.
    const second = await counted(() => poll(etag));
    expect([second.result.statusCode, second.version, second.handler]).toEqual([304, 1, 1]);
    // From then on the version decides: no body is built, none is sent, the tag is repeated.
    const third = await counted(() => poll(etag));
    expect([third.result.statusCode, third.version, third.handler]).toEqual([304, 1, 0]);
    expect(third.result.body).toBe('');
    expect(third.result.headers[ETAG_HEADER]).toBe(etag);

    data.name = 'Grace Hopper';
    data.version = 'v2';
    const changed = await counted(() => poll(etag));
    expect([changed.result.statusCode, changed.version, changed.handler]).toEqual([200, 1, 1]);
    expect(changed.result.json()).toEqual({ staff: [member('Grace Hopper')] });
    expect(changed.result.headers[ETAG_HEADER]).not.toBe(etag);
    // An older tag is answered in full, though the version is the remembered one.
    const stale = await counted(() => poll(etag));
    expect([stale.result.statusCode, stale.version, stale.handler]).toEqual([200, 1, 1]);
  });

  it('still answers a moved version 304 when the body came out the same', async () => {
    const etag = String((await poll()).headers[ETAG_HEADER]);
    await poll(etag);
    data.version = `${data.version}-touched`;
    const touched = await counted(() => poll(etag));
    expect([touched.result.statusCode, touched.handler]).toEqual([304, 1]);
  });

  it('answers 401 without a valid session whatever the version says, never a 304', async () => {
    const etag = String((await poll()).headers[ETAG_HEADER]);
    await poll(etag);
    const anonymous = await counted(() => poll(etag, {}));
    expect([anonymous.result.statusCode, anonymous.handler]).toEqual([401, 0]);
    const forged = await counted(() => poll(etag, authHeaders('not-a-session-token')));
    expect([forged.result.statusCode, forged.handler]).toEqual([401, 0]);
  });

  it('builds the answer when there is no version to compare', async () => {
    const etag = String((await poll()).headers[ETAG_HEADER]);
    data.version = null;
    const unversioned = await counted(() => poll(etag));
    expect([unversioned.result.statusCode, unversioned.handler]).toEqual([304, 1]);
    const again = await counted(() => poll(etag));
    expect([again.result.statusCode, again.handler]).toEqual([304, 1]);
    data.version = 'v3';
  });
});

describe('AnswerVersions', () => {
  it('answers the tag only at the remembered version, and forgets the one remembered longest ago first', () => {
    const versions = new AnswerVersions(2);
    versions.remember('a', '1', 'tag-a');
    versions.remember('b', '1', 'tag-b');
    expect(versions.etagAt('a', '1')).toBe('tag-a');
    expect(versions.etagAt('a', '2')).toBeUndefined();
    versions.remember('a', '2', 'tag-a2');
    versions.remember('c', '1', 'tag-c');
    expect(versions.etagAt('b', '1')).toBeUndefined();
    expect(versions.etagAt('a', '2')).toBe('tag-a2');
    expect(versions.etagAt('c', '1')).toBe('tag-c');
  });
});

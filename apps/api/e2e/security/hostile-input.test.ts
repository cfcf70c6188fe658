import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { contract, type Endpoint, type EndpointName } from '@concierge/api-client';
import { listenForTests, signInDemo, signUpNewUser } from '../../src/testing/http-test-client.js';
import { onDb } from '../../src/testing/test-database.js';
import { startTestServer } from '../../src/testing/test-server.js';

// docs/SECURITY.md#hostile-input: random and boundary input on every contract endpoint answers a 4xx in the one
// JSON error shape, never a 5xx; bodies over the server's limit get 413.

const server = await startTestServer({ config: { seed: true } });
afterAll(() => server.close());
const client = await listenForTests(server.app);
const userToken = await signUpNewUser(client);
const conciergeToken = await signInDemo(client, 1);

/** Fastify's default body limit: the largest JSON body the API reads. */
const BODY_LIMIT_BYTES = 1_048_576;
const RUNS_PER_ENDPOINT = 30;

const ErrorShape = z.object({ error: z.string().min(1), code: z.string().optional() });

// Keys that would pollute Object.prototype if a body were merged naively.
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

const leaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 0, 2 ** 31, -(2 ** 63)),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '💥'.repeat(500), 'a'.repeat(70_000), '<script>x</script>'),
);

const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...POLLUTING_KEYS)), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
}

/** Bodies that get past the outer envelope (`{ user: { email: … } }`) with a random value inside. */
function nearlyValidBody(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const outer = shapeOf(schema);
  if (!outer) return value;
  return fc.record(
    Object.fromEntries(
      Object.entries(outer).map(([key, inner]) => {
        const innerShape = shapeOf(inner);
        const innerValue = innerShape
          ? fc.record(Object.fromEntries(Object.keys(innerShape).map((name) => [name, value])), {
              requiredKeys: [],
            })
          : value;
        return [key, innerValue];
      }),
    ),
    { requiredKeys: [] },
  );
}

/** A raw request body: JSON of a random or nearly valid value, or text that is not quite JSON. */
function rawBody(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    nearlyValidBody(schema).map((body) => JSON.stringify(body) ?? 'null'),
    value.map((body) => JSON.stringify(body) ?? 'null'),
    fc.integer({ min: 1, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.integer({ min: 1, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    fc.constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":1}}}'),
    fc.string().map((text) => `{${text}`),
  );
}

/**
 * Ids as the database sees them: every integer a JavaScript number holds exactly, weighted toward the
 * boundaries of PostgreSQL's integer (2^31 − 1) and bigint, so draws above 2^31 reach the routes.
 */
const numericId = fc.oneof(
  fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  fc.maxSafeNat(),
  fc.bigInt({ min: 2n ** 31n - 2n, max: 2n ** 64n }),
  fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 63),
);

/** A list cursor the server might decode: base64url JSON of [timestamp, id] over the whole range of both. */
const cursor = fc
  .tuple(
    fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom('10000-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z'),
    ),
    fc.oneof(numericId.map(Number), fc.double()),
  )
  .map((position) => Buffer.from(JSON.stringify(position)).toString('base64url'));

const pathParam = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', 'NaN', '%00', '..%2F..', '1e3', '__proto__'),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  numericId.map(String),
);
const queryString = fc
  .dictionary(
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('state', 'limit', 'cursor', 'q', 'token', 'item_id'),
    ),
    fc.oneof(fc.string(), fc.constantFrom('-1', '0', '101', '1e309', '[]'), numericId.map(String), cursor),
    { maxKeys: 3 },
  )
  .map((query) => new URLSearchParams(query).toString());

const tokenFor = (endpoint: Endpoint, name: EndpointName) =>
  // Signing out with the shared token would end the session the other endpoints use.
  endpoint.access === 'public' || name === 'signOut'
    ? undefined
    : endpoint.access === 'concierge'
      ? conciergeToken
      : userToken;

const endpoints = Object.entries(contract) as [EndpointName, Endpoint][];

describe(onDb('hostile input on every endpoint'), () => {
  it.each(endpoints)('%s never answers 5xx, and every error has the JSON shape', async (name, endpoint) => {
    const token = tokenFor(endpoint, name);
    await fc.assert(
      fc.asyncProperty(pathParam, queryString, rawBody(endpoint.body), async (id, query, body) => {
        const url = `${endpoint.path.replace(':id', id)}${query ? `?${query}` : ''}`;
        const res = await server.app.inject({
          method: endpoint.method,
          url,
          headers: {
            'content-type': 'application/json',
            ...(token && { authorization: `Bearer ${token}` }),
          },
          ...(endpoint.method !== 'GET' && { payload: body }),
        });
        expect(res.statusCode, `${endpoint.method} ${url} ${body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(ErrorShape.safeParse(res.json()).success).toBe(true);
        expect(Object.prototype).not.toHaveProperty('polluted');
      }),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  });

  it('answers 400 or 404, never 5xx, to ids and cursors past what the database holds', async () => {
    const past = String(2 ** 31);
    const huge = (position: unknown[]) => Buffer.from(JSON.stringify(position)).toString('base64url');
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/requests/${past}`],
      ['GET', `/api/v1/user_request_surveys/${past}/next_screen_item`],
      ['GET', `/api/v1/user_request_surveys/1/next_screen_item?item_id=${past}`],
      ['GET', `/api/v1/survey_categories/${past}/request_surveys`],
      ['POST', `/api/v1/request_surveys/${past}/user_request_surveys`, {}],
      ['GET', `/api/v1/requests/open?cursor=${huge(['2026-01-01T00:00:00.000Z', 2 ** 31])}`],
      ['GET', `/api/v1/requests/open?cursor=${huge(['2026-01-01T00:00:00.000Z', 2 ** 53])}`],
      ['GET', `/api/v1/requests/open?cursor=${huge(['+010000-01-01T00:00:00.000Z', 1])}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await client.call(method, url, { token: userToken, ...(body !== undefined && { body }) });
      expect([400, 404], `${method} ${url}: ${res.status}`).toContain(res.status);
      expect(ErrorShape.safeParse(res.json()).success).toBe(true);
    }
    const queue = await client.call('GET', `/api/v1/concierge/requests/${past}`, { token: conciergeToken });
    expect([400, 404]).toContain(queue.status);
  });

  const withBodies = endpoints.filter(([, endpoint]) => endpoint.method !== 'GET');
  it.each(withBodies)('%s answers 413 in the JSON shape to a body over the limit', async (name, endpoint) => {
    const token = tokenFor(endpoint, name);
    const res = await client.call(endpoint.method, endpoint.path.replace(':id', '1'), {
      token,
      body: { padding: 'x'.repeat(BODY_LIMIT_BYTES) },
    });
    expect(res.status).toBe(413);
    expect(ErrorShape.parse(res.json()).error).toBeTruthy();
  });

  it('still answers after the barrage', async () => {
    const res = await client.call('GET', '/api/v1/users/current', { token: userToken });
    expect(res.status).toBe(200);
  });
});

// Each API token has its own rate limit (docs/api.md#api-tokens): 429 with Retry-After past it, whoever else
// calls from the same address or for the same admin.
import { afterAll, describe, expect, it } from 'vitest';
import { insertTestToken, signUpAdmin } from '../testing/api-token-calls.js';
import { listenForTests } from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

const server = await startTestServer({ config: { apiTokenRateLimit: { limit: 3, windowMs: 60_000 } } });
const client = await listenForTests(server.app);
afterAll(() => server.close());

const QUEUE = '/api/v1/concierge/requests?state=open';
const admin = await signUpAdmin(client);

describe(onDb('API token rate limit'), () => {
  it('answers 429 with Retry-After past the limit of one token, and to that token only', async () => {
    const busy = await insertTestToken(client, admin.id, ['requests:read']);
    const calm = await insertTestToken(client, admin.id, ['requests:read']);
    for (let call = 0; call < 3; call++) {
      expect((await client.call('GET', QUEUE, { token: busy })).status).toBe(200);
    }
    const limited = await client.call('GET', QUEUE, { token: busy });
    expect(limited.status).toBe(429);
    expect(limited.json().code).toBe('rate-limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Same address, same admin: another token and the admin's own session are not slowed down.
    expect((await client.call('GET', QUEUE, { token: calm })).status).toBe(200);
    expect((await client.call('GET', QUEUE, { token: admin.token })).status).toBe(200);
    // A refused call counts too: a client looping on a wrong endpoint is slowed down as well.
    server.clock.advance(60_000);
    for (let call = 0; call < 3; call++) {
      expect((await client.call('GET', '/api/v1/users/current', { token: busy })).status).toBe(403);
    }
    expect((await client.call('GET', QUEUE, { token: busy })).status).toBe(429);
    server.clock.advance(60_000);
    expect((await client.call('GET', QUEUE, { token: busy })).status).toBe(200);
  });
});

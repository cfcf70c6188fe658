import { afterAll, describe, expect, it } from 'vitest';
import { PresignResponse } from '@concierge/api-client';
import { signUpUser } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

// A page on another origin PUTs the presigned address as it is: a relative one would go to that page's
// own origin (docs/uploads.md#storage). Local storage's addresses are absolute on the API's origin.

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function presignAs(server: TestServer, headers: Record<string, string>) {
  const { token } = await signUpUser(server.app);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/presigned_url',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: { upload: { filename: 'notes.pdf', content_type: 'application/pdf', size: 20 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new URL(PresignResponse.parse(res.json()).presigned_url);
}

const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.test' };

describe(onDb('presigned addresses on local storage'), () => {
  it('are absolute on the origin the request reached, ignoring forwarded headers without TRUST_PROXY', async () => {
    const server = await startTestServer();
    servers.push(server);
    const url = await presignAs(server, { host: 'concierge.internal:3000', ...forwarded });
    expect(url.origin).toBe('http://concierge.internal:3000');
    expect(url.pathname).toMatch(/^\/api\/v1\/uploads\/\d+\/[0-9a-f-]{36}$/);
  });

  it('follow X-Forwarded-Proto and -Host from a proxy TRUST_PROXY trusts', async () => {
    const server = await startTestServer({ config: { trustProxy: true } });
    servers.push(server);
    const url = await presignAs(server, { host: 'concierge.internal:3000', ...forwarded });
    expect(url.origin).toBe('https://api.example.test');
  });

  it('are on PUBLIC_URL when it is set, whatever the request says', async () => {
    const server = await startTestServer({
      config: { trustProxy: true, uploads: { publicUrl: 'https://concierge.example.com' } },
    });
    servers.push(server);
    const url = await presignAs(server, { host: 'concierge.internal:3000', ...forwarded });
    expect(url.origin).toBe('https://concierge.example.com');
  });
});

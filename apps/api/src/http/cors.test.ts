import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

const ALLOWED = 'https://partner.example.com';
const withCors = await startTestServer({ config: { corsOrigins: [ALLOWED] } });
const withoutCors = await startTestServer({ database: withCors.database });
afterAll(async () => {
  await withoutCors.app.close();
  await withCors.close();
});

const preflight = (app: typeof withCors.app, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/v1/users/sign_in',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization,mfa-token',
    },
  });

describe(onDb('CORS by allow-list'), () => {
  it('answers an allowed origin’s preflight and exposes the token headers', async () => {
    const res = await preflight(withCors.app, ALLOWED);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(res.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining([
        'authorization',
        'mfa-token',
        'device-token',
        'content-type',
        'if-none-match',
        'accept-language',
      ]),
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();

    const answer = await withCors.app.inject({ url: '/api/v1/health', headers: { origin: ALLOWED } });
    expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(answer.headers['access-control-expose-headers']).toBe(
      'authorization, mfa-token, device-token, retry-after, etag',
    );
  });

  it('sends no CORS headers to an origin off the list', async () => {
    const res = await preflight(withCors.app, 'https://evil.example.com');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await withCors.app.inject({
      url: '/api/v1/health',
      headers: { origin: 'https://evil.example.com' },
    });
    // (@fastify/cors still lists the exposed headers; without an allowed origin the browser reads none.)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is off by default', async () => {
    const res = await preflight(withoutCors.app, ALLOWED);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.statusCode).toBe(404);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../testing/fake-s3-server.js';
import { s3Origin } from '../uploads/upload-config.js';
import { createTestDatabase, onDb } from '../testing/test-database.js';
import { startTestServer, uniqueRedisPrefix } from '../testing/test-server.js';

// Over real HTTP, as a load balancer probes: the server listens on a free port.
async function listening(server: Awaited<ReturnType<typeof startTestServer>>) {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return async (path: string) => {
    const response = await fetch(`${address}${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
}

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Each test starts its own servers (one retrying a Redis that is not there, one whose database goes away):
// past 30 s on CI's busy cores, once each.
describe(onDb('health and readiness'), { timeout: 90_000 }, () => {
  it('answers ready while the database and the upload folder answer, and 503 naming the database once it is gone', async () => {
    const owned = await createTestDatabase();
    const server = await startTestServer({ database: owned.database });
    cleanups.push(() => server.app.close());
    const get = await listening(server);

    expect(await get('/api/v1/health')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await get('/api/v1/ready')).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', uploads: 'ok' } },
    });

    await owned.dispose();
    expect(await get('/api/v1/ready')).toEqual({
      status: 503,
      body: {
        error: 'The database does not answer.',
        code: 'not-ready',
        status: 'unavailable',
        issues: [{ path: 'database', message: 'The database does not answer.' }],
        failing: ['database'],
        checks: { database: 'failing', uploads: 'ok' },
      },
    });
    // Alive all the same: the process needs no restart, the database needs fixing.
    expect(await get('/api/v1/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('checks Redis when one is configured', async () => {
    const away = await startTestServer({
      config: { redisUrl: 'redis://127.0.0.1:1', redisPrefix: uniqueRedisPrefix() },
    });
    cleanups.push(() => away.close());
    const get = await listening(away);
    expect(await get('/api/v1/ready')).toMatchObject({ status: 503, body: { failing: ['redis'] } });

    const redisUrl = process.env.TEST_REDIS_URL;
    if (!redisUrl) return;
    const there = await startTestServer({ config: { redisUrl, redisPrefix: uniqueRedisPrefix() } });
    cleanups.push(() => there.close());
    expect(await (await listening(there))('/api/v1/ready')).toMatchObject({
      status: 200,
      body: { checks: { database: 'ok', redis: 'ok', uploads: 'ok' } },
    });
  });

  it('checks the S3 bucket, and names the uploads when the store is away', async () => {
    const s3 = await startFakeS3();
    const server = await startTestServer({
      config: {
        cspConnectSources: [s3.endpoint],
        uploads: {
          s3: {
            bucket: 'concierge',
            region: 'us-east-1',
            endpoint: s3.endpoint,
            forcePathStyle: true,
            credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
          },
        },
      },
    });
    cleanups.push(() => server.close());
    const get = await listening(server);
    expect(await get('/api/v1/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(s3.requests.filter((r) => r.method === 'HEAD' && /^\/concierge\/?$/.test(r.path))).toHaveLength(1);

    await s3.close();
    expect(await get('/api/v1/ready')).toEqual({
      status: 503,
      body: {
        error: 'The upload storage does not answer or refuses access.',
        code: 'not-ready',
        status: 'unavailable',
        issues: [{ path: 'uploads', message: 'The upload storage does not answer or refuses access.' }],
        failing: ['uploads'],
        checks: { database: 'ok', uploads: 'failing' },
      },
    });
  });

  it('is not ready when the bucket answers but browsers could not reach it: its origin is not in connect-src', async () => {
    const s3 = await startFakeS3();
    cleanups.push(() => s3.close());
    const s3Settings = {
      bucket: 'concierge',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    };
    // UPLOAD_ORIGIN naming another store: every browser PUT would be blocked by the CSP.
    const server = await startTestServer({
      config: { cspConnectSources: ['https://uploads.example.test'], uploads: { s3: s3Settings } },
    });
    cleanups.push(() => server.close());
    const answer = await (await listening(server))('/api/v1/ready');
    expect(answer).toMatchObject({
      status: 503,
      body: {
        code: 'not-ready',
        status: 'unavailable',
        failing: ['uploads'],
        checks: { database: 'ok', uploads: 'failing' },
        issues: [{ path: 'uploads', message: expect.stringContaining('connect-src') }],
      },
    });
    expect((answer.body as { error: string }).error).toContain('UPLOAD_ORIGIN');
    // The answer names no address: the operator finds it in the log.
    expect(JSON.stringify(answer.body)).not.toContain(s3.endpoint);

    // The origin config.ts derives from the same settings is the one the SDK presigns on: ready.
    const derived = await startTestServer({
      config: { cspConnectSources: [s3Origin(s3Settings)], uploads: { s3: s3Settings } },
    });
    cleanups.push(() => derived.close());
    expect(await (await listening(derived))('/api/v1/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready' },
    });
  });
});

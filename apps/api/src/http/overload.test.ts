import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { listenForTests } from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS, OVERLOAD_RETRY_AFTER_S } from './overload.js';
import { HTTP_MESSAGES } from './errors.js';

// Past its limits an instance sheds new requests with 503 + Retry-After in the one error shape,
// while the probes still answer. A heap limit of one byte puts the server over it from the first sample.
const server = await startTestServer({
  config: { overload: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1 } },
});
afterAll(() => server.close());

describe(onDb('load shedding'), () => {
  it('answers 503 with Retry-After once over its limit, and keeps answering the probes', async () => {
    const client = await listenForTests(server.app);
    let shed = await client.call('GET', '/api/v1/survey_categories');
    // The first samples after listening do not count (the start is not load): wait for shedding to begin.
    while (shed.status !== 503) {
      await sleep(100);
      shed = await client.call('GET', '/api/v1/survey_categories');
    }
    expect(shed.json()).toEqual({ error: HTTP_MESSAGES.unavailable, code: 'unavailable' });
    expect(shed.headers.get('retry-after')).toBe(String(OVERLOAD_RETRY_AFTER_S));
    expect((await client.call('GET', '/api/v1/health')).status).toBe(200);
    expect((await client.call('GET', '/api/v1/ready')).status).toBe(200);
  });

  it('sheds by default on PostgreSQL only, where the event loop does no database work', () => {
    const postgres = configFromEnv({ DATABASE_URL: 'postgres://db.internal/concierge' });
    expect(postgres.overload).toEqual({
      maxEventLoopDelayMs: DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: 0,
    });
    expect(configFromEnv({}).overload.maxEventLoopDelayMs).toBe(0);
    expect(
      configFromEnv({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '500', OVERLOAD_MAX_HEAP_MB: '512' }).overload,
    ).toEqual({ maxEventLoopDelayMs: 500, maxHeapUsedBytes: 512 * 1024 * 1024 });
    expect(configFromEnv({ SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '20000' }).shutdown).toEqual({
      delayMs: 1500,
      timeoutMs: 20_000,
    });
  });
});

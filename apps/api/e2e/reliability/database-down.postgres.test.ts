import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server.js';
import { HTTP_MESSAGES } from '../../src/http/errors.js';
import { onDb } from '../../src/testing/test-database.js';
import { TestClock, testConfig } from '../../src/testing/test-server.js';
import { GOOD_PASSWORD, signIn, signUpUser } from '../../src/testing/api-calls.js';
import { startTcpProxy } from './tcp-proxy.js';

// SECURITY.md, Reliability: database down → 503 with the JSON error shape and no stack trace; back up →
// serves again without a restart. The shared PostgreSQL cannot be stopped, so the server reaches it
// through a proxy this test cuts and restores. (PGlite runs in-process: it cannot go away on its own.)

// Named *.postgres.test.ts: only the vitest project `postgres` (TEST_DATABASE_URL set) runs it.
const adminUrl = process.env.TEST_DATABASE_URL;

describe(onDb('the database going away'), async () => {
  const admin = new URL(adminUrl!);
  const name = `api_down_${process.pid}_${randomBytes(4).toString('hex')}`;
  const withAdmin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  if (!adminUrl) throw new Error('this file runs in the postgres project only');
  await withAdmin(`CREATE DATABASE ${name}`);
  const proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
  const viaProxy = new URL(adminUrl!);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${name}`;
  const app = await createServer(testConfig(new TestClock(), { databaseUrl: viaProxy.toString() }));
  afterAll(async () => {
    proxy.restore();
    await app.close();
    await proxy.close();
    await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const { email, token } = await signUpUser(app);
  const current = () => app.inject({ url: '/api/v1/users/current', headers: { authorization: token } });

  it('answers 503 in the JSON error shape, without a stack trace, while the database is away', async () => {
    expect((await current()).statusCode).toBe(200);
    proxy.cut();
    for (const res of [await current(), await signIn(app, email, GOOD_PASSWORD), await current()]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: HTTP_MESSAGES.unavailable, code: 'unavailable' });
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.body).not.toMatch(/stack|at .*\.(js|ts)|ECONN|pg_|postgres/i);
    }
    // The load balancer's view: not ready, naming the database; alive all the same (no restart needed).
    const ready = await app.inject({ url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', failing: ['database'] });
    expect((await app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('answers 503 too when the database stops answering, once the connect timeout passes', async () => {
    proxy.stall();
    const res = await current();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: HTTP_MESSAGES.unavailable, code: 'unavailable' });
  });

  it('serves again by itself once the database is back', async () => {
    proxy.restore();
    // The pool may hand out a connection that died with the cut once; it must not take a restart.
    let res = await current();
    for (let attempt = 0; attempt < 20 && res.statusCode !== 200; attempt += 1) {
      await sleep(100);
      res = await current();
    }
    expect(res.statusCode).toBe(200);
    expect((await signIn(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/v1/ready' })).json()).toMatchObject({ status: 'ready' });
  });
});

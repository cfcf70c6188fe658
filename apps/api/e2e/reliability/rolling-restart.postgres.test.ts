import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDb } from '../../src/testing/test-database.js';
import { checkAcknowledgedWrites } from './acknowledged-writes.js';
import { startCluster, type Cluster } from './cluster.js';
import { freshStorage, type FreshStorage } from './fresh-storage.js';
import { MixedLoad } from './mixed-load.js';

// The CI smoke test: two instances (apps/api/dist, as deployed) behind HAProxy (deploy/haproxy.cfg,
// installed when missing), one rolling restart under light mixed load: no client sees a failed request,
// and every acknowledged write is in the database exactly once. `pnpm bench:reliability` runs the full
// version (three instances, kill -9, a database restart, overload) and measures it.
// Named *.postgres.test.ts: instances in separate processes share PostgreSQL, which PGlite cannot.

let storage: FreshStorage;
let cluster: Cluster;
beforeAll(async () => {
  storage = await freshStorage('rolling', 'postgres');
  cluster = await startCluster({
    instances: 2,
    databaseUrl: storage.env.DATABASE_URL!,
    redisUrl: process.env.TEST_REDIS_URL,
  });
  // Installing HAProxy on a clean machine, then two cold starts (migrations, seed).
}, 300_000);
afterAll(async () => {
  await cluster?.close();
  await storage?.dispose();
});

describe(onDb('a rolling restart behind the proxy'), () => {
  it('restarts each instance in turn under load without a failed request or a lost or doubled write', async () => {
    const load = new MixedLoad({ proxyUrl: cluster.proxyUrl, people: 4, thinkMs: 20 });
    await load.start();
    while (load.acked.submits.length < 2) await sleep(100);
    for (const i of cluster.instances.keys()) {
      expect(await cluster.terminate(i)).toBe(0);
      await cluster.start(i);
    }
    await load.stop();

    expect(load.attempts.filter((attempt) => !attempt.ok)).toEqual([]);
    expect(load.failedOperations).toEqual([]);
    const writes = await checkAcknowledgedWrites(storage.env.DATABASE_URL!, load.acked);
    for (const check of writes) {
      expect(check.acknowledged, check.what).toBeGreaterThan(0);
      expect({ what: check.what, lost: check.lost, doubled: check.doubled }).toEqual({
        what: check.what,
        lost: 0,
        doubled: 0,
      });
    }
  }, 180_000);
});

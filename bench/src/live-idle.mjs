// What idle streams cost one instance: `count` requesters (made by SQL, as src/idle-tabs.mjs makes its tabs'
// owners) each hold a stream open on one instance (Redis-backed, as deployed with several), from a client
// process of their own (src/live-idle-client.mjs). Nothing is published: the only traffic is the server's
// keep-alive comment every 30 s. Measured: the instance's CPU time over `seconds` (/proc/<pid>/stat, user +
// system) as a share of one core, PostgreSQL's backends of the run's database beside it, and the RSS the
// streams added (after a warm-up of 200 streams opened and closed, against the RSS once all are open and idle).
// The instance's CPU with no stream open is measured first, for scale.
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { backendsCpuSince, createDatabase, databaseBackendsCpu } from './api-server.mjs';
import { addTabOwners } from './idle-tabs.mjs';
import { openFilesLimit, spawnWithOpenFiles, startLoneInstance } from './live-cluster.mjs';

const WARM_UP_STREAMS = 200;
const SETTLE_MS = 5_000;
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The client process, and `ask(message)` answering its reply. */
function startClient() {
  const child = spawnWithOpenFiles(
    process.execPath,
    [path.join(import.meta.dirname, 'live-idle-client.mjs')],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let answer = null;
  child.on('message', (message) => answer?.(message));
  return {
    ask: (message) =>
      new Promise((resolve, reject) => {
        answer = (reply) => {
          answer = null;
          resolve(reply);
        };
        child.once('exit', (code) => reject(new Error(`the stream client exited (${code})`)));
        child.send(message);
      }),
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

export async function measureIdleStreams(log, { count, seconds }) {
  const needed = count + 1_000;
  if (openFilesLimit() < needed)
    throw new Error(`${count} streams need ${needed} open files; the hard limit is ${openFilesLimit()}`);
  const database = await createDatabase();
  const cleanup = [() => database.drop()];
  try {
    const api = await startLoneInstance({ databaseUrl: database.url });
    cleanup.unshift(() => api.stop());
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    cleanup.unshift(() => db.end());
    const query = async (sql, params) => (await db.query(sql, params)).rows;
    log(`Live stream, idle: ${count} requesters with a session`);
    const owners = await addTabOwners(query, count);
    await query('ANALYZE');
    const tokens = owners.map((owner) => owner.token);
    const client = startClient();
    cleanup.unshift(() => client.stop());

    // The code paths compiled and the database pool grown before the baseline, as after any traffic.
    await client.ask({ type: 'open', url: api.url, tokens: tokens.slice(0, WARM_UP_STREAMS) });
    await client.ask({ type: 'close' });
    await wait(SETTLE_MS);
    const rssBefore = api.rss();
    // What the instance costs with no stream open (its Redis read loop, the outbox's poll…), for scale.
    const baselineStarted = { api: api.cpuMs(), at: performance.now() };
    await wait(Math.min(20, seconds) * 1000);
    const baselineCoreShare = (api.cpuMs() - baselineStarted.api) / (performance.now() - baselineStarted.at);

    log(`Live stream, idle: opening ${count} streams on one instance`);
    const opened = await client.ask({ type: 'open', url: api.url, tokens });
    await wait(SETTLE_MS);
    log(`Live stream, idle: ${opened.ready} streams open, measuring ${seconds} s`);
    const counted = await client.ask({ type: 'count' });
    const before = { api: api.cpuMs(), postgres: await databaseBackendsCpu(query), at: performance.now() };
    await wait(seconds * 1000);
    const elapsedMs = performance.now() - before.at;
    const apiMs = api.cpuMs() - before.api;
    const postgresMs = backendsCpuSince(before.postgres, await databaseBackendsCpu(query));
    const rssAfter = api.rss();
    const after = await client.ask({ type: 'count' });
    return {
      streams: count,
      ready: opened.ready,
      refused: opened.refused,
      openSeconds: Math.round(opened.ms / 100) / 10,
      seconds: Math.round(elapsedMs / 1000),
      apiCoreShare: apiMs / elapsedMs,
      baselineCoreShare,
      postgresCoreShare: postgresMs / elapsedMs,
      rssBefore,
      rssAfter,
      rssAdded: rssAfter - rssBefore,
      liveAtEnd: after.live,
      keepAlivesHeard: after.comments - counted.comments,
      dropped: after.failures,
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
    };
  } finally {
    for (const step of cleanup) await step().catch((error) => log(`cleanup: ${error.message}`));
  }
}

// `pnpm bench:reliability`: three instances of apps/api/dist behind HAProxy (deploy/haproxy.cfg)
// on one fresh PostgreSQL database, one Redis prefix and one upload folder, under the mixed load of
// mixed-load.ts: a rolling restart, a kill -9, a PostgreSQL restart, rate limits and lockouts across
// instances, and a 5 × overload burst. Writes bench/results/reliability.{md,json}; exits 1 when a target
// is missed. Restarts the machine's PostgreSQL for a few seconds (BENCH_SKIP_PG_RESTART=1 skips it).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { RATE_LIMITS } from '../../src/policy.js';
import { startSmtpCapture } from '../../src/testing/smtp-capture.js';
import { checkAcknowledgedWrites } from './acknowledged-writes.js';
import {
  failed,
  killOne,
  limitsAcrossInstances,
  overload,
  percentile,
  restartPostgres,
  rollingRestart,
  within,
} from './bench-scenarios.js';
import { startCluster } from './cluster.js';
import { freshStorage } from './fresh-storage.js';
import { MixedLoad } from './mixed-load.js';
import { writeReliabilityReport } from './reliability-report.js';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 12);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 50);
const STEADY_S = Number(process.env.BENCH_STEADY_S ?? 20);
const PG_OUTAGE_MS = 3_000;
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const portBase = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
const log = (message: string) =>
  console.log(`[reliability ${new Date().toISOString().slice(11, 19)}] ${message}`);

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const conditions = {
  startedAt: new Date().toISOString(),
  commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
  loadAverage: loadAverage(),
  people: PEOPLE,
  thinkMs: THINK_MS,
  steadySeconds: STEADY_S,
  pgOutageMs: PG_OUTAGE_MS,
};
const smtp = await startSmtpCapture();
const storage = await freshStorage('reliability', 'postgres', adminUrl);
const databaseUrl = storage.env.DATABASE_URL!;
log('Starting three instances behind HAProxy');
const cluster = await startCluster({
  instances: 3,
  databaseUrl,
  redisUrl,
  env: { SMTP_URL: smtp.url },
  ...(portBase && { ports: [portBase, portBase + 9, portBase + 1, portBase + 2, portBase + 3] }),
});
const load = new MixedLoad({ proxyUrl: cluster.proxyUrl, people: PEOPLE, thinkMs: THINK_MS });
try {
  log(`Mixed load: ${PEOPLE} people, ${THINK_MS} ms think time`);
  await load.start();
  const steadyFrom = load.now();
  await sleep(STEADY_S * 1000);
  const steady = within(load, steadyFrom, load.now());

  log('Rolling restart');
  const rollFrom = load.now();
  const exitCodes = await rollingRestart(cluster);
  const roll = within(load, rollFrom, load.now());
  await sleep(3_000);

  log('kill -9 of api2');
  const killFrom = load.now();
  const kill = await killOne(cluster, 1);
  await sleep(3_000);
  const killed = within(load, killFrom, load.now());

  let database;
  if (process.env.BENCH_SKIP_PG_RESTART !== '1') {
    log(`PostgreSQL stopped for ${PG_OUTAGE_MS} ms`);
    const restart = await restartPostgres(cluster, load, PG_OUTAGE_MS);
    await sleep(5_000);
    const during = within(load, restart.stoppedAt, restart.backAt);
    const after = within(load, restart.backAt, load.now());
    const firstOkAfter = after.find((attempt) => attempt.ok && attempt.at >= restart.backAt);
    const lastFailure = failed(after).at(-1);
    database = {
      ...restart,
      attemptsWhileAway: during.length,
      answered503WithRetryAfter: failed(during).filter((a) => a.status === 503 && a.retryAfter).length,
      otherFailuresWhileAway: failed(during).filter((a) => a.status !== 503 || !a.retryAfter).length,
      firstOkAfterMs: firstOkAfter ? firstOkAfter.at - restart.backAt : NaN,
      lastFailureAfterMs: lastFailure ? lastFailure.at + lastFailure.ms - restart.backAt : 0,
    };
  }
  await load.stop();
  log('Counting acknowledged writes in the database');
  const writes = await checkAcknowledgedWrites(databaseUrl, load.acked);

  log('Outbox: waiting until every message is sent');
  const outbox = await outboxExactlyOnce(databaseUrl, smtp);

  log('Rate limits and lockouts across instances');
  const limits = await limitsAcrossInstances(cluster, databaseUrl, RATE_LIMITS.perIp.limit);

  log('Overload: sustainable rate, then 5 × for the same time');
  const burst = await overload(cluster, 10);

  const results = {
    conditions: { ...conditions, finishedAt: new Date().toISOString(), loadAverageAtEnd: loadAverage() },
    steady: {
      attempts: steady.length,
      failed: failed(steady).length,
      p99: percentile(
        steady.map((a) => a.ms),
        0.99,
      ),
    },
    roll: {
      attempts: roll.length,
      failed: failed(roll).length,
      p99: percentile(
        roll.map((a) => a.ms),
        0.99,
      ),
      exitCodes,
    },
    kill: {
      ...kill,
      attempts: killed.length,
      failedAttempts: failed(killed).length,
      statuses: [...new Set(failed(killed).map((a) => a.status))],
    },
    failedOperations: load.failedOperations,
    writes,
    database,
    outbox,
    limits,
    burst,
  };
  const met = writeReliabilityReport(results);
  log(`Wrote bench/results/reliability.md: ${met ? 'every target met' : 'targets missed'}`);
  process.exitCode = met ? 0 : 1;
} finally {
  await cluster.close();
  await storage.dispose().catch(() => {});
  await smtp.close();
}

/** Waits until the outbox has no unsent message; then compares each row with the mails received. */
async function outboxExactlyOnce(url: string, capture: Awaited<ReturnType<typeof startSmtpCapture>>) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const started = performance.now();
    const unsent = async () =>
      Number((await db.query('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL')).rows[0].n);
    while ((await unsent()) > 0 && performance.now() - started < 120_000) await sleep(500);
    const rows = (await db.query("SELECT body FROM outbox WHERE channel = 'email'")).rows as {
      body: string;
    }[];
    const received = new Map<string, number>();
    for (const mail of capture.received) {
      const text = (mail.parsed.text ?? '').trim();
      received.set(text, (received.get(text) ?? 0) + 1);
    }
    const counts = rows.map((row) => received.get(row.body.trim()) ?? 0);
    return {
      messages: rows.length,
      unsent: await unsent(),
      deliveredOnce: counts.filter((n) => n === 1).length,
      lost: counts.filter((n) => n === 0).length,
      doubled: counts.filter((n) => n > 1).length,
    };
  } finally {
    await db.end();
  }
}

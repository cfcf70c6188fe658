import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_USERS } from '../../src/accounts/demo.js';
import { LOCKOUT_THRESHOLD } from '../../src/policy.js';
import { uniqueEmail } from '../../src/testing/test-server.js';
import type { Cluster } from './cluster.js';
import { LoadClient, personAddress, type Attempt } from './load-client.js';
import type { MixedLoad } from './mixed-load.js';

// The scenarios of `pnpm bench:reliability` (reliability-bench.ts runs them in order on one cluster).

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};

/** The attempts of `load` that began in [from, to). */
export const within = (load: MixedLoad, from: number, to: number) =>
  load.attempts.filter((attempt) => attempt.at >= from && attempt.at < to);

export const failed = (attempts: Attempt[]) => attempts.filter((attempt) => !attempt.ok);

/** Each instance in turn: SIGTERM, wait for its exit, start it again, wait until the proxy routes to it. */
export async function rollingRestart(cluster: Cluster) {
  const exitCodes: (number | null)[] = [];
  for (const i of cluster.instances.keys()) {
    exitCodes.push(await cluster.terminate(i));
    await cluster.start(i);
  }
  return exitCodes;
}

/** kill -9 of one instance: how long until the proxy stops routing to it; then it is started again. */
export async function killOne(cluster: Cluster, i: number) {
  await cluster.kill(i);
  const markedDownMs = await cluster.waitForStatus(i, 'DOWN');
  await sleep(3_000);
  await cluster.start(i);
  return { markedDownMs };
}

/**
 * PostgreSQL stopped for `outageMs`, then started (the shared server: kept short). Answers the times, on
 * the load's clock, of the stop and of the start command's return, and how long after that every
 * instance was routed to again.
 */
export async function restartPostgres(cluster: Cluster, load: MixedLoad, outageMs: number) {
  const stoppedAt = load.now();
  execFileSync('pg_ctlcluster', ['15', 'main', 'stop', '-m', 'fast']);
  await sleep(outageMs);
  execFileSync('pg_ctlcluster', ['15', 'main', 'start']);
  const backAt = load.now();
  await Promise.all(cluster.instances.map((_, i) => cluster.waitForStatus(i, 'UP')));
  return { stoppedAt, backAt, allReadyMs: load.now() - backAt };
}

/** Sign-in attempts (wrong passwords, new emails each) from one address; answers the statuses in order. */
async function signInBurst(base: string, address: string, attempts: number): Promise<number[]> {
  const client = new LoadClient(base, address, performance.now(), () => {});
  const statuses: number[] = [];
  for (let n = 0; n < attempts; n += 1) {
    const res = await client.call('sign-in', 'POST', '/api/v1/users/sign_in', {
      body: { user: { email: uniqueEmail('limit'), password: 'not the password' } },
    });
    statuses.push(res.status);
  }
  client.close();
  return statuses;
}

/** Wrong passwords for one new account, each from another address; answers its lock state and mails. */
async function lockOut(base: string, databaseUrl: string, firstPerson: number) {
  const signUp = new LoadClient(base, personAddress(firstPerson), performance.now(), () => {});
  const email = uniqueEmail('lockout');
  await signUp.call('sign-up', 'POST', '/api/v1/users/sign_up', {
    body: {
      user: {
        email,
        password: 'correct horse battery staple 42',
        name: 'Lo',
        last_name: 'Ck',
        terms_of_service: 1,
      },
    },
  });
  signUp.close();
  for (let n = 1; n <= LOCKOUT_THRESHOLD; n += 1) {
    const client = new LoadClient(base, personAddress(firstPerson + n), performance.now(), () => {});
    await client.call('sign-in', 'POST', '/api/v1/users/sign_in', {
      body: { user: { email, password: 'wrong' } },
    });
    client.close();
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const [user] = (await db.query('SELECT locked_at FROM users WHERE email = $1', [email])).rows;
    const mails = (
      await db.query("SELECT count(*) AS n FROM outbox WHERE recipient = $1 AND kind = 'unlock'", [email])
    ).rows[0].n;
    return { locked: user?.locked_at !== null, unlockMails: Number(mails) };
  } finally {
    await db.end();
  }
}

/** The same limits through the proxy (three instances) as on one instance reached directly. */
export async function limitsAcrossInstances(cluster: Cluster, databaseUrl: string, perIpLimit: number) {
  const attempts = perIpLimit + 10;
  const direct = `http://127.0.0.1:${cluster.instances[0]!.port}`;
  const onOne = await signInBurst(direct, personAddress(900), attempts);
  const spread = await signInBurst(cluster.proxyUrl, personAddress(901), attempts);
  const count429 = (statuses: number[]) => statuses.filter((s) => s === 429).length;
  return {
    attempts,
    onOne: { limited: count429(onOne), first: onOne.indexOf(429) + 1 },
    spread: { limited: count429(spread), first: spread.indexOf(429) + 1 },
    lockoutOnOne: await lockOut(direct, databaseUrl, 910),
    lockoutSpread: await lockOut(cluster.proxyUrl, databaseUrl, 930),
  };
}

/** Requests/s the cluster sustains on a signed-in read at moderate concurrency, then 5 × that for `seconds`. */
export async function overload(cluster: Cluster, seconds: number) {
  const demo = DEMO_USERS[0];
  const signIn = await fetch(`${cluster.proxyUrl}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email: demo.email, password: demo.password } }),
  });
  const headers = { authorization: `Bearer ${signIn.headers.get('authorization')}` };
  const url = `${cluster.proxyUrl}/api/v1/requests/open`;
  const sustained = await autocannon({ url, headers, connections: 10, duration: seconds });
  const sustainableRps = sustained.requests.average;
  const rssBefore = cluster.instances.map((instance) => instance.rss());
  const statuses = new Map<number, number>();
  // The instances' own liveness, straight to each (not through the proxy), while the burst runs: how
  // late an answer from the event loop is (shedding should keep this from turning into a stall).
  const healthTimes: number[] = [];
  let bursting = true;
  const probing = (async () => {
    while (bursting) {
      await Promise.all(
        cluster.instances.map(async (instance) => {
          const started = performance.now();
          const ok = await fetch(`http://127.0.0.1:${instance.port}/api/v1/health`).then(
            (r) => r.ok,
            () => false,
          );
          if (ok) healthTimes.push(performance.now() - started);
        }),
      );
      await sleep(100);
    }
  })();
  const burst = await autocannon({
    url,
    headers,
    // Enough connections to offer 5 × the rate even when answers take a second.
    connections: 1000,
    overallRate: Math.round(sustainableRps * 5),
    duration: seconds,
    setupClient: (client) => {
      client.on('response', (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    },
  });
  bursting = false;
  await probing;
  const rssPeak = cluster.instances.map((instance) => instance.rss());
  await sleep(10_000);
  return {
    sustainableRps,
    burstRps: burst.requests.average,
    statuses: Object.fromEntries(statuses),
    errors: burst.errors + burst.timeouts,
    p99: burst.latency.p99,
    healthP99: percentile(healthTimes, 0.99),
    healthMax: Math.max(...healthTimes),
    crashed: cluster.instances
      .filter((instance) => instance.crashed || instance.rss() === 0)
      .map((i) => i.name),
    rssBefore,
    rssPeak,
    rssAfter: cluster.instances.map((instance) => instance.rss()),
  };
}

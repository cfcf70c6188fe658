// The live stream at scale (docs/performance.md#what-is-measured): three instances behind HAProxy on a fresh
// PostgreSQL database and their own Redis prefix, where requesters hold streams through the proxy, a message
// posted through instance A is timed to a stream on instance C, then instance C is killed (kill -9) while
// requesters and concierges hold streams; and, apart, many idle streams on one instance.
import { createDatabase } from './api-server.mjs';
import { addTabOwners } from './idle-tabs.mjs';
import { PROXY_TRIAL_LINES, apiBuiltAt, buildsStarted, startCluster } from './live-cluster.mjs';
import { measureDelivery } from './live-delivery.mjs';
import { measureFailover } from './live-failover.mjs';
import { measureIdleStreams } from './live-idle.mjs';
import { LIVE_EVENTS_PATH, openStreams } from './live-stream-client.mjs';
import { signInStaff } from './staff-sign-in.mjs';
import pg from 'pg';

const CONCIERGE = { email: 'concierge@concierge.test', password: 'concierge-staff-2026' };

/** The sizes of one run; the committed figures use the defaults. */
export const LIVE_SIZES = {
  /** Requesters' streams open through the proxy while messages are timed and the instance is killed. */
  streams: Number(process.env.BENCH_LIVE_STREAMS ?? 1_000),
  /** Messages timed from instance A to a stream on instance C. */
  messages: Number(process.env.BENCH_LIVE_MESSAGES ?? 200),
  /** Concierges' streams (they hear every request's events) beside them during the kill. */
  staffStreams: Number(process.env.BENCH_LIVE_STAFF_STREAMS ?? 150),
  /** Idle streams on one instance, and the seconds their cost is measured over. */
  idleStreams: Number(process.env.BENCH_LIVE_IDLE_STREAMS ?? 10_000),
  idleSeconds: Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? 60),
};

/** Every listener gets every stream's events: `listen(fn)` adds one and answers its removal. */
function eventFanOut() {
  const listeners = new Set();
  return {
    onEvent: (event, stream) => {
      for (const listener of listeners) listener(event, stream);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

async function benchCluster(log, sizes) {
  const database = await createDatabase();
  const cleanup = [() => database.drop()];
  try {
    log('Live stream: three instances behind HAProxy (PostgreSQL, Redis)');
    const cluster = await startCluster({ databaseUrl: database.url, count: 3 });
    cleanup.unshift(() => cluster.close());
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    cleanup.unshift(() => db.end());
    const query = async (sql, params) => (await db.query(sql, params)).rows;
    const owners = await addTabOwners(query, sizes.streams);
    await query('ANALYZE');
    const [a, , c] = cluster.instances;
    const concierge = await signInStaff(a.url, CONCIERGE);
    const url = `${cluster.proxyUrl}${LIVE_EVENTS_PATH}`;
    const fanOut = eventFanOut();
    const opened = [];
    cleanup.unshift(async () => opened.forEach((stream) => stream.close()));

    log(`Live stream: ${sizes.streams} requesters open their stream through the proxy`);
    const requesterStreams = await openStreams(owners, {
      url,
      headersOf: (owner) => ({ authorization: `Bearer ${owner.token}` }),
      onEvent: fanOut.onEvent,
    });
    opened.push(...requesterStreams);
    log(`Live stream: ${sizes.messages} replies through ${a.name}, each timed to its stream on ${c.name}`);
    const delivery = await measureDelivery({
      streams: requesterStreams,
      from: a,
      to: c.name,
      staffHeaders: concierge.headers,
      messages: sizes.messages,
      listen: fanOut.listen,
    });

    log(`Live stream: ${sizes.staffStreams} concierge streams more, then kill -9 of ${c.name}`);
    const staffStreams = await openStreams(
      Array.from({ length: sizes.staffStreams }, (_, i) => ({ tab: i })),
      { url, headersOf: () => concierge.headers, onEvent: fanOut.onEvent },
    );
    opened.push(...staffStreams);
    const failover = await measureFailover({
      cluster,
      requesterStreams,
      staffStreams,
      staffHeaders: concierge.headers,
      victim: 2,
      requestIds: owners.map((owner) => owner.requestId),
    });
    return { delivery, failover };
  } finally {
    for (const step of cleanup) await step().catch((error) => log(`cleanup: ${error.message}`));
  }
}

/** Every figure of the live stream; `sizes` overrides {@link LIVE_SIZES} (a trial run). */
export async function benchLive(log, sizes = LIVE_SIZES) {
  const builtAt = apiBuiltAt();
  const { delivery, failover } = await benchCluster(log, sizes);
  const idle = await measureIdleStreams(log, { count: sizes.idleStreams, seconds: sizes.idleSeconds });
  // The shared checkout's build can change under a run: which builds the instances ran, and any later one.
  const builtAtEnd = apiBuiltAt();
  const api = {
    builtAt,
    builds: [...buildsStarted].sort(),
    rebuiltDuringRun: builtAtEnd !== builtAt,
    ...(builtAtEnd !== builtAt && { rebuiltAt: builtAtEnd }),
  };
  return { sizes, api, proxyTrialLines: PROXY_TRIAL_LINES, delivery, failover, idle };
}

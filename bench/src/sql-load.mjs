// The bare-SQL floor of an endpoint: its statement run back to back on `connections` connections of its own
// for a fixed time, as autocannon loads the endpoint: what PostgreSQL alone costs for the answer, with no
// HTTP, session, serialization or ETag on top. Latencies are taken around each round trip, in the bench's
// process (nothing else runs in it meanwhile).
import { loadavg } from 'node:os';
import pg from 'pg';
import { processCpuMs } from './api-server.mjs';

const round1 = (ms) => Math.round(ms * 10) / 10;

/** p50 and p99 (nearest rank) and the mean of some latencies in ms, to 0.1 ms; nulls when there are none. */
export function latencySummary(latenciesMs) {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const rank = (share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
  if (sorted.length === 0) return { latencyP50Ms: null, latencyP99Ms: null, meanMs: null };
  return {
    latencyP50Ms: round1(rank(0.5)),
    latencyP99Ms: round1(rank(0.99)),
    meanMs: round1(sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length),
  };
}

/**
 * @param {{ url: string, text: string, values: unknown[], name?: string, connections: number,
 *   durationSeconds: number }} load `name`: run as that named prepared statement (as the API runs its
 *   prepared queries), else as an unnamed one (parsed and planned each time, as drizzle's `execute`).
 */
export async function loadSql({ url, text, values, name, connections, durationSeconds }) {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  // The backends' CPU, as the API's runs count theirs (waiting for a core not counted).
  const pids = await Promise.all(
    clients.map(async (client) => (await client.query('SELECT pg_backend_pid() AS pid')).rows[0].pid),
  );
  const backendsCpuMs = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  const cpuBefore = backendsCpuMs();
  let cpuAfter = cpuBefore;
  const latencies = [];
  const started = performance.now();
  const stopAt = started + durationSeconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < stopAt) {
          const sent = performance.now();
          await client.query({ text, values, rowMode: 'array', ...(name && { name }) });
          latencies.push(performance.now() - sent);
        }
      }),
    );
    cpuAfter = backendsCpuMs();
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    connections,
    durationSeconds,
    queriesPerSecond: Math.round(latencies.length / seconds),
    total: latencies.length,
    ...latencySummary(latencies),
    postgresCpuPerQueryUs: Math.round(((cpuAfter - cpuBefore) * 1000) / Math.max(1, latencies.length)),
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
  };
}

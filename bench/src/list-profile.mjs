// `pnpm --filter bench profile:list [--cpu-prof]`: the list endpoint alone, next to the hello-world, in a
// few seconds: for trying a change to the API without the whole `pnpm bench`. With `--cpu-prof` the API
// writes a V8 CPU profile of the load into bench/results/profiles/ (open it in Chrome's DevTools).
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_USER, createDatabase, postgresCpuMs, processCpuMs, signIn, startApi } from './api-server.mjs';
import { addRequests, createUserLikeDemo } from './fixtures.mjs';
import { loadTest, startHelloWorld } from './http-load.mjs';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const profileDir = path.join(import.meta.dirname, '..', 'results', 'profiles');
const nodeArgs = process.argv.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
if (nodeArgs.length) mkdirSync(profileDir, { recursive: true });

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const show = (what, result) =>
  console.log(
    `${what}: ${result.requestsPerSecond} req/s, p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms, ` +
      `non-2xx ${result.non2xx}, errors ${result.errors} (load average ${load()})`,
  );

const hello = await startHelloWorld();
try {
  const before = processCpuMs(hello.pid);
  const result = await loadTest({ url: hello.url, durationSeconds });
  show('hello-world', result);
  const perAnswer = ((processCpuMs(hello.pid) - before) * 1000) / result.total;
  console.log(`CPU per answer: hello-world ${perAnswer.toFixed(0)} µs (${result.total} answers)`);
} finally {
  await hello.stop();
}

const database = await createDatabase();
const api = await startApi({ databaseUrl: database.url, nodeArgs });
const client = new pg.Client({ connectionString: database.url });
await client.connect();
try {
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const user = await createUserLikeDemo(query, 'bench-list@bench.test');
  await addRequests(query, user, 50);
  const token = await signIn(api.url, { ...DEMO_USER, email: 'bench-list@bench.test' });
  const target = { url: `${api.url}/api/v1/requests/open`, headers: { authorization: `Bearer ${token}` } };
  const before = { api: api.cpuMs(), postgres: postgresCpuMs() };
  const result = await loadTest({ ...target, durationSeconds });
  show('list of 50 (PostgreSQL)', result);
  // CPU per answer is steadier than requests/s on a shared machine: it does not count time spent waiting.
  const perAnswer = (ms) => ((ms * 1000) / result.total).toFixed(0);
  console.log(
    `CPU per answer: API ${perAnswer(api.cpuMs() - before.api)} µs, ` +
      `PostgreSQL ${perAnswer(postgresCpuMs() - before.postgres)} µs (${result.total} answers)`,
  );
} finally {
  await client.end();
  await api.stop();
  await database.drop();
}
if (nodeArgs.length) console.log(`CPU profile in ${profileDir}`);

// `pnpm --filter bench profile:list [--cpu-prof] [--label=before] [--endpoints=list,queue,detail]`: the hot GETs
// alone beside their floor (floor-api-server.mjs), on one fresh PostgreSQL database, in well under a minute:
// for trying a change to the API without the whole `pnpm bench`. With `--cpu-prof` the API and the floor write
// V8 CPU profiles into bench/results/profiles/ (open them in Chrome's DevTools) and their summaries (top
// functions by self time) are added to bench/results/list-profile.md under the label.
import { appendFileSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, startApi } from './api-server.mjs';
import { benchEnvironment } from './environment.mjs';
import { FLOOR_ENDPOINTS, benchAgainstFloor, prepareFloorData, startFloor } from './floor-bench.mjs';
import { profileMarkdown, summarizeProfile } from './profile-summary.mjs';

const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const label = option('label', new Date().toISOString().slice(0, 16));
const only = option('endpoints', 'list').split(',');
const profiling = process.argv.includes('--cpu-prof');
const resultsDir = path.join(import.meta.dirname, '..', 'results');
const profileDir = path.join(resultsDir, 'profiles');
const profileArgs = (who) =>
  profiling
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${who}-${label}.cpuprofile`]
    : [];
if (profiling) mkdirSync(profileDir, { recursive: true });

const environment = benchEnvironment();
const database = await createDatabase();
const api = await startApi({ databaseUrl: database.url, nodeArgs: profileArgs('api') });
const floor = await startFloor(database.url, profileArgs('floor'));
const client = new pg.Client({ connectionString: database.url });
await client.connect();
let results;
try {
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const data = await prepareFloorData(query, api.url);
  const endpoints = FLOOR_ENDPOINTS.filter((endpoint) => only.includes(endpoint.key));
  results = await benchAgainstFloor({ api, floor, data, durationSeconds, endpoints, log: console.log });
} finally {
  await client.end();
  await api.stop();
  await floor.stop();
  await database.drop();
}

const lines = [
  `## ${label}`,
  `${new Date().toISOString()} · commit ${environment.commit} · ${environment.cpus} cores · ` +
    `load average ${environment.loadAverage} at the start, ${loadavg()[0].toFixed(2)} at the end · ` +
    `50 connections, ${durationSeconds} s each`,
  '',
  '| endpoint | floor req/s | API req/s | share | floor p99 | API p99 | floor CPU/answer | API CPU/answer | ratio |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];
for (const { name, floor: f, api: a } of Object.values(results)) {
  lines.push(
    `| ${name} | ${f.requestsPerSecond} | ${a.requestsPerSecond} | ` +
      `${Math.round((a.requestsPerSecond / f.requestsPerSecond) * 100)} % | ${f.latencyP99Ms} ms | ` +
      `${a.latencyP99Ms} ms | ${f.cpuPerAnswerUs.api} µs (+ PG ${f.cpuPerAnswerUs.postgres}) | ` +
      `${a.cpuPerAnswerUs.api} µs (+ PG ${a.cpuPerAnswerUs.postgres}) | ` +
      `${(a.cpuPerAnswerUs.api / f.cpuPerAnswerUs.api).toFixed(2)} × |`,
  );
}
lines.push('');
if (profiling) {
  for (const who of ['api', 'floor']) {
    const file = path.join(profileDir, `${who}-${label}.cpuprofile`);
    lines.push(
      profileMarkdown(
        `${who === 'api' ? 'API' : 'Floor'} profile (${only.join(', ')})`,
        summarizeProfile(file),
      ),
    );
  }
  appendFileSync(path.join(resultsDir, 'list-profile.md'), `${lines.join('\n')}\n`);
}
console.log(lines.join('\n'));

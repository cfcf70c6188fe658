// API throughput, latency, scale and memory (items 3–5), on PostgreSQL and on PGlite.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_USER, createDatabase, postgresCpuMs, repoRoot, signIn, startApi } from './api-server.mjs';
import { addOtherUsersRequests, addRequests, createUserLikeDemo } from './fixtures.mjs';
import { LOAD, loadTest, startHelloWorld } from './http-load.mjs';
import { checkPagination } from './pagination-check.mjs';

const LIST_PATH = '/api/v1/requests/open';
const SCALE_STEPS = [10, 1_000, 100_000];
/** PGlite answers one query at a time: the target holds it to a p99 at 10 connections (a small team's server). */
export const PGLITE_CONNECTIONS = 10;
const SIGN_IN_ROUNDS = Number(process.env.BENCH_SIGN_INS ?? 10_000);
const bearer = (token) => ({ authorization: `Bearer ${token}` });

export async function benchHelloWorld() {
  const hello = await startHelloWorld();
  try {
    return await loadTest({ url: hello.url });
  } finally {
    await hello.stop();
  }
}

export async function benchPostgres(log) {
  const database = await createDatabase();
  const api = await startApi({ databaseUrl: database.url });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  try {
    const results = { rss: { afterStart: api.rss() } };
    const listUser = await createUserLikeDemo(query, 'bench-list@bench.test');
    await addRequests(query, listUser, 50);
    const listToken = await signIn(api.url, { ...DEMO_USER, email: 'bench-list@bench.test' });
    const listTarget = { url: `${api.url}${LIST_PATH}`, headers: bearer(listToken) };

    log('API on PostgreSQL: list of 50 requests');
    results.list = await withCpuPerAnswer(api, () => loadTest(listTarget));

    log('API on PostgreSQL: next_screen_item');
    const demoToken = await signIn(api.url);
    const run = await startSurvey(api.url, demoToken, query);
    results.nextScreenItem = await loadTest({
      url: `${api.url}/api/v1/user_request_surveys/${run}/next_screen_item`,
      headers: bearer(demoToken),
    });

    log('API on PostgreSQL: sign-in, with the list loaded at the same time');
    const [signInLoad, listDuringSignIn] = await Promise.all([
      loadTest({
        url: `${api.url}/api/v1/users/sign_in`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: DEMO_USER }),
      }),
      loadTest({ ...listTarget, connections: 10 }),
    ]);
    results.signIn = signInLoad;
    results.listDuringSignIn = listDuringSignIn;
    results.rss.afterLoad = api.rss();

    results.scale = [];
    let others = 0;
    for (const step of SCALE_STEPS) {
      log(`API on PostgreSQL: list with ${step} other users' requests in the database`);
      await addOtherUsersRequests(query, step - others);
      others = step;
      const load = await loadTest({ ...listTarget, durationSeconds: Math.max(5, LOAD.durationSeconds / 2) });
      results.scale.push({ otherRequests: step, ...load });
    }

    log('API on PostgreSQL: a user with 5 000 requests');
    const bigUser = await createUserLikeDemo(query, 'bench-5000@bench.test');
    await addRequests(query, bigUser, 5_000);
    const bigToken = await signIn(api.url, { ...DEMO_USER, email: 'bench-5000@bench.test' });
    results.pagination = await checkPagination(`${api.url}${LIST_PATH}`, bearer(bigToken), 5_000);

    log(`API on PostgreSQL: ${SIGN_IN_ROUNDS} sign-ins, then memory`);
    results.signInRounds = SIGN_IN_ROUNDS;
    await signInMany(api.url, SIGN_IN_ROUNDS, log);
    results.rss.afterSignIns = api.rss();
    return results;
  } finally {
    await client.end();
    await api.stop();
    await database.drop();
  }
}

export async function benchPglite(log) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  try {
    // First start migrates and seeds; the rows are then added with the server stopped (PGlite has one owner).
    await (await startApi({ dataDir })).stop();
    const requireFromApi = createRequire(path.join(repoRoot, 'apps/api/package.json'));
    const { PGlite } = await import(requireFromApi.resolve('@electric-sql/pglite'));
    // The search triggers (migration 0010) need pg_trgm, loaded as the API loads it.
    const { pg_trgm } = await import(requireFromApi.resolve('@electric-sql/pglite/contrib/pg_trgm'));
    const db = new PGlite(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
    const query = async (sql, params) => (await db.query(sql, params)).rows;
    const listUser = await createUserLikeDemo(query, 'bench-list@bench.test');
    await addRequests(query, listUser, 50);
    await db.close();

    const api = await startApi({ dataDir });
    try {
      log(`API on PGlite: list of 50 requests, ${PGLITE_CONNECTIONS} connections`);
      const token = await signIn(api.url, { ...DEMO_USER, email: 'bench-list@bench.test' });
      const target = {
        url: `${api.url}${LIST_PATH}`,
        headers: bearer(token),
        connections: PGLITE_CONNECTIONS,
      };
      return { list: await withCpuPerAnswer(api, () => loadTest(target), { postgres: false }) };
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Adds the CPU time each answer cost the API process (and PostgreSQL's processes, when local) during a load:
 * steadier than requests/s on a shared machine, since waiting for a core is not counted.
 */
async function withCpuPerAnswer(api, run, { postgres = true } = {}) {
  const before = { api: api.cpuMs(), postgres: postgresCpuMs() };
  const result = await run();
  const perAnswer = (ms) => Math.round((ms * 1000) / Math.max(1, result.total));
  return {
    ...result,
    cpuPerAnswerUs: {
      api: perAnswer(api.cpuMs() - before.api),
      postgres: postgres ? perAnswer(postgresCpuMs() - before.postgres) : null,
    },
  };
}

async function startSurvey(url, token, query) {
  const [survey] = await query('SELECT min(id) AS id FROM request_surveys WHERE for_alpha');
  const response = await fetch(`${url}/api/v1/request_surveys/${survey.id}/user_request_surveys`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ for_alpha: true }),
  });
  if (!response.ok) throw new Error(`Starting a survey failed: ${response.status} ${await response.text()}`);
  return (await response.json()).user_request_survey.id;
}

/** Sequential batches of 8: enough to keep the server's hashing slots busy without measuring a queue. */
async function signInMany(url, rounds, log) {
  for (let done = 0; done < rounds; done += 8) {
    await Promise.all(Array.from({ length: Math.min(8, rounds - done) }, () => signIn(url)));
    if (done > 0 && done % 2_000 === 0) log(`  ${done} sign-ins`);
  }
}

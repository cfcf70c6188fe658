// The yardstick: each hot GET of the API loaded beside its own floor (floor-api-server.mjs) in the same
// run, on the same database, with the same users and rows: requests/s, p99 and CPU per answer of both.
import { spawn } from 'node:child_process';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import pg from 'pg';
import {
  DEMO_USER,
  backendsCpuSince,
  createDatabase,
  databaseBackendsCpu,
  processCpuMs,
  signIn,
  startApi,
} from './api-server.mjs';
import { addMessages, addRequests, createUserLikeDemo } from './fixtures.mjs';
import { loadTest } from './http-load.mjs';
import { signInStaff } from './staff-sign-in.mjs';

/** The seeded concierge (apps/api/src/accounts/demo.ts); no second factor is enrolled for it. */
export const CONCIERGE = { email: 'concierge@concierge.test', password: 'concierge-staff-2026' };

/** The endpoints measured against the floor, with the token of who calls them. */
export const FLOOR_ENDPOINTS = [
  { key: 'list', name: 'GET /api/v1/requests/open (50 requests)', caller: 'requester' },
  { key: 'queue', name: 'GET /api/v1/concierge/requests?state=open (queue, 50 shown)', caller: 'concierge' },
  { key: 'detail', name: 'GET /api/v1/requests/:id (10 messages)', caller: 'requester' },
];

export async function startFloor(databaseUrl, nodeArgs = []) {
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(import.meta.dirname, 'floor-api-server.mjs')],
    {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the floor exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A requester with 50 open requests, the newest with 10 messages; their token and the concierge's. */
export async function prepareFloorData(query, apiUrl) {
  const userId = await createUserLikeDemo(query, 'bench-floor@bench.test');
  await addRequests(query, userId, 50);
  const [newest] = await query(
    'SELECT id FROM requests WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [userId],
  );
  await addMessages(query, newest.id, 10);
  await query('ANALYZE');
  const tokens = {
    requester: await signIn(apiUrl, { ...DEMO_USER, email: 'bench-floor@bench.test' }),
    concierge: await signInStaff(apiUrl, CONCIERGE),
  };
  return {
    query,
    tokens,
    paths: {
      list: '/api/v1/requests/open',
      queue: '/api/v1/concierge/requests?state=open',
      detail: `/api/v1/requests/${newest.id}`,
    },
  };
}

/**
 * Loads `run` and adds the CPU each answer cost the server process and the database's PostgreSQL backends
 * (waiting for a core not counted; `query` runs on the database).
 */
export async function withCpu(server, query, run) {
  const before = { server: server.cpuMs(), postgres: await databaseBackendsCpu(query) };
  const result = await run();
  const postgresMs = backendsCpuSince(before.postgres, await databaseBackendsCpu(query));
  const perAnswer = (ms) => Math.round((ms * 1000) / Math.max(1, result.total));
  return {
    ...result,
    cpuPerAnswerUs: { api: perAnswer(server.cpuMs() - before.server), postgres: perAnswer(postgresMs) },
  };
}

/**
 * Each endpoint on the floor, then on the API, `connections` each; first checks that both answer the same
 * JSON (the floor is only a yardstick if it does the same work).
 */
export async function benchAgainstFloor({
  api,
  floor,
  data,
  log,
  connections = 50,
  durationSeconds,
  endpoints = FLOOR_ENDPOINTS,
}) {
  const results = {};
  for (const endpoint of endpoints) {
    // The concierge's session sends its mfa-token too (staff sign in with a second factor).
    const session = data.tokens[endpoint.caller];
    const headers = typeof session === 'string' ? { authorization: `Bearer ${session}` } : session.headers;
    const target = (server) => ({ url: `${server.url}${data.paths[endpoint.key]}`, headers, connections });
    const [floorBody, apiBody] = await Promise.all(
      [floor, api].map(async (server) => {
        const response = await fetch(target(server).url, { headers });
        if (!response.ok) throw new Error(`${endpoint.name}: ${response.status} ${await response.text()}`);
        return response.json();
      }),
    );
    if (!isDeepStrictEqual(floorBody, apiBody)) {
      throw new Error(`${endpoint.name}: the floor and the API answer different JSON`);
    }
    log(`API vs floor: ${endpoint.name}, floor`);
    const floorRun = await withCpu(floor, data.query, () => loadTest({ ...target(floor), durationSeconds }));
    log(`API vs floor: ${endpoint.name}, API`);
    const apiRun = await withCpu(api, data.query, () => loadTest({ ...target(api), durationSeconds }));
    results[endpoint.key] = { name: endpoint.name, floor: floorRun, api: apiRun };
  }
  return results;
}

/** The whole comparison on a fresh PostgreSQL database: the API and its floor side by side. */
export async function benchFloor(log) {
  const database = await createDatabase();
  const api = await startApi({ databaseUrl: database.url });
  const floor = await startFloor(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const query = async (sql, params) => (await client.query(sql, params)).rows;
    const data = await prepareFloorData(query, api.url);
    return await benchAgainstFloor({ api, floor, data, log });
  } finally {
    await client.end();
    await api.stop();
    await floor.stop();
    await database.drop();
  }
}

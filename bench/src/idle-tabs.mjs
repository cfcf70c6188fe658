// Live updates at scale: 1 000 idle open tabs polling as the web app does, then one new message in
// every watched request. A tab is a requester's request page (apps/web request-queries.ts): GET
// /api/v1/requests/:id every LIVE_UPDATE_INTERVAL_MS with If-None-Match of the last answer (api-client's
// http.ts), started at a random moment of the interval as real tabs are, each on its own keep-alive
// connection. Measured: the API's and PostgreSQL's CPU while every tab idles (answers are 304s), as a share of
// one core; then the time from each message's POST returning to its tab's first answer showing it.
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import http from 'node:http';
import pg from 'pg';
import { DEMO_USER, backendsCpuSince, createDatabase, databaseBackendsCpu, startApi } from './api-server.mjs';

const POLL_MS = 3_000; // LIVE_UPDATE_INTERVAL_MS in packages/api-client/src/constants.ts
export const TABS = Number(process.env.BENCH_TABS ?? 1_000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const DELIVERY_TIMEOUT_MS = 20_000;

/** `count` requesters (demo password hash copied), one open request and one live session each. */
export async function addTabOwners(query, count) {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const digests = tokens.map((token) => createHash('sha256').update(token, 'utf8').digest('hex'));
  const rows = await query(
    `WITH owners AS (
       INSERT INTO users (external_id, email, first_name, last_name, password_hash, role, company_id, terms_accepted_at, created_at)
       SELECT gen_random_uuid(), 'bench-tab-' || g || '@bench.test', 'Tab', 'Owner ' || g, demo.password_hash, 'user',
              demo.company_id, demo.terms_accepted_at, now()
       FROM generate_series(1, $1::int) AS g, (SELECT * FROM users WHERE email = $2) AS demo
       RETURNING id),
     numbered AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM owners),
     sessions_made AS (
       INSERT INTO sessions (user_id, token_digest, created_at, expires_at, last_seen_at)
       SELECT numbered.id, ($3::text[])[numbered.n], now(), now() + interval '1 day', now() FROM numbered RETURNING user_id),
     runs AS (
       INSERT INTO user_request_surveys (user_id, request_survey_id, created_at, submitted_at)
       SELECT id, (SELECT min(id) FROM request_surveys), now(), now() FROM owners RETURNING id, user_id)
     INSERT INTO requests (user_id, user_request_survey_id, title, state, details, search_text, created_at, updated_at, waiting_since)
     SELECT user_id, id, 'Tab request ' || id, 'open',
            '[{"question":"What do you need?","answer":"A plumber this week","attachment":null}]',
            'tab request', now(), now(), now()
     FROM runs
     RETURNING id, user_id`,
    [count, DEMO_USER.email, digests],
  );
  const byUser = new Map(rows.map((row) => [Number(row.user_id), Number(row.id)]));
  const owners = await query(`SELECT id FROM users WHERE email LIKE 'bench-tab-%' ORDER BY id`);
  return owners.map((owner, index) => ({ token: tokens[index], requestId: byUser.get(Number(owner.id)) }));
}

/** A GET on the tab's own kept-alive connection: status, ETag and body text. */
function get(url, headers, agent) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, etag: response.headers.etag, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** One open tab: polls its request until stopped; notes when an answer first shows `awaitedBody`. */
function openTab(baseUrl, { token, requestId }, counts) {
  const tab = { requestId, etag: null, awaitedBody: null, seenAt: null, stopped: false };
  // Each tab its own connection, kept alive between polls (a thousand people, a thousand browsers).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const poll = async () => {
    if (tab.stopped) return;
    const started = Date.now();
    try {
      const response = await get(
        `${baseUrl}/api/v1/requests/${requestId}`,
        {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(tab.etag && { 'if-none-match': tab.etag }),
        },
        agent,
      );
      counts[response.status] = (counts[response.status] ?? 0) + 1;
      if (response.status === 200) {
        tab.etag = response.etag;
        if (tab.awaitedBody && !tab.seenAt && response.body.includes(tab.awaitedBody))
          tab.seenAt = Date.now();
      }
    } catch {
      counts.errors = (counts.errors ?? 0) + 1;
    }
    if (!tab.stopped) tab.timer = setTimeout(poll, Math.max(0, POLL_MS - (Date.now() - started)));
  };
  tab.timer = setTimeout(poll, Math.random() * POLL_MS);
  tab.stop = () => {
    tab.stopped = true;
    clearTimeout(tab.timer);
    agent.destroy();
  };
  return tab;
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `nodeArgs`: extra flags for the API's node (`--cpu-prof` and its folder, from idle-tabs-run.mjs). */
export async function benchIdleTabs(log, { nodeArgs = [] } = {}) {
  const database = await createDatabase();
  const api = await startApi({ databaseUrl: database.url, nodeArgs });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const tabs = [];
  try {
    const query = async (sql, params) => (await client.query(sql, params)).rows;
    log(`Live updates: ${TABS} requesters with a session and a request`);
    const owners = await addTabOwners(query, TABS);
    await query('ANALYZE');
    const counts = {};
    for (const owner of owners) tabs.push(openTab(api.url, owner, counts));
    // Idle means every tab has its first answer (a 200) and now polls with its ETag.
    const warmDeadline = Date.now() + 60_000;
    while (tabs.some((tab) => !tab.etag) && Date.now() < warmDeadline) await wait(100);
    await wait(POLL_MS);
    log(`Live updates: ${TABS} idle tabs for ${IDLE_SECONDS} s`);
    for (const key of Object.keys(counts)) delete counts[key];
    const before = { api: api.cpuMs(), postgres: await databaseBackendsCpu(query), at: Date.now() };
    await wait(IDLE_SECONDS * 1000);
    const elapsedMs = Date.now() - before.at;
    const apiMs = api.cpuMs() - before.api;
    const idle = {
      tabs: TABS,
      seconds: Math.round(elapsedMs / 1000),
      polls: Object.entries(counts).reduce((sum, [key, n]) => (key === 'errors' ? sum : sum + n), 0),
      statuses: { ...counts },
      apiCoreShare: apiMs / elapsedMs,
      postgresCoreShare: backendsCpuSince(before.postgres, await databaseBackendsCpu(query)) / elapsedMs,
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
    };

    // The messages arrive by SQL, all in one transaction as a concierge's reply writes them (a message, and
    // the request's last writer and time): what is measured is how fast polling shows them, not posting.
    log(`Live updates: a concierge's message in each of the ${TABS} requests at once`);
    for (const tab of tabs) tab.awaitedBody = `Update for request ${tab.requestId}`;
    await query(
      `WITH added AS (
         INSERT INTO messages (request_id, source, source_name, body_html, created_at)
         SELECT id, 'concierge', 'Concierge', '<p>Update for request ' || id || ': the plumber comes at nine.</p>', now()
         FROM unnest($1::int[]) AS id RETURNING request_id, created_at)
       UPDATE requests SET last_message_source = 'concierge', updated_at = added.created_at
       FROM added WHERE requests.id = added.request_id`,
      [tabs.map((tab) => tab.requestId)],
    );
    const postedAt = Date.now();
    const deadline = postedAt + DELIVERY_TIMEOUT_MS;
    while (tabs.some((tab) => !tab.seenAt) && Date.now() < deadline) await wait(100);
    const delays = tabs
      .filter((tab) => tab.seenAt)
      .map((tab) => tab.seenAt - postedAt)
      .sort((a, b) => a - b);
    const at = (share) => delays[Math.min(delays.length - 1, Math.floor(share * delays.length))] ?? null;
    return {
      idle,
      delivery: {
        tabs: TABS,
        reached: delays.length,
        p50Ms: at(0.5),
        p99Ms: at(0.99),
        maxMs: delays.at(-1) ?? null,
        loadAverage1m: Number(loadavg()[0].toFixed(2)),
      },
    };
  } finally {
    for (const tab of tabs) tab.stop();
    await client.end();
    await api.stop();
    await database.drop();
  }
}

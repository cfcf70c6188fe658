// Search and the sorted queue at 100 000 requests, on PostgreSQL, over HTTP as a concierge.
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { DEMO_USER, createDatabase, repoRoot, signIn, startApi } from './api-server.mjs';
import { RARE_MESSAGE_WORD, addSearchRequesters, addSearchableRequests } from './fixtures.mjs';
import { signInStaff } from './staff-sign-in.mjs';
import { loadTest } from './http-load.mjs';
import { planSummary } from './query-plan.mjs';

export const SEARCH_SCALE = { requests: 100_000, requesters: 5_000 };
/** The figure: a search answered in ≤ 50 ms (p50) at 100 000 requests. */
export const SEARCH_TARGET_P50_MS = 50;
/** The seeded concierge (apps/api/src/accounts/demo.ts), with the demo's authenticator app. */
const CONCIERGE = { email: 'concierge@concierge.test', password: 'concierge-staff-2026' };
const QUEUE_PATH = '/api/v1/concierge/requests';
/** Modest concurrency: a team of concierges typing, not a flood. */
const LOAD = { connections: 10, durationSeconds: Number(process.env.BENCH_SEARCH_DURATION ?? 10) };
/** The later page of the sorted queue that is measured (followed by cursor from the first). */
const LATER_PAGE = 21;
/** A requester's token, or the concierge's session (its token and mfa-token: signInStaff's headers). */
export const bearer = (session) =>
  typeof session === 'string' ? { authorization: `Bearer ${session}` } : session.headers;

/**
 * The 100 000-request database on a fresh PostgreSQL database, the API on it and the concierge signed in;
 * `work(context)` measures on it, then everything is stopped and dropped. `BENCH_API_PORT` fixes the API's
 * port (a free one otherwise).
 */
export async function withSearchDatabase(log, work, { databasePrefix = 'bench' } = {}) {
  const database = await createDatabase(databasePrefix);
  const port = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : undefined;
  const api = await startApi({ databaseUrl: database.url, port });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  try {
    log(
      `Search: ${SEARCH_SCALE.requests} requests from ${SEARCH_SCALE.requesters} requesters (SQL, triggers on)`,
    );
    const started = performance.now();
    await addSearchRequesters(query, SEARCH_SCALE.requesters);
    await addSearchableRequests(query, SEARCH_SCALE.requests);
    const fixture = await describeFixture(query);
    fixture.insertSeconds = Math.round((performance.now() - started) / 1000);
    if (fixture.documents < fixture.requests)
      throw new Error(`Search documents missing: ${JSON.stringify(fixture)}`);
    const concierge = await signInStaff(api.url, CONCIERGE);
    const [{ id: conciergeId }] = await query('SELECT id FROM users WHERE email = $1', [CONCIERGE.email]);
    return await work({ api, databaseUrl: database.url, query, fixture, concierge, conciergeId });
  } finally {
    await client.end();
    await api.stop();
    await database.drop();
  }
}

/** The search figures on the database of {@link withSearchDatabase}. */
export async function measureSearch({ api, databaseUrl, fixture, concierge, conciergeId }, log) {
  const get = (path) => getJson(`${api.url}${path}`, concierge);
  const { requester } = fixture;
  const searches = [
    { what: "a requester's email", q: requester.email },
    { what: 'a name fragment', q: requester.lastName.slice(1, 6).toLowerCase() },
    { what: 'a word from a message', q: RARE_MESSAGE_WORD.word },
  ];
  const results = { fixture, searches: [], queue: [] };
  for (const search of searches) {
    const path = `${QUEUE_PATH}?state=open&q=${encodeURIComponent(search.q)}`;
    const first = await get(path);
    if (first.requests.length === 0) throw new Error(`The queue search for ${search.q} found nothing`);
    const counts = await get(`${QUEUE_PATH}/counts?state=open&q=${encodeURIComponent(search.q)}`);
    log(`Search: the queue searched by ${search.what} (${search.q})`);
    const load = await loadTest({ url: `${api.url}${path}`, headers: bearer(concierge), ...LOAD });
    const plan = await explainQueueSearch(databaseUrl, search.q, conciergeId);
    results.searches.push({
      ...search,
      openMatches: counts.counts.open,
      firstPageRows: first.requests.length,
      ...load,
      plan,
    });
  }

  log('Queue: longest wait first, first page and a later page');
  const pages = await queuePagesByCursor(api.url, concierge, `${QUEUE_PATH}?state=open`, LATER_PAGE);
  for (const page of pages) {
    results.queue.push({
      what: page.number === 1 ? 'first page' : `page ${page.number} (by cursor)`,
      ...(await loadTest({ url: `${api.url}${page.path}`, headers: bearer(concierge), ...LOAD })),
    });
  }

  log("Search: the requester's own search, once");
  const requesterToken = await signIn(api.url, { email: requester.email, password: DEMO_USER.password });
  const ownStarted = performance.now();
  const own = await getJson(
    `${api.url}/api/v1/requests/search?q=${encodeURIComponent(requester.need)}`,
    requesterToken,
  );
  results.ownSearch = {
    q: requester.need,
    ms: Math.round(performance.now() - ownStarted),
    rows: own.requests.length,
  };
  results.loadAverage = loadavg().map((n) => Number(n.toFixed(2)));
  return results;
}

/**
 * The queue's first page at `path` and page `laterPage`, reached by following each page's cursor: each with
 * its path, its answer, and the cursor it was asked with (null for the first).
 */
export async function queuePagesByCursor(apiUrl, session, path, laterPage) {
  const first = { number: 1, path, cursor: null, body: await getJson(`${apiUrl}${path}`, session) };
  let page = first;
  for (let number = 2; number <= laterPage; number += 1) {
    const cursor = page.body.next_cursor;
    if (!cursor) throw new Error(`The queue ${path} ended before page ${laterPage}`);
    const next = `${path}&cursor=${encodeURIComponent(cursor)}`;
    page = { number, path: next, cursor, body: await getJson(`${apiUrl}${next}`, session) };
  }
  return [first, page];
}

export async function getJson(url, token) {
  const response = await fetch(url, { headers: bearer(token) });
  if (!response.ok) throw new Error(`GET ${url} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** How many rows the run holds, that the triggers filled every document, and one requester to search for. */
async function describeFixture(query) {
  const [counts] = await query(
    `SELECT (SELECT count(*)::int FROM requests) AS requests,
            (SELECT count(*)::int FROM request_search_documents) AS documents,
            (SELECT count(*)::int FROM messages) AS messages,
            (SELECT count(*)::int FROM request_search_documents
             WHERE document @@ to_tsquery('simple', $1)) AS "rareWordDocuments"`,
    [RARE_MESSAGE_WORD.word],
  );
  // A requester with several open requests, picked from the middle of the list.
  const [requester] = await query(
    `SELECT u.email, u.last_name AS "lastName", split_part(min(r.title), ' ', 3) AS need
     FROM users u JOIN requests r ON r.user_id = u.id
     WHERE u.email LIKE '%.search.test' AND r.state = 'open'
     GROUP BY u.id ORDER BY u.id OFFSET 1234 LIMIT 1`,
  );
  return { ...counts, requester };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the queue's search query, built by the server's own code (apps/api
 * src/concierge/queue-explain.ts, in dist): where the time goes, with no copy of the SQL to drift.
 */
async function explainQueueSearch(databaseUrl, q, callerId) {
  const { explainQueueSearch: explain } = await import(
    pathToFileURL(path.join(repoRoot, 'apps/api/dist/concierge/queue-explain.js')).href
  );
  return planSummary(await explain(databaseUrl, q, callerId));
}

// Service levels at 100 000 requests: on the search bench's database (search-bench.mjs), with clocks,
// companies with their own policies and a team added by SQL (service-level-fixtures.mjs), the queue sorted by
// due time beside its bare-SQL floor, and a year's report by company, concierge and category, as the admin.
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { withCpu } from './floor-bench.mjs';
import { loadTest } from './http-load.mjs';
import { explainAnalyze } from './query-plan.mjs';
import { bearer, getJson, measureSearch, queuePagesByCursor, withSearchDatabase } from './search-bench.mjs';
import { loadServerQueries } from './server-queries.mjs';
import { addServiceLevelData, describeServiceLevelData } from './service-level-fixtures.mjs';
import { loadSql } from './sql-load.mjs';
import { signInStaff } from './staff-sign-in.mjs';

/** The targets: the due-sorted queue's p50 within this factor of its floor's; a year's report p50. */
export const SERVICE_LEVEL_TARGETS = { queueFloorFactor: 1.5, reportP50Ms: 300 };
export const REPORT_GROUPINGS = ['company', 'concierge', 'category'];
const QUEUE_PATH = '/api/v1/concierge/requests?state=open&sort=due';
const REPORT_PATH = '/api/v1/concierge/reports/service_levels';
/** The demo admin (apps/api/src/accounts/demo.ts): reports are for admins; the same authenticator app. */
const ADMIN = { email: 'admin@concierge.test', password: 'concierge-admin-2026' };
const DURATION = Number(process.env.BENCH_SEARCH_DURATION ?? 10);
/** The queue as the search bench loads it (a team's consoles), and its floor on as many connections. */
const QUEUE_LOAD = { connections: 10, durationSeconds: DURATION };
/** One admin reading a report: the time of an answer, not of a queue of them. */
const REPORT_LOAD = { connections: 1, durationSeconds: DURATION };
const LATER_PAGE = 21;
/** The API's default page (LIST_PAGE_SIZE.default); it asks for one row more to know of a next page. */
const PAGE = 50;
const DAY_MS = 86_400_000;

/** The longest report the contract accepts ending on `to` (YYYY-MM-DD): from 365 days before it. */
export function yearReportRange(to) {
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 365 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** Today's date (YYYY-MM-DD) in `zone`, as the report's dates are days of the default policy's zone. */
const todayIn = (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

/**
 * The page's position as the server reads its cursor (apps/api/src/requests/list-cursor.ts): the floor
 * must ask for the rows after the same one. The console never reads it; the bench builds the same query.
 */
function positionOf(cursor) {
  const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  return { createdAt: new Date(at), id };
}

/** One page of the due-sorted queue: the floor, then the API, on as many connections; the floor's plan. */
async function measureQueuePage(page, { api, query, concierge, conciergeId, databaseUrl }, server, client) {
  const what = page.number === 1 ? 'first page' : `page ${page.number} (by cursor)`;
  const floorQuery = server.queuePage({
    state: 'open',
    view: 'all',
    sort: 'due',
    callerId: conciergeId,
    limit: PAGE + 1,
    ...(page.cursor && { after: positionOf(page.cursor) }),
  });
  // The floor is a yardstick only if it reads the same rows (a row's first column is the request's id).
  const { rows } = await client.query({ ...floorQuery, rowMode: 'array' });
  const floorIds = rows.slice(0, PAGE).map((row) => row[0]);
  const apiIds = page.body.requests.map((request) => request.id);
  if (!isDeepStrictEqual(floorIds, apiIds))
    throw new Error(`The due-sorted queue's ${what}: the floor and the API read different requests`);
  // Prepared and named, as the API runs its unsearched queue pages (apps/api/src/concierge/queue.ts).
  const name = `bench_queue_due_${page.cursor ? 'after' : 'first'}`;
  const floor = await loadSql({ url: databaseUrl, name, ...floorQuery, ...QUEUE_LOAD });
  const measured = await withCpu(api, query, () =>
    loadTest({ url: `${api.url}${page.path}`, headers: bearer(concierge), ...QUEUE_LOAD }),
  );
  return {
    what,
    path: page.path,
    withDue: page.body.requests.filter((request) => request.due !== null).length,
    api: measured,
    floor,
    plan: await explainAnalyze(client, floorQuery),
  };
}

/** A year's report over HTTP as the admin, its lines' query in PostgreSQL beside it, that query's plan. */
async function measureReport(by, range, zone, { api, query, databaseUrl }, admin, server, client) {
  const path = `${REPORT_PATH}?from=${range.from}&to=${range.to}&by=${by}`;
  const { report } = await getJson(`${api.url}${path}`, admin);
  const linesQuery = server.reportLines(by, range.from, range.to, zone);
  const { rows } = await client.query(linesQuery);
  const total = rows.find((row) => Number(row.is_total) !== 0);
  if (Number(total?.requests) !== report.total.requests)
    throw new Error(`The report by ${by}: its lines' query and the API count different requests`);
  // Unnamed, as drizzle's `execute` runs the report (planned at every call).
  const linesSql = await loadSql({ url: databaseUrl, ...linesQuery, ...REPORT_LOAD });
  const measured = await withCpu(api, query, () =>
    loadTest({ url: `${api.url}${path}`, headers: bearer(admin), ...REPORT_LOAD }),
  );
  return {
    by,
    path,
    lines: report.lines.length,
    requests: report.total.requests,
    api: measured,
    linesSql,
    plan: await explainAnalyze(client, linesQuery),
  };
}

/** The service-level figures on the database of withSearchDatabase (its data is added to first). */
export async function benchServiceLevels(context, log) {
  const { api, query } = context;
  log('Service levels: clocks, companies with their own policies and a team (SQL)');
  const started = performance.now();
  await addServiceLevelData(query);
  const [{ zone }] = await query(
    'SELECT time_zone AS zone FROM service_level_policies WHERE company_id IS NULL',
  );
  const range = yearReportRange(todayIn(zone));
  const fixture = await describeServiceLevelData(query, range.from);
  fixture.insertSeconds = Math.round((performance.now() - started) / 1000);
  const server = await loadServerQueries();
  const client = new pg.Client({ connectionString: context.databaseUrl });
  await client.connect();
  try {
    const queue = [];
    for (const page of await queuePagesByCursor(api.url, context.concierge, QUEUE_PATH, LATER_PAGE)) {
      log(`Service levels: the queue by due time, page ${page.number}, its floor then the API`);
      queue.push(await measureQueuePage(page, context, server, client));
    }
    const admin = await signInStaff(api.url, ADMIN);
    const reports = [];
    for (const by of REPORT_GROUPINGS) {
      log(`Service levels: a year's report by ${by} (${range.from} to ${range.to}), SQL then HTTP`);
      reports.push(await measureReport(by, range, zone, context, admin, server, client));
    }
    return { fixture, range, zone, queue, reports, loadAverage: loadavg().map((n) => Number(n.toFixed(2))) };
  } finally {
    await client.end();
  }
}

/** `bench:service-levels`: the service-level figures alone, on a 100 000-request database of their own. */
export const benchServiceLevelsAlone = (log) =>
  withSearchDatabase(log, (context) => benchServiceLevels(context, log), { databasePrefix: 'bench_sla' });

/** `bench:search` and `pnpm bench`: the search figures, then the service levels, on one database. */
export const benchSearchAndServiceLevels = (log) =>
  withSearchDatabase(
    log,
    async (context) => ({
      search: await measureSearch(context, log),
      serviceLevels: await benchServiceLevels(context, log),
    }),
    { databasePrefix: 'bench_sla' },
  );

// The service-level section of bench/results/latest.md (appended, or replaced when present), its figures in
// latest.json under `serviceLevels`, and the whole plans in results/service-level-plans.md.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownTable as table, writeReportSection } from './report-section.mjs';
import { SERVICE_LEVEL_TARGETS } from './service-level-bench.mjs';

export const SERVICE_LEVEL_HEADING = '## Service levels at 100 000 requests';
/** The index the due-sorted queue walks in order (apps/api migration 0028). */
const DUE_INDEX = 'requests_due_queue_idx';

const ms = (value) => (value === null ? '–' : `${value} ms`);
const metCell = (ok) => (ok ? 'met' : '**NOT MET**');
const ratioOf = (page) => page.api.latencyP50Ms / page.floor.latencyP50Ms;
/**
 * Whether each figure met its target. A load in which nothing answered (a report slower than the run) has no
 * p50 (autocannon says 0): a miss, not a pass.
 */
const answered = (load) => load.total > 0;
const queueMet = (page) =>
  answered(page.api) && answered(page.floor) && ratioOf(page) <= SERVICE_LEVEL_TARGETS.queueFloorFactor;
const reportMet = (report) =>
  answered(report.api) && report.api.latencyP50Ms <= SERVICE_LEVEL_TARGETS.reportP50Ms;
const p50Of = (load) => (answered(load) ? ms(load.latencyP50Ms) : `no answer in ${load.durationSeconds} s`);
/** CPU time per answer (waiting for a core not counted): the steadier figure on a shared machine. */
const cpuMs = (us) => `${(us / 1000).toFixed(1)} ms`;
const apiCpu = (load) => `${cpuMs(load.cpuPerAnswerUs.api)} + ${cpuMs(load.cpuPerAnswerUs.postgres)}`;

/** Each figure beside its target: the queue's pages against their floor, each report against its p50. */
export function serviceLevelChecks(results) {
  const { queueFloorFactor, reportP50Ms } = SERVICE_LEVEL_TARGETS;
  return [
    ...results.queue.map((page) => ({
      what: `queue by due time, ${page.what}: API p50 vs its bare-SQL floor`,
      figure: `${p50Of(page.api)} = ${ratioOf(page).toFixed(2)} × ${p50Of(page.floor)}`,
      target: `≤ ${queueFloorFactor} ×`,
      ok: queueMet(page),
    })),
    ...results.reports.map((report) => ({
      what: `a year's report by ${report.by}: p50 over HTTP`,
      figure: p50Of(report.api),
      target: `≤ ${reportP50Ms} ms`,
      ok: reportMet(report),
    })),
  ];
}

const planLine = (what, plan) =>
  `- ${what}: ${plan.executionMs} ms in PostgreSQL; ${plan.scans.join(', ')}; ` +
  `indexes used: ${plan.indexes.length ? plan.indexes.join(', ') : 'none'}`;

/** Said under the plans when the due-sorted queue does not walk its index. */
const QUEUE_WITHOUT_DUE_INDEX =
  `The due-sorted queue's plans read no \`${DUE_INDEX}\`: PostgreSQL then joins every open request and ` +
  'sorts them all for each page (the floor does the same work, so the ratio can be met while both are slow). ' +
  "Check that the query's order and cursor are written as the index's expression (apps/api concierge/queue.ts).";

/** Said under the reports when one misses. */
const REPORT_MISSED =
  "Where a report misses, compare its CPU per answer with its lines' query's: the difference is the backlog " +
  "query's (the endpoint's second query), the policies' and the API's own; the README's section on service " +
  'levels says what was found.';

/** The section: the data, the queue's pages beside their floor, the reports, the checks and the plans. */
export function serviceLevelSection(results, environment) {
  const { fixture, range } = results;
  const { queueFloorFactor, reportP50Ms } = SERVICE_LEVEL_TARGETS;
  const queueRows = results.queue.map((page) => [
    page.what,
    ms(page.api.latencyP50Ms),
    ms(page.api.latencyP99Ms),
    page.api.requestsPerSecond,
    apiCpu(page.api),
    ms(page.floor.latencyP50Ms),
    ms(page.floor.latencyP99Ms),
    page.floor.queriesPerSecond,
    cpuMs(page.floor.postgresCpuPerQueryUs),
    `${ratioOf(page).toFixed(2)} ×`,
    `≤ ${queueFloorFactor} ×`,
    metCell(queueMet(page)),
    `${page.floor.loadAverage1m.toFixed(2)} / ${page.api.loadAverage1m.toFixed(2)}`,
  ]);
  const reportRows = results.reports.map((report) => [
    report.by,
    `${report.lines} lines, ${report.requests} requests`,
    ms(report.api.latencyP50Ms),
    ms(report.api.latencyP99Ms),
    report.api.total,
    apiCpu(report.api),
    `${ms(report.linesSql.latencyP50Ms)}, CPU ${cpuMs(report.linesSql.postgresCpuPerQueryUs)}`,
    `≤ ${reportP50Ms} ms`,
    metCell(reportMet(report)),
    report.api.loadAverage1m.toFixed(2),
  ]);
  const queuePlans = results.queue.map((page) => planLine(`queue by due time, ${page.what}`, page.plan));
  const reportPlans = results.reports.map((report) =>
    planLine(`report by ${report.by}, its lines`, report.plan),
  );
  const dueIndexUnused = results.queue.some((page) => !page.plan.indexes.includes(DUE_INDEX));
  const [queueLoad] = results.queue.map((page) => page.api);
  return [
    SERVICE_LEVEL_HEADING,
    `Run ${environment.startedAt} on commit ${environment.commit}, Node ${environment.node}, ${environment.cpus} CPUs; ` +
      `load average (1, 5, 15 min) at the start ${environment.loadAverage}, at the end ${results.loadAverage.join(' ')}.`,
    `The search section's ${fixture.requests} requests, then by SQL in ${fixture.insertSeconds} s (\`src/service-level-fixtures.mjs\`): ` +
      `made over the last 400 days (${fixture.inYear} in the report's year), ${fixture.companies} companies ` +
      `(${fixture.companyPolicies} with their own policy), ${fixture.concierges} concierges, ${fixture.categories} categories, ` +
      `a clock for each request: ${fixture.dueSet} not completed with a due time (${fixture.overdue} overdue), ` +
      `${fixture.waitingOnRequester} waiting on their requester (none), ${fixture.ratings} ratings; then VACUUM ANALYZE.`,
    `### The queue by due time (\`GET /api/v1/concierge/requests?state=open&sort=due\`, ${fixture.open} open)`,
    `Over HTTP as the seeded concierge (autocannon), then its floor: the query apps/api's \`queueQuery\` builds for the ` +
      `same page, run as a named prepared statement with pg (as the API runs it) on as many connections for as long ` +
      `(${queueLoad?.connections ?? '–'} connections, ${queueLoad?.durationSeconds ?? '–'} s each); the run checked ` +
      'both read the same requests. CPU per answer is CPU time (user + system) of the API process and of the ' +
      "database's PostgreSQL backends, waiting for a core not counted (nor the parallel workers a plan may start: " +
      'they live for one query). Load average: at the end of the floor / of the API.',
    table(
      [
        'page',
        'API p50',
        'API p99',
        'API req/s',
        'API CPU per answer (API + PostgreSQL)',
        'floor p50',
        'floor p99',
        'floor queries/s',
        'floor CPU per query (PostgreSQL)',
        'API ÷ floor (p50)',
        'target',
        'met',
        'load avg',
      ],
      queueRows,
    ),
    `### A year's report (\`GET /api/v1/concierge/reports/service_levels?from=${range.from}&to=${range.to}&by=…\`)`,
    `Over HTTP as the demo admin, one connection (an admin reading a report), ${results.reports[0]?.api.durationSeconds ?? '–'} s each; ` +
      "beside it, its lines' query alone (apps/api's `reportLinesQuery`, same range) in PostgreSQL with pg, as long, " +
      'checked to count the same requests. The endpoint also runs the backlog query and reads the policies.',
    table(
      [
        'by',
        'answer',
        'HTTP p50',
        'HTTP p99',
        'answers',
        'CPU per answer (API + PostgreSQL)',
        "lines' query alone: p50, PostgreSQL CPU",
        'target',
        'met',
        'load avg',
      ],
      reportRows,
    ),
    serviceLevelChecks(results)
      .map((check) => `- ${metCell(check.ok)}: ${check.what}: ${check.figure} (target ${check.target})`)
      .join('\n'),
    'EXPLAIN (ANALYZE, BUFFERS) of each query, once after its load (whole plans in service-level-plans.md):\n\n' +
      [...queuePlans, ...reportPlans].join('\n'),
    ...(dueIndexUnused ? [QUEUE_WITHOUT_DUE_INDEX] : []),
    ...(results.reports.some((report) => !reportMet(report)) ? [REPORT_MISSED] : []),
  ].join('\n\n');
}

/** Every plan as PostgreSQL printed it (bench/results/service-level-plans.md). */
export function serviceLevelPlans(results, environment) {
  const block = (title, plan) => `## ${title}\n\n\`\`\`\n${plan.text.join('\n')}\n\`\`\``;
  return (
    [
      '# Query plans of the service-level figures at 100 000 requests',
      `Written by the service-level bench on ${environment.startedAt}, commit ${environment.commit}: ` +
        "EXPLAIN (ANALYZE, BUFFERS) of the queries apps/api's own code builds (`queueQuery` with `sort: 'due'`, " +
        '`reportLinesQuery`), run once after each load on the same machine.',
      ...results.queue.map((page) => block(`The queue by due time, ${page.what}`, page.plan)),
      ...results.reports.map((report) => block(`A year's report by ${report.by}: its lines`, report.plan)),
    ].join('\n\n') + '\n'
  );
}

/** Replaces the section in latest.md (or appends it), sets `serviceLevels` in latest.json, writes the plans. */
export function writeServiceLevelSection(results, environment, outDir) {
  writeReportSection(outDir, {
    heading: SERVICE_LEVEL_HEADING,
    section: serviceLevelSection(results, environment),
    key: 'serviceLevels',
    json: { environment, ...results },
  });
  writeFileSync(path.join(outDir, 'service-level-plans.md'), serviceLevelPlans(results, environment));
}

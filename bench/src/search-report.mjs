// The search section of bench/results/latest.md (appended, or replaced when present) and its figures in
// latest.json under `search`: the rest of the report is left as the last full `pnpm bench` wrote it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownTable as table, writeReportSection } from './report-section.mjs';
import { SEARCH_SCALE, SEARCH_TARGET_P50_MS } from './search-bench.mjs';

export const SEARCH_HEADING = '## Search and queue at 100 000 requests';

const met = (load) => (load.latencyP50Ms <= SEARCH_TARGET_P50_MS ? 'met' : '**NOT MET**');
const loadColumns = (load) => [
  load.requestsPerSecond,
  `${load.latencyP50Ms} ms`,
  `${load.latencyP99Ms} ms`,
  load.connections,
  `${load.durationSeconds} s`,
  load.non2xx,
  load.errors,
  load.loadAverage1m.toFixed(2),
];

/** The one GIN index of the search: each request's document with its requester's name and email (0010, 0015). */
const SEARCH_INDEXES = ['request_search_documents_document_idx'];
const searchIndexesUsed = (plan) =>
  SEARCH_INDEXES.filter((name) => plan.text.some((line) => line.includes(name)));

/** Why a search without its indexes is slow, said under the plans when it happens. */
const MISSED_WITHOUT_INDEX =
  'Cause of the misses: no search index appears in a slow plan. Where many requests match (a word in one ' +
  'request of 25 or more), PostgreSQL walks the open requests in waiting order through ' +
  "`requests_waiting_idx`, testing each row's document until a page is full, rather than starting from the " +
  "GIN index's matches; the whole plans (buffers, rows walked) are in search-plans.md. Compare with the " +
  "queue's pages without a search in the same run: when they miss too, the machine's load sets the figures.";

/** One line per search: its p50 beside the target. */
export const searchChecks = (results) =>
  results.searches.map(
    (search) =>
      `${met(search)}: by ${search.what}, p50 ${search.latencyP50Ms} ms (target ≤ ${SEARCH_TARGET_P50_MS} ms)`,
  );

/** Each search's and page's figure beside the target, with what PostgreSQL did for each search. */
export function searchSection(results, environment) {
  const { fixture } = results;
  const head = ['what', 'req/s', 'p50', 'p99', 'connections', 'duration', 'non-2xx', 'errors', 'load avg'];
  const searches = results.searches.map((search) => [
    `queue search by ${search.what} (\`${search.q}\`, ${search.openMatches} open matches)`,
    ...loadColumns(search),
  ]);
  const pages = results.queue.map((page) => [
    `queue, longest wait first: ${page.what}`,
    ...loadColumns(page),
  ]);
  const checks = searchChecks(results);
  const plans = results.searches.map((search) => {
    const used = searchIndexesUsed(search.plan);
    return (
      `- by ${search.what}: ${search.plan.executionMs} ms in PostgreSQL; ${search.plan.scans.join(', ')}; ` +
      `search indexes used: ${used.length ? used.join(', ') : 'none'}`
    );
  });
  const missedWithoutIndex = results.searches.some(
    (search) => search.latencyP50Ms > SEARCH_TARGET_P50_MS && searchIndexesUsed(search.plan).length === 0,
  );
  return [
    SEARCH_HEADING,
    `Run ${environment.startedAt} on commit ${environment.commit}, Node ${environment.node}, ${environment.cpus} CPUs; ` +
      `load average (1, 5, 15 min) at the start ${environment.loadAverage}, at the end ${results.loadAverage.join(' ')}.`,
    `${fixture.requests} requests (${SEARCH_SCALE.requesters} requesters, ${fixture.messages} messages) in a fresh ` +
      `PostgreSQL database, inserted by SQL in ${fixture.insertSeconds} s; the triggers of migrations 0010 and 0015 filled ` +
      `${fixture.documents} search documents (the rare message word is in ${fixture.rareWordDocuments}). ` +
      'Loaded over HTTP as the seeded concierge with autocannon.',
    table(head, [...searches, ...pages]),
    `Target: a search answered with p50 ≤ ${SEARCH_TARGET_P50_MS} ms at 100 000 requests.\n\n${checks.map((c) => `- ${c}`).join('\n')}`,
    `EXPLAIN (ANALYZE, BUFFERS) of each queue search (the query apps/api/src/concierge/queue.ts builds, one page; whole plans in search-plans.md), run once after its load:\n\n${plans.join('\n')}`,
    ...(missedWithoutIndex ? [MISSED_WITHOUT_INDEX] : []),
    `The requester's own search (\`GET /api/v1/requests/search?q=${results.ownSearch.q}\`), once, cold: ` +
      `${results.ownSearch.ms} ms, ${results.ownSearch.rows} rows.`,
  ].join('\n\n');
}

/** Every search's whole plan, as PostgreSQL printed it (bench/results/search-plans.md). */
export function searchPlans(results, environment) {
  return (
    [
      '# Query plans of the queue search at 100 000 requests',
      `Written by \`pnpm --filter bench bench:search\` on ${environment.startedAt}, commit ${environment.commit}: ` +
        'EXPLAIN (ANALYZE, BUFFERS) of the query apps/api/src/concierge/queue.ts builds (imported from ' +
        'apps/api/dist/concierge/queue-explain.js, so no copy of the SQL), one page of the open list, run once ' +
        'after each load on the same busy machine.',
      ...results.searches.map(
        (search) =>
          `## By ${search.what}: \`${search.q}\` (${search.openMatches} open matches)\n\n` +
          `\`\`\`\n${search.plan.text.join('\n')}\n\`\`\``,
      ),
    ].join('\n\n') + '\n'
  );
}

/** Replaces the section in latest.md (or appends it) and sets `search` in latest.json. */
export function writeSearchSection(results, environment, outDir) {
  writeReportSection(outDir, {
    heading: SEARCH_HEADING,
    section: searchSection(results, environment),
    key: 'search',
    json: { environment, ...results },
  });
  writeFileSync(path.join(outDir, 'search-plans.md'), searchPlans(results, environment));
}

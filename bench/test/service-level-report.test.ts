// The service-level figures' helpers and their section of the report: the year's range, latency percentiles,
// a plan's summary, the section written beside the rest (a fixture run, nothing measured or timed).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planSummary } from '../src/query-plan.mjs';
import { replaceSection } from '../src/report-section.mjs';
import { SERVICE_LEVEL_TARGETS, yearReportRange } from '../src/service-level-bench.mjs';
import {
  SERVICE_LEVEL_HEADING,
  serviceLevelChecks,
  writeServiceLevelSection,
} from '../src/service-level-report.mjs';
import { latencySummary } from '../src/sql-load.mjs';

describe('the helpers', () => {
  it('takes the longest range the contract accepts as a year: 365 days back, across a leap day too', () => {
    expect(yearReportRange('2026-11-28')).toEqual({ from: '2025-11-28', to: '2026-11-28' });
    expect(yearReportRange('2028-03-01')).toEqual({ from: '2027-03-02', to: '2028-03-01' });
  });

  it('gives p50, p99 (nearest rank) and the mean to 0.1 ms, nulls without samples', () => {
    expect(latencySummary([5, 1, 3, 2, 4])).toEqual({ latencyP50Ms: 3, latencyP99Ms: 5, meanMs: 3 });
    const hundred = Array.from({ length: 100 }, (_, index) => index + 0.04);
    expect(latencySummary(hundred)).toMatchObject({ latencyP50Ms: 49, latencyP99Ms: 98 });
    expect(latencySummary([])).toEqual({ latencyP50Ms: null, latencyP99Ms: null, meanMs: null });
  });

  it('sums a plan up: its time, its scans and the indexes among them', () => {
    const plan = planSummary([
      'Limit  (cost=0.71..30.12 rows=51 width=389) (actual time=0.05..0.60 rows=51 loops=1)',
      '  ->  Index Scan using requests_due_idx on requests  (cost=0.42..1.00 rows=1 width=1)',
      '        ->  Bitmap Index Scan on request_search_documents_document_idx  (cost=0.00..1.00 rows=1 width=0)',
      '  ->  Parallel Seq Scan on request_clocks  (cost=0.00..1954.27 rows=58827 width=105)',
      '  ->  Index Only Scan Backward using users_pkey on users  (cost=0.28..0.32 rows=1 width=57)',
      'Execution Time: 0.604 ms',
    ]);
    expect(plan.executionMs).toBe(0.604);
    expect(plan.scans).toEqual([
      'Index Scan using requests_due_idx on requests',
      'Bitmap Index Scan on request_search_documents_document_idx',
      'Parallel Seq Scan on request_clocks',
      'Index Only Scan Backward using users_pkey on users',
    ]);
    expect(plan.indexes).toEqual(['requests_due_idx', 'request_search_documents_document_idx', 'users_pkey']);
  });

  it('replaces a section up to the next heading, or appends it', () => {
    const markdown = '# Bench\n\n## A\n\nold\n\n## B\n\nkept\n';
    expect(replaceSection(markdown, '## A', '## A\n\nnew')).toBe('# Bench\n\n## A\n\nnew\n\n## B\n\nkept\n');
    expect(replaceSection('# Bench\n', '## C', '## C\n\nadded')).toBe('# Bench\n\n## C\n\nadded\n');
  });
});

const environment = {
  startedAt: '2026-11-28T06:00:00.000Z',
  commit: 'abc1234',
  node: '20.20.2',
  cpus: 2,
  loadAverage: '1.00 1.00 1.00',
};
const httpLoad = (latencyP50Ms: number, connections = 10) => ({
  connections,
  durationSeconds: 10,
  requestsPerSecond: 100,
  latencyP50Ms,
  latencyP99Ms: latencyP50Ms * 3,
  total: 1000,
  non2xx: 0,
  errors: 0,
  loadAverage1m: 1.5,
  cpuPerAnswerUs: { api: 6_800, postgres: 1_200 },
});
const sqlLoad = (latencyP50Ms: number, connections = 10) => ({
  connections,
  durationSeconds: 10,
  queriesPerSecond: 300,
  total: 3000,
  latencyP50Ms,
  latencyP99Ms: latencyP50Ms * 2,
  meanMs: latencyP50Ms,
  postgresCpuPerQueryUs: 600,
  loadAverage1m: 1.4,
});
const plan = (index: string | null) => ({
  executionMs: 0.6,
  scans: [index ? `Index Scan using ${index} on requests` : 'Seq Scan on requests'],
  indexes: index ? [index] : [],
  text: [
    index ? `Index Scan using ${index} on requests` : 'Seq Scan on requests',
    'Execution Time: 0.600 ms',
  ],
});
const results = ({
  queueP50 = 30,
  floorP50 = 25,
  reportP50 = 200,
  queueIndex = 'requests_due_queue_idx',
} = {}) => ({
  fixture: {
    clocks: 100_006,
    dueSet: 73_000,
    overdue: 21_861,
    waitingOnRequester: 17_004,
    open: 80_002,
    inYear: 91_395,
    requests: 100_006,
    concierges: 12,
    companies: 14,
    companyPolicies: 4,
    categories: 4,
    ratings: 4_026,
    insertSeconds: 20,
  },
  range: { from: '2025-11-28', to: '2026-11-28' },
  zone: 'UTC',
  queue: ['first page', 'page 21 (by cursor)'].map((what) => ({
    what,
    path: '/api/v1/concierge/requests?state=open&sort=due',
    withDue: 50,
    api: httpLoad(queueP50),
    floor: sqlLoad(floorP50),
    plan: plan(queueIndex),
  })),
  reports: ['company', 'concierge', 'category'].map((by) => ({
    by,
    path: `/api/v1/concierge/reports/service_levels?by=${by}`,
    lines: 13,
    requests: 91_395,
    api: httpLoad(reportP50, 1),
    linesSql: sqlLoad(150, 1),
    plan: plan(null),
  })),
  loadAverage: [1.2, 1.1, 1],
});

function outDirWithReport() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-service-level-report-'));
  writeFileSync(
    path.join(outDir, 'latest.md'),
    '# Bench\n\n## Search and queue at 100 000 requests\n\nkept\n',
  );
  writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify({ search: { kept: true } }));
  return outDir;
}

describe('the service-level section of the report', () => {
  it('checks each page against its floor and each report against its p50 target', () => {
    const { queueFloorFactor, reportP50Ms } = SERVICE_LEVEL_TARGETS;
    const checks = serviceLevelChecks(results({ queueP50: 30, floorP50: 20, reportP50: reportP50Ms }));
    expect(checks.map((check) => check.ok)).toEqual([true, true, true, true, true]);
    expect(checks[0]).toMatchObject({ figure: '30 ms = 1.50 × 20 ms', target: `≤ ${queueFloorFactor} ×` });
    const missed = serviceLevelChecks(results({ queueP50: 31, floorP50: 20, reportP50: reportP50Ms + 1 }));
    expect(missed.map((check) => check.ok)).toEqual([false, false, false, false, false]);
  });

  it('counts a load in which nothing answered as a miss, not as a p50 of 0 ms', () => {
    const slow = results();
    slow.reports[0]!.api = { ...httpLoad(0, 1), total: 0 };
    const [, , report] = serviceLevelChecks(slow);
    expect(report).toMatchObject({ figure: 'no answer in 10 s', ok: false });
  });

  it('appends the figures beside their targets and keeps the rest of latest.md and latest.json', () => {
    const outDir = outDirWithReport();
    writeServiceLevelSection(results(), environment, outDir);
    const markdown = readFileSync(path.join(outDir, 'latest.md'), 'utf8');
    expect(markdown.startsWith('# Bench\n\n## Search and queue at 100 000 requests\n\nkept\n')).toBe(true);
    expect(markdown).toContain(SERVICE_LEVEL_HEADING);
    expect(markdown).toContain(
      '| first page | 30 ms | 90 ms | 100 | 6.8 ms + 1.2 ms | 25 ms | 50 ms | 300 | 0.6 ms | 1.20 × | ≤ 1.5 × | met |',
    );
    expect(markdown).toContain(
      '| company | 13 lines, 91395 requests | 200 ms | 600 ms | 1000 | 6.8 ms + 1.2 ms | 150 ms, CPU 0.6 ms | ≤ 300 ms | met |',
    );
    expect(markdown).toContain('- queue by due time, first page: 0.6 ms in PostgreSQL; Index Scan using');
    expect(markdown).not.toContain('read no `requests_due_queue_idx`');
    expect(markdown).not.toContain('Where a report misses');
    const json = JSON.parse(readFileSync(path.join(outDir, 'latest.json'), 'utf8'));
    expect(json.search).toEqual({ kept: true });
    expect(json.serviceLevels.reports[0].api.latencyP50Ms).toBe(200);
    const plans = readFileSync(path.join(outDir, 'service-level-plans.md'), 'utf8');
    expect(plans).toContain("## A year's report by category: its lines");
  });

  it('says a miss with its number, and why when the plans show it; a rerun replaces the section', () => {
    const outDir = outDirWithReport();
    writeServiceLevelSection(results(), environment, outDir);
    writeServiceLevelSection(results({ reportP50: 900, queueIndex: '' }), environment, outDir);
    const markdown = readFileSync(path.join(outDir, 'latest.md'), 'utf8');
    expect(markdown.split(SERVICE_LEVEL_HEADING)).toHaveLength(2);
    expect(markdown).toContain(
      "- **NOT MET**: a year's report by company: p50 over HTTP: 900 ms (target ≤ 300 ms)",
    );
    expect(markdown).toContain('indexes used: none');
    expect(markdown).toContain("The due-sorted queue's plans read no `requests_due_queue_idx`");
    expect(markdown).toContain('Where a report misses');
  });
});

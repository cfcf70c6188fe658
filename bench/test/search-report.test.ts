// The search section of the report: figures beside the target, the plan's cause of a miss, and the rest of
// latest.md left as it was (a fixture run, nothing measured).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_TARGET_P50_MS } from '../src/search-bench.mjs';
import { SEARCH_HEADING, writeSearchSection } from '../src/search-report.mjs';

const environment = {
  startedAt: '2026-11-24T04:00:00.000Z',
  commit: 'abc1234',
  node: '20.20.2',
  cpus: 2,
  loadAverage: '1.00 1.00 1.00',
};
const load = (latencyP50Ms: number) => ({
  connections: 10,
  durationSeconds: 10,
  requestsPerSecond: 200,
  latencyP50Ms,
  latencyP99Ms: latencyP50Ms * 3,
  total: 2000,
  non2xx: 0,
  errors: 0,
  loadAverage1m: 1.5,
});
const plan = (index: string) => ({
  executionMs: 12.5,
  scans: [`Bitmap Index Scan on ${index}`],
  text: [`Bitmap Index Scan on ${index}  (cost=0.00..1.00 rows=1 width=0)`, 'Execution Time: 12.500 ms'],
});
const results = (emailP50: number, emailIndex: string) => ({
  fixture: {
    requests: 100_000,
    documents: 100_000,
    messages: 100_000,
    rareWordDocuments: 2000,
    insertSeconds: 80,
  },
  searches: [
    {
      what: "a requester's email",
      q: 'ada@x.test',
      openMatches: 20,
      firstPageRows: 20,
      ...load(emailP50),
      plan: plan(emailIndex),
    },
    {
      what: 'a word from a message',
      q: 'chandelier',
      openMatches: 2000,
      firstPageRows: 50,
      ...load(9),
      plan: plan('request_search_documents_document_idx'),
    },
  ],
  queue: [{ what: 'first page', ...load(7) }],
  ownSearch: { q: 'plumber', ms: 30, rows: 4 },
  loadAverage: [1.2, 1.1, 1],
});

function outDirWithReport() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-search-report-'));
  writeFileSync(path.join(outDir, 'latest.md'), '# Bench\n\n## 5. Memory\n\nkept\n');
  writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify({ api: { kept: true } }));
  return outDir;
}

describe('the search section of the report', () => {
  it('appends each figure beside the target and keeps the rest of latest.md and latest.json', () => {
    const outDir = outDirWithReport();
    writeSearchSection(results(12, 'request_search_documents_document_idx'), environment, outDir);
    const markdown = readFileSync(path.join(outDir, 'latest.md'), 'utf8');
    expect(markdown.startsWith('# Bench\n\n## 5. Memory\n\nkept\n')).toBe(true);
    expect(markdown).toContain(SEARCH_HEADING);
    expect(markdown).toContain(
      "| queue search by a requester's email (`ada@x.test`, 20 open matches) | 200 | 12 ms | 36 ms |",
    );
    expect(markdown).toContain(
      `- met: by a requester's email, p50 12 ms (target ≤ ${SEARCH_TARGET_P50_MS} ms)`,
    );
    expect(markdown).toContain(
      'load average (1, 5, 15 min) at the start 1.00 1.00 1.00, at the end 1.2 1.1 1.',
    );
    expect(markdown).not.toContain('Cause of the misses');
    const json = JSON.parse(readFileSync(path.join(outDir, 'latest.json'), 'utf8'));
    expect(json.api).toEqual({ kept: true });
    expect(json.search.searches[0].latencyP50Ms).toBe(12);
    const plans = readFileSync(path.join(outDir, 'search-plans.md'), 'utf8');
    expect(plans).toContain("## By a requester's email: `ada@x.test` (20 open matches)");
    expect(plans).toContain('Bitmap Index Scan on request_search_documents_document_idx');
  });

  it('says a miss with its number and, when no search index was used, the plan cause; a rerun replaces it', () => {
    const outDir = outDirWithReport();
    writeSearchSection(results(12, 'request_search_documents_document_idx'), environment, outDir);
    writeSearchSection(results(600, 'requests_waiting_idx'), environment, outDir);
    const markdown = readFileSync(path.join(outDir, 'latest.md'), 'utf8');
    expect(markdown.split(SEARCH_HEADING)).toHaveLength(2);
    expect(markdown).toContain(
      `- **NOT MET**: by a requester's email, p50 600 ms (target ≤ ${SEARCH_TARGET_P50_MS} ms)`,
    );
    expect(markdown).toContain('search indexes used: none');
    expect(markdown).toContain('Cause of the misses: no search index appears in a slow plan.');
  });
});

// The live stream's verdicts and report: the targets applied to a fixture run (nothing measured), each
// figure beside today's polling figure, in live.md alone and in the full run's latest.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LIVE_HEADING, writeLiveReport } from '../src/live-report.mjs';
import { TARGETS, liveChecks } from '../src/targets.mjs';
import { MB, liveRun, polling } from './live-run-fixture';

const environment = {
  startedAt: '2026-11-27T00:00:00Z',
  finishedAt: '2026-11-27T00:05:00Z',
  commit: 'abc1234',
  node: '20.20.2',
  cpus: 2,
  loadAverage: '1.00 1.00 1.00',
};

describe('the live stream targets', () => {
  it('keep the numbers asked for', () => {
    expect(TARGETS).toMatchObject({
      liveDeliveryP50Ms: 100,
      liveDeliveryP99Ms: 300,
      liveIdleCoreShare: 0.02,
      liveIdleRssAddedBytes: 150 * MB,
      liveReconnectMaxMs: 2_000,
      liveMissedEvents: 0,
    });
  });

  it('are all met by a run at the limits', () => {
    const checks = liveChecks(liveRun(), polling);
    expect(checks).toHaveLength(6);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
  });

  it('name each breach, and count a message never heard or a client never back as one', () => {
    const over = liveChecks(
      liveRun({
        p50: 101,
        p99: 301,
        idleShare: 0.021,
        rssAdded: 151 * MB,
        slowestReconnect: 2_001,
        missed: 1,
      }),
      polling,
    );
    expect(over.filter((check) => !check.ok)).toHaveLength(6);
    const lost = liveChecks(liveRun({ arrived: 199, notBack: 1 }), polling);
    expect(lost.filter((check) => !check.ok).map((check) => check.what)).toEqual([
      'Live stream: the same, p99 over 200 messages',
      "Live stream: kill -9 of api3, its 383 clients' streams open again on another instance",
    ]);
  });
});

describe('the live stream report', () => {
  it('writes live.md and live.json with each figure beside its target and the last full run’s polling', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'bench-live-report-'));
    onTestFinished(() => rmSync(outDir, { recursive: true, force: true }));
    const latest = {
      environment: { finishedAt: '2026-11-24T17:11:38Z', commit: '11fe9b9' },
      api: { idleTabs: polling },
    };
    writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(latest));
    const checks = writeLiveReport(liveRun({ p50: 205 }), environment, outDir);
    expect(checks.filter((check) => !check.ok)).toHaveLength(1);
    const markdown = readFileSync(path.join(outDir, 'live.md'), 'utf8');
    expect(markdown).toContain(LIVE_HEADING);
    expect(markdown).toContain('polling today (latest.json, 2026-11-24, commit 11fe9b9)');
    expect(markdown).toContain(
      "| Live stream: a reply through api1 reaching its stream on api3 (1000 streams open), p50 | 205 ms from the POST's send (1 ms from its answer); load 1.5 | ≤ 100 ms | **no** | p50 1494 ms from the commit |",
    );
    expect(markdown).toContain('| 1000 tabs: API 5.8 % + PostgreSQL 1.3 % |');
    const json = JSON.parse(readFileSync(path.join(outDir, 'live.json'), 'utf8'));
    expect(json.checks).toHaveLength(6);
    expect(json.polling.source).toBe('latest.json, 2026-11-24, commit 11fe9b9');
  });
});

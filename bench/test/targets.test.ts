// The report's verdicts: the targets applied to one run's figures (a fixture run, nothing measured).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TARGETS, checkTargets } from '../src/targets.mjs';
import { writeReport } from '../src/report.mjs';
import { LIVE_HEADING } from '../src/live-report.mjs';
import { liveRun } from './live-run-fixture';

const size = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: Math.round(gzip * 0.88) });
const load = (requestsPerSecond: number, latencyP99Ms: number) => ({
  connections: 50,
  durationSeconds: 20,
  requestsPerSecond,
  latencyP50Ms: 1,
  latencyP99Ms,
  total: requestsPerSecond * 20,
  non2xx: 0,
  errors: 0,
  loadAverage1m: 0.5,
});
const lighthouse = (performance: number) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  failingAudits: [],
});

const withCpu = (result: ReturnType<typeof load>, api: number) => ({
  ...result,
  cpuPerAnswerUs: { api, postgres: 60 },
});
const againstFloor = (name: string, rps: number, p99: number, cpu: number) => ({
  name,
  floor: withCpu(load(5_000, 10), 200),
  api: withCpu(load(rps, p99), cpu),
});

function run({
  signInJs = 120_000,
  listRps = 5_000,
  listP99 = 20,
  listCpu = 300,
  largeScaleRps = 4_800,
  performance = 99,
  pgliteP99 = 50,
  idleShare = 0.05,
  slowestDeliveryMs = 4_000,
} = {}) {
  const route = (js: number) => ({
    load: { files: [], js: size(js), css: size(4_000), deferredJs: size(50_000) },
    lighthouse: lighthouse(performance),
  });
  return {
    environment: {
      finishedAt: '2026-11-22T00:00:00Z',
      commit: 'abc1234',
      node: '20.20.2',
      cpus: 2,
      loadAverage: '0.1',
    },
    bundle: { floor: { js: size(67_700), css: size(0) }, webHtml: { js: size(signInJs), css: size(4_000) } },
    browser: { signIn: route(signInJs), dashboard: route(signInJs + 3_000) },
    api: {
      helloWorld: load(10_000, 5),
      floor: {
        list: againstFloor('GET list', listRps * 0.7, listP99, listCpu),
        queue: againstFloor('GET queue', 4_000, 25, 250),
        detail: againstFloor('GET detail', 4_000, 25, 250),
      },
      pglite: { list: { ...load(400, pgliteP99), connections: 10 } },
      idleTabs: {
        idle: {
          tabs: 1_000,
          seconds: 30,
          polls: 10_000,
          statuses: { 304: 10_000 },
          apiCoreShare: idleShare / 2,
          postgresCoreShare: idleShare / 2,
          loadAverage1m: 0.5,
        },
        delivery: {
          tabs: 1_000,
          reached: 1_000,
          p50Ms: 1_500,
          p99Ms: 3_000,
          maxMs: slowestDeliveryMs,
          loadAverage1m: 0.5,
        },
      },
      postgres: {
        list: { ...load(listRps, listP99), cpuPerAnswerUs: { api: 180, postgres: 60 } },
        nextScreenItem: load(4_000, 20),
        signIn: load(40, 2_000),
        listDuringSignIn: load(2_000, 30),
        scale: [
          { otherRequests: 10, ...load(5_000, 20) },
          { otherRequests: 100_000, ...load(largeScaleRps, 22) },
        ],
        pagination: {
          requests: 5_000,
          defaultPageItems: 50,
          defaultPageBytes: 12_600,
          defaultPageHasNext: true,
          pagesOf100: 50,
          requestsSeen: 5_000,
          largestPageBytes: 25_100,
        },
        rss: { afterStart: 100e6, afterLoad: 150e6, afterSignIns: 155e6 },
        signInRounds: 10_000,
      },
    },
  };
}

describe('the performance targets', () => {
  it('are all met by a run at the limits', () => {
    const checks = checkTargets(run());
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks).toHaveLength(22);
  });

  it('name each breach with its figure', () => {
    const checks = checkTargets(
      run({
        signInJs: 130_000,
        listRps: 4_999,
        listP99: 26,
        listCpu: 301,
        largeScaleRps: 3_000,
        performance: 98,
        pgliteP99: 51,
        idleShare: 0.11,
        slowestDeliveryMs: 5_001,
      }),
    );
    const failed = checks.filter((check) => !check.ok).map((check) => check.what);
    expect(failed).toEqual([
      '/sign-in first-load JS (gzip)',
      'Lighthouse performance, /sign-in',
      'Lighthouse performance, /dashboard',
      'GET list: req/s vs its floor (PostgreSQL)',
      'GET list: p99 (PostgreSQL)',
      "GET list: API CPU per answer vs the floor's",
      'List endpoint p99 on PGlite, 10 connections',
      '1000 idle tabs polling: API + PostgreSQL CPU',
      'A new message reaches all 1000 tabs',
      'List throughput with 100000 vs 10 other rows',
    ]);
    expect(checks[0]?.figure).toBe('130.0 kB = 1.92 × floor');
  });

  it('keeps the issue numbers', () => {
    expect(TARGETS).toMatchObject({
      firstLoadFloorFactor: 1.8,
      lighthouse: { performance: 99, accessibility: 100, bestPractices: 100 },
      floorShare: 0.7,
      listP99Ms: 25,
      floorCpuFactor: 1.5,
      pgliteP99Ms: 50,
      idleTabsCoreShare: 0.1,
      deliveryMaxMs: 5_000,
    });
  });
});

describe('the report', () => {
  it('writes every figure next to its target, in Markdown and JSON', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
    writeReport(run({ performance: 90 }), outDir);
    const markdown = readFileSync(path.join(outDir, 'latest.md'), 'utf8');
    expect(markdown).toContain('| Lighthouse performance, /sign-in | 90 | ≥ 99 | **no** |');
    expect(markdown).toContain('| 100000 | 4800 |');
    expect(markdown).toContain('after 10000 more sign-ins');
    const json = JSON.parse(readFileSync(path.join(outDir, 'latest.json'), 'utf8'));
    expect(json.checks).toHaveLength(22);
    expect(markdown).toContain(
      '| GET list: API | 3500 | 70 % | 1 ms | 20 ms | 300 µs + PostgreSQL 60 µs | 1.50 × | 0.50 |',
    );
    expect(json.api.postgres.list.requestsPerSecond).toBe(5_000);
  });

  it("adds the live stream's section and checks when the run measured it, beside the same run's polling", () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
    const withLive = run();
    const checks = writeReport({ ...withLive, api: { ...withLive.api, liveStream: liveRun() } }, outDir);
    expect(checks).toHaveLength(28);
    const markdown = readFileSync(path.join(outDir, 'latest.md'), 'utf8');
    expect(markdown).toContain(LIVE_HEADING);
    expect(markdown).toContain('polling today (section 6, load 0.5)');
    expect(markdown).toContain('| p50 1500 ms from the commit |');
  });

  it("puts the machine's load average next to each timed figure, and the list's CPU time per answer", () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'bench-report-'));
    writeReport(run(), outDir);
    const markdown = readFileSync(path.join(outDir, 'latest.md'), 'utf8');
    expect(markdown).toContain(
      '| Bare Fastify hello-world | 10000 | 1 ms | 5 ms | 50 | 20 s | 0 | 0 | 0.50 |',
    );
    expect(markdown).toContain('| 100000 | 4800 | 1 ms | 22 ms | 20 s | 0.50 |');
    expect(markdown).toContain('PostgreSQL run API 180 µs + PostgreSQL 60 µs; PGlite run not measured.');
  });
});

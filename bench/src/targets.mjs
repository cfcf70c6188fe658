// The targets, each checked against the figures of one run. Where the issue names a goal without a
// number (no growth with other users' data, no leak), the number chosen is here and in README.md.
import { FIRST_LOAD_FLOOR_FACTOR } from './budgets.mjs';

/** The routes Lighthouse runs on (the three public pages and the signed-in dashboard). */
export const LIGHTHOUSE_ROUTES = [
  ['signIn', '/sign-in'],
  ['signUp', '/sign-up'],
  ['forgotPassword', '/forgot-password'],
  ['dashboard', '/dashboard'],
];

export const TARGETS = {
  firstLoadFloorFactor: FIRST_LOAD_FLOOR_FACTOR,
  lighthouse: { performance: 99, accessibility: 100, bestPractices: 100 },
  /** For each hot GET on PostgreSQL at 50 connections against its floor measured in the same run. */
  floorShare: 0.7,
  listP99Ms: 25,
  floorCpuFactor: 1.5,
  /** The list on PGlite at 10 connections. */
  pgliteP99Ms: 50,
  /** 1 000 idle tabs: API + PostgreSQL CPU as a share of one core, and the slowest tab to show a new message. */
  idleTabsCoreShare: 0.1,
  deliveryMaxMs: 5_000,
  /** "Must not grow": requests/s with 100 000 other rows at least this share of requests/s with 10. */
  scaleThroughputShare: 0.75,
  /** The default page of a list, in requests (the contract's default `limit`). */
  defaultPageMax: 50,
  /** "No leak": RSS after 10 000 more sign-ins at most this factor of RSS after the load run. */
  rssGrowthFactor: 1.25,
  /** The live stream, three instances: a reply through one reaching a stream on another (p50, p99). */
  liveDeliveryP50Ms: 100,
  liveDeliveryP99Ms: 300,
  /** 10 000 idle streams on one instance: its CPU as a share of one core, and the RSS they add. */
  liveIdleCoreShare: 0.02,
  liveIdleRssAddedBytes: 150 * 1024 * 1024,
  /** kill -9 of an instance: each of its clients has a stream open on another within this, missing nothing. */
  liveReconnectMaxMs: 2_000,
  liveMissedEvents: 0,
};

/** @returns {Array<{ what: string, figure: string, target: string, ok: boolean }>} */
export function checkTargets(results) {
  const { bundle, browser, api } = results;
  const floor = bundle.floor.js.gzip;
  const signInJs = browser.signIn.load.js.gzip;
  const checks = [
    {
      what: '/sign-in first-load JS (gzip)',
      figure: `${kB(signInJs)} = ${(signInJs / floor).toFixed(2)} × floor`,
      target: `≤ ${TARGETS.firstLoadFloorFactor} × floor (${kB(floor * TARGETS.firstLoadFloorFactor)})`,
      ok: signInJs <= floor * TARGETS.firstLoadFloorFactor,
    },
  ];
  for (const [route, name] of LIGHTHOUSE_ROUTES) {
    // An older run has no /sign-up or /forgot-password figures.
    const lh = browser[route]?.lighthouse;
    if (!lh) continue;
    for (const [key, label] of [
      ['performance', 'performance'],
      ['accessibility', 'accessibility'],
      ['bestPractices', 'best practices'],
    ]) {
      checks.push({
        what: `Lighthouse ${label}, ${name}`,
        figure: String(lh[key]),
        target: `≥ ${TARGETS.lighthouse[key]}`,
        ok: lh[key] >= TARGETS.lighthouse[key],
      });
    }
  }
  for (const { name, floor, api: measured } of Object.values(api.floor)) {
    const share = measured.requestsPerSecond / floor.requestsPerSecond;
    const cpuFactor = measured.cpuPerAnswerUs.api / floor.cpuPerAnswerUs.api;
    checks.push(
      {
        what: `${name}: req/s vs its floor (PostgreSQL)`,
        figure: `${measured.requestsPerSecond} = ${pct(share)} of ${floor.requestsPerSecond}`,
        target: `≥ ${pct(TARGETS.floorShare)}`,
        ok: share >= TARGETS.floorShare,
      },
      {
        what: `${name}: p99 (PostgreSQL)`,
        figure: `${measured.latencyP99Ms} ms (floor ${floor.latencyP99Ms} ms)`,
        target: `≤ ${TARGETS.listP99Ms} ms`,
        ok: measured.latencyP99Ms <= TARGETS.listP99Ms,
      },
      {
        what: `${name}: API CPU per answer vs the floor's`,
        figure: `${measured.cpuPerAnswerUs.api} µs = ${cpuFactor.toFixed(2)} × ${floor.cpuPerAnswerUs.api} µs`,
        target: `≤ ${TARGETS.floorCpuFactor} ×`,
        ok: cpuFactor <= TARGETS.floorCpuFactor,
      },
    );
  }
  const pglite = api.pglite.list;
  checks.push({
    what: `List endpoint p99 on PGlite, ${pglite.connections} connections`,
    figure: `${pglite.latencyP99Ms} ms (${pglite.requestsPerSecond} req/s)`,
    target: `≤ ${TARGETS.pgliteP99Ms} ms`,
    ok: pglite.latencyP99Ms <= TARGETS.pgliteP99Ms,
  });
  const { idle, delivery } = api.idleTabs;
  const idleShare = idle.apiCoreShare + idle.postgresCoreShare;
  checks.push(
    {
      what: `${idle.tabs} idle tabs polling: API + PostgreSQL CPU`,
      figure: `${pct1(idleShare)} of one core (API ${pct1(idle.apiCoreShare)}, PostgreSQL ${pct1(idle.postgresCoreShare)})`,
      target: `≤ ${pct(TARGETS.idleTabsCoreShare)}`,
      ok: idleShare <= TARGETS.idleTabsCoreShare,
    },
    {
      what: `A new message reaches all ${delivery.tabs} tabs`,
      figure: `${delivery.reached} reached, slowest ${delivery.maxMs ?? '–'} ms (p50 ${delivery.p50Ms ?? '–'} ms)`,
      target: `all within ${TARGETS.deliveryMaxMs / 1000} s`,
      ok: delivery.reached === delivery.tabs && (delivery.maxMs ?? Infinity) <= TARGETS.deliveryMaxMs,
    },
  );
  const scale = api.postgres.scale;
  const smallest = scale[0];
  const largest = scale[scale.length - 1];
  if (smallest && largest) {
    const kept = largest.requestsPerSecond / smallest.requestsPerSecond;
    checks.push({
      what: `List throughput with ${largest.otherRequests} vs ${smallest.otherRequests} other rows`,
      figure: pct(kept),
      target: `≥ ${pct(TARGETS.scaleThroughputShare)}`,
      ok: kept >= TARGETS.scaleThroughputShare,
    });
  }
  const pages = api.postgres.pagination;
  checks.push({
    what: `A user with ${pages.requests} requests: default page, then every page reached`,
    figure: `${pages.defaultPageItems} items (${kB(pages.defaultPageBytes)}), ${pages.requestsSeen} seen in ${pages.pagesOf100} pages`,
    target: `≤ ${TARGETS.defaultPageMax} items with a cursor; all ${pages.requests} reachable`,
    ok:
      pages.defaultPageItems <= TARGETS.defaultPageMax &&
      pages.defaultPageHasNext &&
      pages.requestsSeen === pages.requests,
  });
  const rss = api.postgres.rss;
  checks.push({
    what: `API RSS after ${api.postgres.signInRounds} sign-ins vs after the load run`,
    figure: `${mb(rss.afterSignIns)} vs ${mb(rss.afterLoad)}`,
    target: `≤ ${TARGETS.rssGrowthFactor} ×`,
    ok: rss.afterSignIns <= rss.afterLoad * TARGETS.rssGrowthFactor,
  });
  if (api.liveStream) checks.push(...liveChecks(api.liveStream, api.idleTabs));
  return checks;
}

const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);

/**
 * The live stream's checks (src/live-bench.mjs), each with today's polling figure beside it (`polling`: the
 * idle tabs' figures of src/idle-tabs.mjs, from the same run or the last full one; absent: not shown).
 */
export function liveChecks({ delivery, failover, idle }, polling) {
  const fromAnswer = (key) => `${ms(delivery.fromAnswer[key])} from its answer`;
  const pollingIdle = polling
    ? `${polling.idle.tabs} tabs: API ${pct1(polling.idle.apiCoreShare)} + PostgreSQL ${pct1(polling.idle.postgresCoreShare)}`
    : '–';
  const reachedAll = delivery.arrived === delivery.messages;
  const { events } = failover;
  return [
    {
      what: `Live stream: a reply through ${delivery.from} reaching its stream on ${delivery.to} (${delivery.streams} streams open), p50`,
      figure: `${ms(delivery.fromSend.p50Ms)} from the POST's send (${fromAnswer('p50Ms')}); load ${delivery.loadAverage1m}`,
      target: `≤ ${TARGETS.liveDeliveryP50Ms} ms`,
      ok: delivery.fromSend.p50Ms !== null && delivery.fromSend.p50Ms <= TARGETS.liveDeliveryP50Ms,
      polling: polling ? `p50 ${ms(polling.delivery.p50Ms)} from the commit` : '–',
    },
    {
      what: `Live stream: the same, p99 over ${delivery.messages} messages`,
      figure: `${ms(delivery.fromSend.p99Ms)} from the send (${fromAnswer('p99Ms')}); ${delivery.arrived} of ${delivery.messages} arrived; load ${delivery.loadAverage1m}`,
      target: `≤ ${TARGETS.liveDeliveryP99Ms} ms, every one`,
      ok:
        reachedAll &&
        delivery.fromSend.p99Ms !== null &&
        delivery.fromSend.p99Ms <= TARGETS.liveDeliveryP99Ms,
      polling: polling
        ? `p99 ${ms(polling.delivery.p99Ms)}, slowest ${ms(polling.delivery.maxMs)} (${polling.delivery.reached} of ${polling.delivery.tabs})`
        : '–',
    },
    {
      what: `Live stream: ${idle.streams} idle streams on one instance, its CPU`,
      figure: `${pct1(idle.apiCoreShare)} of one core (${pct1(idle.baselineCoreShare)} with none open; PostgreSQL ${pct1(idle.postgresCoreShare)}); ${idle.liveAtEnd} open at the end; load ${idle.loadAverage1m}`,
      target: `≤ ${pct1(TARGETS.liveIdleCoreShare)}`,
      ok: idle.liveAtEnd === idle.streams && idle.apiCoreShare <= TARGETS.liveIdleCoreShare,
      polling: pollingIdle,
    },
    {
      what: `Live stream: ${idle.streams} idle streams on one instance, RSS added`,
      figure: `${mb(idle.rssAdded)} (${mb(idle.rssBefore)} → ${mb(idle.rssAfter)}; ${(idle.rssAdded / idle.streams / 1024).toFixed(0)} kB a stream)`,
      target: `≤ ${mb(TARGETS.liveIdleRssAddedBytes)}`,
      ok: idle.liveAtEnd === idle.streams && idle.rssAdded <= TARGETS.liveIdleRssAddedBytes,
      polling: 'not measured',
    },
    {
      what: `Live stream: kill -9 of ${failover.killed}, its ${failover.clientsOfKilled} clients' streams open again on another instance`,
      figure: `p50 ${ms(failover.reconnect.p50Ms)}, slowest ${ms(failover.reconnect.maxMs)} (${failover.reconnected} of ${failover.clientsOfKilled} back); load ${failover.loadAverage1m}`,
      target: `each ≤ ${TARGETS.liveReconnectMaxMs / 1000} s`,
      ok:
        failover.notBack === 0 &&
        !failover.landedOn[failover.killed] &&
        failover.reconnect.maxMs !== null &&
        failover.reconnect.maxMs <= TARGETS.liveReconnectMaxMs,
      polling: 'the next poll (≤ 3 s) goes to another instance',
    },
    {
      what: 'Live stream: `request` events never received across the kill (resumed with Last-Event-ID)',
      figure: `${events.missed} of ${events.expected} (${events.clientsMissing} clients missing some; ${events.resets} resets)`,
      target: `${TARGETS.liveMissedEvents}`,
      ok: events.missed <= TARGETS.liveMissedEvents,
      polling: 'none: every poll reads the database',
    },
  ];
}

/** A check as one console line: met or not, the figure and its target. */
export const checkLine = (check) =>
  `${check.ok ? 'met    ' : 'NOT MET'} ${check.what}: ${check.figure} (target ${check.target})`;

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pct = (share) => `${Math.round(share * 100)} %`;
const pct1 = (share) => `${(share * 100).toFixed(1)} %`;

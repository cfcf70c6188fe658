// Issue 11's targets, each checked against the figures of one run. Where the issue names a goal without a
// number (no growth with other users' data, no leak), the number chosen is here and in README.md.
import { FIRST_LOAD_FLOOR_FACTOR } from './budgets.mjs';

/** The routes Lighthouse runs on (issue 23: the three public pages and the signed-in dashboard). */
export const LIGHTHOUSE_ROUTES = [
  ['signIn', '/sign-in'],
  ['signUp', '/sign-up'],
  ['forgotPassword', '/forgot-password'],
  ['dashboard', '/dashboard'],
];

export const TARGETS = {
  firstLoadFloorFactor: FIRST_LOAD_FLOOR_FACTOR,
  lighthouse: { performance: 99, accessibility: 100, bestPractices: 100 },
  listShareOfHelloWorld: 0.4,
  listP99Ms: 25,
  /** "Must not grow": requests/s with 100 000 other rows at least this share of requests/s with 10. */
  scaleThroughputShare: 0.75,
  /** The default page of a list, in requests (the contract's default `limit`). */
  defaultPageMax: 50,
  /** "No leak": RSS after 10 000 more sign-ins at most this factor of RSS after the load run. */
  rssGrowthFactor: 1.25,
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
    // A run from before issue 23 has no /sign-up or /forgot-password figures.
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
  const list = api.postgres.list;
  const share = list.requestsPerSecond / api.helloWorld.requestsPerSecond;
  checks.push(
    {
      what: 'List endpoint throughput vs hello-world (PostgreSQL)',
      figure: `${list.requestsPerSecond} req/s = ${pct(share)}`,
      target: `≥ ${pct(TARGETS.listShareOfHelloWorld)} of ${api.helloWorld.requestsPerSecond} req/s`,
      ok: share >= TARGETS.listShareOfHelloWorld,
    },
    {
      what: 'List endpoint p99 (PostgreSQL)',
      figure: `${list.latencyP99Ms} ms`,
      target: `≤ ${TARGETS.listP99Ms} ms`,
      ok: list.latencyP99Ms <= TARGETS.listP99Ms,
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
  return checks;
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const pct = (share) => `${Math.round(share * 100)} %`;

// bench/results/latest.md and latest.json: every figure of one run, each next to its target.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveSection } from './live-report.mjs';
import { markdownTable as table } from './report-section.mjs';
import { LIGHTHOUSE_ROUTES, TARGETS, checkTargets, kB, mb } from './targets.mjs';

function bundleSection({ bundle, browser }) {
  const floor = bundle.floor.js.gzip;
  const measured = [
    ['Floor: React + ReactDOM (Vite, same run)', bundle.floor.js, bundle.floor.css],
    ['/sign-in (Chromium, until the app is ready)', browser.signIn.load.js, browser.signIn.load.css],
    [
      '/dashboard signed in (Chromium, until the app is ready)',
      browser.dashboard.load.js,
      browser.dashboard.load.css,
    ],
    ['Every route before its lazy chunk (index.html, CI budget)', bundle.webHtml.js, bundle.webHtml.css],
  ];
  const rows = measured.map(([name, js, css]) => [
    name,
    kB(js.gzip),
    kB(js.brotli),
    kB(css.gzip),
    kB(css.brotli),
    `${(js.gzip / floor).toFixed(2)} ×`,
  ]);
  const deferred = (route) => kB(browser[route].load.deferredJs.gzip);
  return [
    '## 1. Bundle: first load',
    table(['what', 'JS gzip', 'JS brotli', 'CSS gzip', 'CSS brotli', 'JS gzip vs floor'], rows),
    `Target: /sign-in ≤ ${TARGETS.firstLoadFloorFactor} × floor = ${kB(floor * TARGETS.firstLoadFloorFactor)} gzip. ` +
      `JS fetched after the first paint (deferred): /sign-in ${deferred('signIn')}, /dashboard ${deferred('dashboard')} gzip.`,
    '<details><summary>Files of the first paint</summary>\n',
    ...['signIn', 'dashboard'].map((route) =>
      table(
        [route, 'gzip', 'brotli', 'before paint'],
        browser[route].load.files.map((file) => [
          file.url,
          kB(file.gzip),
          kB(file.brotli),
          file.beforePaint ? 'yes' : 'no',
        ]),
      ),
    ),
    '</details>',
  ].join('\n\n');
}

const loadAverageCell = (load) => (load.loadAverage1m === undefined ? '–' : load.loadAverage1m.toFixed(2));

function lighthouseSection({ browser }) {
  const rows = LIGHTHOUSE_ROUTES.filter(([route]) => browser[route]?.lighthouse).map(([route, path]) => {
    const lh = browser[route].lighthouse;
    return [
      route === 'dashboard' ? `${path} (signed in)` : path,
      lh.performance,
      lh.accessibility,
      lh.bestPractices,
      `${lh.lcpMs} ms`,
      `${lh.tbtMs} ms`,
      lh.cls,
      loadAverageCell(lh),
      lh.failingAudits.join(', ') || '—',
    ];
  });
  return [
    '## 2. Lighthouse (mobile emulation, Debian Chromium, the real server)',
    table(
      [
        'route',
        'performance',
        'accessibility',
        'best practices',
        'LCP',
        'TBT',
        'CLS',
        'load avg',
        'audits below 100',
      ],
      rows,
    ),
    `Targets: performance ≥ ${TARGETS.lighthouse.performance}, accessibility ${TARGETS.lighthouse.accessibility}, best practices ${TARGETS.lighthouse.bestPractices}.`,
  ].join('\n\n');
}

const cpuCell = (load) => `${load.cpuPerAnswerUs.api} µs + PostgreSQL ${load.cpuPerAnswerUs.postgres} µs`;

function floorSection({ api }) {
  const rows = Object.values(api.floor).flatMap(({ name, floor, api: measured }) => [
    [
      `${name}: floor`,
      floor.requestsPerSecond,
      '',
      `${floor.latencyP50Ms} ms`,
      `${floor.latencyP99Ms} ms`,
      cpuCell(floor),
      '',
      loadAverageCell(floor),
    ],
    [
      `${name}: API`,
      measured.requestsPerSecond,
      `${Math.round((measured.requestsPerSecond / floor.requestsPerSecond) * 100)} %`,
      `${measured.latencyP50Ms} ms`,
      `${measured.latencyP99Ms} ms`,
      cpuCell(measured),
      `${(measured.cpuPerAnswerUs.api / floor.cpuPerAnswerUs.api).toFixed(2)} ×`,
      loadAverageCell(measured),
    ],
  ]);
  return [
    '## 3a. The hot GETs against their floor (PostgreSQL, 50 connections, same run)',
    table(
      ['what', 'req/s', 'of floor', 'p50', 'p99', 'CPU per answer', 'API CPU vs floor', 'load avg'],
      rows,
    ),
    'The floor (`src/floor-api-server.mjs`) is a bare Fastify with the same pg Pool (10) on the same database: it looks the session up by its digest, ' +
      "runs the endpoint's SQL (the text drizzle generates for the API) as named prepared statements and returns the same JSON (checked equal before each load), " +
      'with no hooks, validation, ETag, compression or logging. ' +
      `Targets: ≥ ${pct0(TARGETS.floorShare)} of the floor's req/s, p99 ≤ ${TARGETS.listP99Ms} ms, API CPU per answer ≤ ${TARGETS.floorCpuFactor} × the floor's. ` +
      "PostgreSQL's CPU is that of the run's own database's backends (pg_stat_activity), so other databases on the server do not count.",
  ].join('\n\n');
}

function liveUpdatesSection({ api }) {
  const { idle, delivery } = api.idleTabs;
  const statuses = Object.entries(idle.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  return [
    '## 6. Live updates at scale (PostgreSQL)',
    table(
      ['what', 'figure', 'load avg'],
      [
        [
          `${idle.tabs} idle tabs, ${idle.seconds} s`,
          `API ${(idle.apiCoreShare * 100).toFixed(1)} % + PostgreSQL ${(idle.postgresCoreShare * 100).toFixed(1)} % of one core; ${idle.polls} polls (${statuses})`,
          loadAverageCell(idle),
        ],
        [
          `A new message in each watched request`,
          `${delivery.reached} of ${delivery.tabs} tabs showed it; p50 ${delivery.p50Ms} ms, p99 ${delivery.p99Ms} ms, slowest ${delivery.maxMs} ms`,
          loadAverageCell(delivery),
        ],
      ],
    ),
    "Each tab is a requester's request page as the web app runs it: `GET /api/v1/requests/:id` every 3 s with `If-None-Match`, " +
      'on its own kept-alive connection, started at a random moment of the interval (`src/idle-tabs.mjs`). The messages are written by SQL ' +
      "in one transaction (as a concierge's reply writes them); the delay runs from its commit to each tab's first answer showing it. " +
      `Targets: ≤ ${pct0(TARGETS.idleTabsCoreShare)} of one core (API + PostgreSQL), every tab within ${TARGETS.deliveryMaxMs / 1000} s.`,
  ].join('\n\n');
}

const pct0 = (share) => `${Math.round(share * 100)} %`;

function apiSection({ api }) {
  const pgRun = api.postgres;
  const line = (name, load) => [
    name,
    load.requestsPerSecond,
    `${load.latencyP50Ms} ms`,
    `${load.latencyP99Ms} ms`,
    load.connections,
    `${load.durationSeconds} s`,
    load.non2xx,
    load.errors,
    loadAverageCell(load),
  ];
  const head = ['what', 'req/s', 'p50', 'p99', 'connections', 'duration', 'non-2xx', 'errors', 'load avg'];
  const cpu = (load) =>
    load.cpuPerAnswerUs
      ? `API ${load.cpuPerAnswerUs.api} µs` +
        (load.cpuPerAnswerUs.postgres === null ? '' : ` + PostgreSQL ${load.cpuPerAnswerUs.postgres} µs`)
      : 'not measured';
  return [
    '## 3. API throughput and latency (autocannon, loopback)',
    table(head, [
      line('Bare Fastify hello-world', api.helloWorld),
      line('GET /api/v1/requests/open, 50 requests (PostgreSQL)', pgRun.list),
      line(
        `GET /api/v1/requests/open, 50 requests (PGlite, ${api.pglite.list.connections} connections)`,
        api.pglite.list,
      ),
      line('GET next_screen_item (PostgreSQL)', pgRun.nextScreenItem),
      line('POST /api/v1/users/sign_in (argon2id, PostgreSQL)', pgRun.signIn),
      line('GET /api/v1/requests/open during the sign-in load', pgRun.listDuringSignIn),
    ]),
    `The hello-world is a reference only (the yardstick is each endpoint's floor, below); PGlite's target: p99 ≤ ${TARGETS.pgliteP99Ms} ms at 10 connections. ` +
      'Sign-in is slow by design (argon2id); the list loaded beside it shows whether hashing starves other routes. ' +
      '"load avg" is the 1-minute load average when the run ended (2 cores: above 2, other work shared the machine).',
    `CPU time per answer of the list (user + system, waiting for a core not counted; PostgreSQL's share sums every PostgreSQL process on the machine, so other work on the same server counts too): PostgreSQL run ${cpu(pgRun.list)}; PGlite run ${cpu(api.pglite.list)}.`,
    '## 4. Scale: the list with other users’ rows in the database (PostgreSQL)',
    table(
      ['other users’ requests', 'req/s', 'p50', 'p99', 'duration', 'load avg'],
      pgRun.scale.map((s) => [
        s.otherRequests,
        s.requestsPerSecond,
        `${s.latencyP50Ms} ms`,
        `${s.latencyP99Ms} ms`,
        `${s.durationSeconds} s`,
        loadAverageCell(s),
      ]),
    ),
    `A user with ${pgRun.pagination.requests} requests: the default page holds ${pgRun.pagination.defaultPageItems} ` +
      `(${kB(pgRun.pagination.defaultPageBytes)}, next cursor ${pgRun.pagination.defaultPageHasNext ? 'given' : 'missing'}); ` +
      `pages of 100 reach ${pgRun.pagination.requestsSeen} in ${pgRun.pagination.pagesOf100} pages, largest ${kB(pgRun.pagination.largestPageBytes)}.`,
    '## 5. Memory (API process RSS, PostgreSQL run)',
    table(
      ['after start', 'after the load runs', `after ${pgRun.signInRounds} more sign-ins`],
      [[mb(pgRun.rss.afterStart), mb(pgRun.rss.afterLoad), mb(pgRun.rss.afterSignIns)]],
    ),
  ].join('\n\n');
}

export function writeReport(results, outDir) {
  const checks = checkTargets(results);
  const env = results.environment;
  const markdown = [
    '# Benchmark: latest run',
    `${env.finishedAt} · commit ${env.commit} · Node ${env.node} · ${env.cpus} cores · load average at start ${env.loadAverage}`,
    '## Targets',
    table(
      ['what', 'figure', 'target', 'met'],
      checks.map((c) => [c.what, c.figure, c.target, c.ok ? 'yes' : '**no**']),
    ),
    bundleSection(results),
    lighthouseSection(results),
    floorSection(results),
    apiSection(results),
    liveUpdatesSection(results),
    ...(results.api.liveStream
      ? [
          liveSection(
            results.api.liveStream,
            results.api.idleTabs,
            `section 6, load ${results.api.idleTabs.delivery.loadAverage1m}`,
          ),
        ]
      : []),
    '',
  ].join('\n\n');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.md'), markdown);
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify({ ...results, checks }, null, 2)}\n`);
  return checks;
}

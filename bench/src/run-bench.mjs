// `pnpm bench`: every measurement of docs/performance.md#what-is-measured in one run, side by side, then bench/results/latest.{md,json}.
// Takes several minutes on 2 cores; not run in CI (CI holds the byte budgets: see test/).
import path from 'node:path';
import { benchHelloWorld, benchPglite, benchPostgres } from './api-bench.mjs';
import { repoRoot, startApi } from './api-server.mjs';
import { benchEnvironment, benchLog as log } from './environment.mjs';
import { benchBrowser } from './browser-bench.mjs';
import { buildFloor } from './floor-build.mjs';
import { benchFloor } from './floor-bench.mjs';
import { benchIdleTabs } from './idle-tabs.mjs';
import { benchLive } from './live-bench.mjs';
import { htmlFirstLoad } from './html-first-load.mjs';
import { writeReport } from './report.mjs';
import { checkLine } from './targets.mjs';
import { benchSearchAndServiceLevels } from './service-level-bench.mjs';
import { serviceLevelChecks, writeServiceLevelSection } from './service-level-report.mjs';
import { searchChecks, writeSearchSection } from './search-report.mjs';

const environment = benchEnvironment();

log('Bundle: building the React floor');
const floor = await buildFloor();
const bundle = {
  floor: { js: floor.js, css: floor.css },
  webHtml: htmlFirstLoad(path.join(repoRoot, 'apps/web/dist')),
};

log('Browser and Lighthouse on the real server (PGlite)');
const webServer = await startApi();
let browser;
try {
  browser = await benchBrowser(webServer.url, log);
} finally {
  await webServer.stop();
}

log('API: bare Fastify hello-world');
const helloWorld = await benchHelloWorld();
log('API: the hot GETs beside their floor (PostgreSQL)');
const againstFloor = await benchFloor(log);
const postgres = await benchPostgres(log);
const pglite = await benchPglite(log);
const idleTabs = await benchIdleTabs(log);
const liveStream = await benchLive(log);
const searchEnvironment = benchEnvironment();
const { search, serviceLevels } = await benchSearchAndServiceLevels(log);

const results = {
  environment: { ...environment, finishedAt: new Date().toISOString() },
  bundle,
  browser,
  api: { helloWorld, floor: againstFloor, postgres, pglite, idleTabs, liveStream },
};
const checks = writeReport(results, path.join(import.meta.dirname, '..', 'results'));
for (const check of checks) log(checkLine(check));
// The sections after the rest (the report rewrites latest.md; the search and service-level sections are added).
writeSearchSection(search, searchEnvironment, path.join(import.meta.dirname, '..', 'results'));
writeServiceLevelSection(serviceLevels, searchEnvironment, path.join(import.meta.dirname, '..', 'results'));
for (const check of searchChecks(search)) log(check);
for (const check of serviceLevelChecks(serviceLevels)) log(checkLine(check));
log('Wrote bench/results/latest.md and latest.json');

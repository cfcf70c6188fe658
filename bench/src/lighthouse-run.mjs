// `pnpm --filter bench bench:lighthouse`: Lighthouse alone (the same runs as `pnpm bench`'s, from
// browser-bench.mjs) on the built apps/web/dist + apps/api/dist, a few minutes instead of the full bench's ten.
// For working on one page: `--routes=dashboard --runs=3`; `--reports=<dir>` keeps each whole report (JSON)
// to read the audits behind a score (layout shifts, the LCP element, render-blocking requests).
// `--against=<another web build>` serves that build from a second server and measures both in each run,
// in alternating order: on a shared machine the load moves TBT more than most changes do, so a change is
// judged on pairs measured side by side. Each line carries the 1-minute load average.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApi } from './api-server.mjs';
import { launch, runLighthouse, signInThroughTheForm } from './browser-bench.mjs';
import { LIGHTHOUSE_ROUTES } from './targets.mjs';

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: LIGHTHOUSE_ROUTES.map(([route]) => route).join(',') },
    runs: { type: 'string', default: '1' },
    reports: { type: 'string' },
    against: { type: 'string' },
  },
});
const wanted = new Set(values.routes.split(','));
const routes = LIGHTHOUSE_ROUTES.filter(([route]) => wanted.has(route));
if (routes.length === 0) throw new Error(`--routes: none of ${LIGHTHOUSE_ROUTES.map(([r]) => r).join(', ')}`);
const runs = Number(values.runs);

/** What a report says about a shift or a slow paint, in a line (the audits' own details). */
function explain(lhr) {
  const lines = [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcpElement) lines.push(`    LCP element: ${lcpElement.snippet}`);
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
    lines.push(`    shift ${item.score.toFixed(4)}: ${item.node?.snippet ?? '(no node)'}`);
  }
  for (const item of lhr.audits['render-blocking-resources']?.details?.items ?? []) {
    lines.push(`    render-blocking: ${item.url} (${Math.round(item.wastedMs)} ms)`);
  }
  return lines;
}

async function measure(browser, server, { route, pagePath, run, signedIn }) {
  const { lhr, ...figures } = await runLighthouse(browser.port, `${server.url}${pagePath}`, {
    keepStorage: signedIn,
    withReport: true,
  });
  console.log(
    `${server.name} ${pagePath} run ${run}: performance ${figures.performance}, accessibility ` +
      `${figures.accessibility}, best practices ${figures.bestPractices}; LCP ${figures.lcpMs} ms, ` +
      `TBT ${figures.tbtMs} ms, CLS ${figures.cls}; load ${figures.loadAverage1m}` +
      (figures.runtimeError ? `; Lighthouse failed twice: ${figures.runtimeError}` : '') +
      (figures.failingAudits.length ? `; below 100: ${figures.failingAudits.join(', ')}` : ''),
  );
  for (const line of explain(lhr)) console.log(line);
  if (values.reports) {
    const file = `${server.name}-${route}-${run}.json`;
    writeFileSync(path.join(values.reports, file), JSON.stringify(lhr, null, 1));
  }
}

const servers = [{ name: 'dist', ...(await startApi()) }];
if (values.against) {
  servers.push({ name: 'against', ...(await startApi({ webDist: path.resolve(values.against) })) });
}
const browser = await launch();
try {
  if (values.reports) mkdirSync(values.reports, { recursive: true });
  // The public pages first: once signed in, /sign-in and /sign-up send the user on to the dashboard.
  const publicRoutes = routes.filter(([route]) => route !== 'dashboard');
  const signedInRoutes = routes.filter(([route]) => route === 'dashboard');
  for (const [signedIn, group] of [
    [false, publicRoutes],
    [true, signedInRoutes],
  ]) {
    if (group.length === 0) continue;
    if (signedIn) {
      // Each server is an origin of its own, with its own local storage: signed in on each.
      const page = await browser.context.newPage();
      for (const server of servers) await signInThroughTheForm(page, server.url);
    }
    for (let run = 1; run <= runs; run += 1) {
      for (const [route, pagePath] of group) {
        const order = run % 2 === 1 ? servers : [...servers].reverse();
        for (const server of order) await measure(browser, server, { route, pagePath, run, signedIn });
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}

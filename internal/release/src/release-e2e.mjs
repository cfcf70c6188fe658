// The release and consumer test (one CI step): a throwaway local registry, `pnpm release` rehearsed on a
// copy of the repository into it, then the three consumer fixtures installed from it and run against the
// real API. Prints a line per published package and per consumer, and writes .reports/e2e.json (counted
// by scripts/test-all.mjs). Publishes nowhere but the loopback registry it starts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startApi } from './api-server.mjs';
import { runAppConsumer, runNodeConsumer } from './consumers.mjs';
import { startLocalRegistry } from './local-registry.mjs';
import { rehearseRelease, removeCopies } from './release-rehearsal.mjs';

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const results = [];

async function step(name, action) {
  const since = Date.now();
  try {
    await action();
    results.push({ name, passed: true });
    console.log(`${name}: passed (${seconds(since)} s)`);
  } catch (error) {
    results.push({ name, passed: false });
    console.log(`${name}: FAILED (${seconds(since)} s)\n${error?.message ?? error}`);
  }
}

const registry = await startLocalRegistry();
let api;
try {
  const versions = {};
  await step('release to the local registry', async () => {
    for (const { name, version } of await rehearseRelease(registry)) {
      versions[name] = version;
      console.log(`published ${name}@${version}`);
    }
    if (Object.keys(versions).length !== 4)
      throw new Error(`expected 4 packages, got ${Object.keys(versions)}`);
  });
  if (Object.keys(versions).length === 4) {
    api = await startApi();
    const context = { registry, api, versions };
    await step('consumer react19 (Vite, strict TypeScript, Chromium, strict CSP)', () =>
      runAppConsumer('react19', context),
    );
    await step('consumer react18 (Vite, strict TypeScript, Chromium, strict CSP)', () =>
      runAppConsumer('react18', context),
    );
    await step('consumer node (ESM script)', () => runNodeConsumer(context));
  }
} finally {
  await api?.stop();
  await registry.stop();
  await removeCopies();
}

const passed = results.filter((result) => result.passed).length;
const failed = results.length - passed + (results.length < 4 ? 4 - results.length : 0);
const reports = path.resolve(import.meta.dirname, '../.reports');
mkdirSync(reports, { recursive: true });
writeFileSync(
  path.join(reports, 'e2e.json'),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed }),
);
console.log(`release and consumers: ${passed} passed, ${failed} failed in ${seconds(started)} s`);
process.exit(failed === 0 ? 0 : 1);

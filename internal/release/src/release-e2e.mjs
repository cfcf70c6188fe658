// The release and consumer test (one CI step): a throwaway local registry, `pnpm release` rehearsed on a
// copy of the repository into it, then the three consumer fixtures installed from it and run against the
// real API. Prints a line per published package and per consumer, and writes .reports/e2e.json (counted
// by scripts/test-all.mjs). Publishes nowhere but the loopback registry it starts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, startApi } from './api-server.mjs';
import { runAppConsumer, runNodeConsumer } from './consumers.mjs';
import { startLocalRegistry } from './local-registry.mjs';
import { rehearseRelease, removeCopies } from './release-rehearsal.mjs';
import { startS3 } from './s3-server.mjs';

const started = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const results = [];
// Three release steps (dirty tree, failing check, the release) and three consumers.
const STEPS = 6;

async function step(name, action) {
  const since = Date.now();
  try {
    await action();
    results.push({ name, passed: true });
    console.log(`${name}: passed (${seconds(since)} s)`);
    return true;
  } catch (error) {
    results.push({ name, passed: false });
    console.log(`${name}: FAILED (${seconds(since)} s)\n${error?.message ?? error}`);
    return false;
  }
}

const registry = await startLocalRegistry();
let api;
let s3Api;
let s3;
try {
  const versions = {};
  for (const { name, version } of await rehearseRelease(registry, step)) {
    versions[name] = version;
    console.log(`published ${name}@${version}`);
  }
  if (Object.keys(versions).length !== 4)
    console.log(`release: expected 4 packages, got ${Object.keys(versions)}`);
  if (Object.keys(versions).length === 4) {
    // The apps are served on their own origin (another port), which the APIs and the bucket allow: the
    // same calls and uploads as an outside team's app, with no proxy in between.
    const appPort = await freePort();
    const appOrigin = `http://127.0.0.1:${appPort}`;
    api = await startApi({ corsOrigins: [appOrigin] });
    s3 = await startS3([appOrigin]);
    s3Api = await startApi({ corsOrigins: [appOrigin], env: s3.env });
    // No UPLOAD_ORIGIN: the API derives the store's origin from S3_ENDPOINT, and says it is ready.
    const ready = await s3Api.ready();
    if (ready.status !== 200) throw new Error(`the API on S3 is not ready: ${JSON.stringify(ready.body)}`);
    const context = { registry, api, s3Api, s3, appPort, versions };
    await step(
      'consumer react19 (Vite, strict TypeScript, Chromium, strict CSP, cross-origin, disk and S3)',
      () => runAppConsumer('react19', context),
    );
    await step(
      'consumer react18 (Vite, strict TypeScript, Chromium, strict CSP, cross-origin, disk and S3)',
      () => runAppConsumer('react18', context),
    );
    await step('consumer node (ESM script)', () => runNodeConsumer(context));
  }
} finally {
  await api?.stop();
  await s3Api?.stop();
  await s3?.stop();
  await registry.stop();
  await removeCopies();
}

const passed = results.filter((result) => result.passed).length;
const failed = results.length - passed + (results.length < STEPS ? STEPS - results.length : 0);
const reports = path.resolve(import.meta.dirname, '../.reports');
mkdirSync(reports, { recursive: true });
writeFileSync(
  path.join(reports, 'e2e.json'),
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed }),
);
console.log(`release and consumers: ${passed} passed, ${failed} failed in ${seconds(started)} s`);
process.exit(failed === 0 ? 0 : 1);

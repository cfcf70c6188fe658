// Runs every test of the repo (lint, types, unit, stories, end to end, package hygiene) and closes with
// one "N passed, N failed" line summed over every runner's JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Every workspace of pnpm-workspace.yaml that can hold a report: apps/*, packages/*, internal/*, bench, e2e.
const workspaces = [
  ...['apps', 'packages', 'internal'].flatMap((dir) =>
    readdirSync(path.join(root, dir)).map((name) => path.join(root, dir, name)),
  ),
  path.join(root, 'bench'),
  path.join(root, 'e2e'),
];
const reportsOf = (ws) => path.join(ws, '.reports');
for (const ws of workspaces) rmSync(reportsOf(ws), { recursive: true, force: true });

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

let failedSteps = 0;
failedSteps += run('bash', ['scripts/ensure-chromium.sh']) === 0 ? 0 : 1;
// The API's scale-out smoke test puts two instances behind HAProxy (it installs it too, when run alone).
failedSteps += run('bash', ['scripts/ensure-haproxy.sh']) === 0 ? 0 : 1;
// The upload tests scan files with a real clamd (docs/uploads.md#virus-scanning).
failedSteps += run('bash', ['scripts/ensure-clamav.sh']) === 0 ? 0 : 1;
if (failedSteps === 0) {
  const tasks = ['lint', 'typecheck', 'test', 'test:stories', 'test:e2e'];
  failedSteps +=
    run('pnpm', ['turbo', 'run', ...tasks, '--continue', '--concurrency=2', '--summarize']) === 0 ? 0 : 1;
  printSlowestTasks();
  failedSteps += run('pnpm', ['changeset', 'status']) === 0 ? 0 : 1;
  // One line per published package, from turbo's cache of the run above (pnpm pipeline <package>).
  failedSteps += run('node', ['scripts/release/pipeline.mjs', '--all']) === 0 ? 0 : 1;
}

/** CI's time budget is spent by a few tasks: the run's summary (turbo --summarize) names the slowest. */
function printSlowestTasks() {
  const runs = path.join(root, '.turbo', 'runs');
  if (!existsSync(runs)) return;
  const latest = readdirSync(runs)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(runs, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!latest) return;
  const { tasks = [] } = JSON.parse(readFileSync(latest, 'utf8'));
  const timed = tasks
    .filter((task) => task.execution?.endTime && task.cache?.status !== 'HIT')
    .map((task) => ({ id: task.taskId, seconds: (task.execution.endTime - task.execution.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  console.log('\nSlowest tasks of this run:');
  for (const task of timed.slice(0, 15))
    console.log(`  ${task.seconds.toFixed(0).padStart(5)} s  ${task.id}`);
}

/** The titles of a Playwright report's tests that failed or passed only on retry (its suites nest). */
function playwrightFailures(suites = [], trail = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => ({
          title: `${[...trail, suite.title, spec.title].filter(Boolean).join(' › ')} (${test.status})`,
          message: (test.results ?? []).map((result) => result.error?.message ?? '').find(Boolean) ?? '',
        })),
    ),
    ...playwrightFailures(suite.suites, [...trail, suite.title]),
  ]);
}

/** The titles of a Vitest or Jest report's failed tests. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => ({
        title: `${path.relative(root, file.name ?? '')} › ${test.fullName ?? test.title}`,
        message: (test.failureMessages ?? [])[0] ?? '',
      })),
  );
}

// Vitest and jest write { numPassedTests, numFailedTests }; Playwright writes { stats: { expected, unexpected } }.
let passed = 0;
let failed = 0;
// Named at the end of the run, where a truncated CI log still shows them.
const failures = [];
for (const ws of workspaces) {
  const dir = reportsOf(ws);
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    if (report.stats) {
      passed += report.stats.expected ?? 0;
      failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
      failures.push(
        ...playwrightFailures(report.suites).map((f) => ({
          ...f,
          title: `${path.relative(root, ws)}: ${f.title}`,
        })),
      );
    } else {
      passed += report.numPassedTests ?? 0;
      const failedHere = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
      failed += failedHere;
      failures.push(
        ...vitestFailures(report).map((f) => ({ ...f, title: `${path.relative(root, ws)}: ${f.title}` })),
      );
      // Every test passed, yet the run failed: an error outside any test (Vitest's "Unhandled Errors").
      if (report.success === false && failedHere === 0) {
        failed += 1;
        failures.push({
          title: `${path.relative(root, ws)}: an error outside any test failed the run`,
          message: 'Its stack is in the log above, under "Unhandled Errors".',
        });
      }
    }
  }
}
/** A failure's first lines, without colour codes: enough to tell a timeout from a wrong text. */
const excerpt = (message) =>
  message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 8)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');
if (failures.length > 0) {
  console.log(
    `\nFailed tests:\n${failures.map(({ title, message }) => `  ${title}\n${excerpt(message)}`).join('\n')}`,
  );
}
if (failedSteps > 0) console.log(`\n${failedSteps} step(s) failed; see the output above.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 || passed === 0 ? 1 : 0);

// `pnpm pipeline <package>`: one published package's whole pipeline through turbo — lint, types, unit
// tests with publint and attw, browser tests (the kit's stories), the size budget — and the release and
// consumer test, which installs the four packages together from a local registry. Unchanged inputs make
// every task a turbo cache hit. `--all` runs each package's pipeline and prints one line per package.
// `--tasks=lint,typecheck` runs only those tasks (the release rehearsal's shorter gate); `--bail` stops at
// the first package that fails (the release's gate: one failure is enough to stop it).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const PIPELINE_TASKS = ['lint', 'typecheck', 'test', 'test:stories', 'size'];
const CONSUMER_TEST = '@concierge/release#test:e2e';

const published = readdirSync(path.join(root, 'packages'))
  .map((dir) => JSON.parse(readFileSync(path.join(root, 'packages', dir, 'package.json'), 'utf8')))
  .filter((pkg) => !pkg.private)
  .map((pkg) => pkg.name);

const tasksFlag = process.argv.find((arg) => arg.startsWith('--tasks='));
const TASKS = tasksFlag ? tasksFlag.slice('--tasks='.length).split(',').filter(Boolean) : PIPELINE_TASKS;

function pipeline(name, { consumer }) {
  const tasks = consumer ? [...TASKS, CONSUMER_TEST] : TASKS;
  const args = ['turbo', 'run', ...tasks, `--filter=${name}`, '--concurrency=2'];
  if (consumer) args.push('--filter=@concierge/release');
  const result = spawnSync('pnpm', args, { cwd: root, encoding: 'utf8', env: process.env });
  const output = `${result.stdout}${result.stderr}`;
  const cached = /Cached:\s+(\d+) cached, (\d+) total/.exec(output);
  return { ok: result.status === 0, output, cached: cached ? `${cached[1]}/${cached[2]} from cache` : '' };
}

const wanted = process.argv[2];
const all = wanted === '--all';
const names = all
  ? published
  : published.filter((name) => name === wanted || name === `@concierge/${wanted}`);
if (names.length === 0) {
  console.error(
    `usage: pnpm pipeline <package> [--skip-consumer] | --all [--tasks=a,b] [--bail] (one of ${published.join(', ')})`,
  );
  process.exit(2);
}
let failed = 0;
for (const name of names) {
  // The consumer test covers the four packages at once; --all runs it in the main CI step instead.
  const consumer = !all && !process.argv.includes('--skip-consumer');
  const { ok, output, cached } = pipeline(name, { consumer });
  if (!all || !ok) process.stdout.write(output);
  console.log(`pipeline ${name}: ${ok ? 'passed' : 'FAILED'}${cached ? ` (${cached})` : ''}`);
  if (!ok) failed++;
  if (!ok && process.argv.includes('--bail')) break;
}
process.exit(failed === 0 ? 0 : 1);

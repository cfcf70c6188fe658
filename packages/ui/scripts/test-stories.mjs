// Serves the built Storybook on a free 127.0.0.1 port and runs every story through @storybook/test-runner
// (play functions, axe, and the screenshot compared with its baseline) in Debian's Chromium. Exits with the
// runner's status and always stops the server. `--update` rewrites the visual baselines (jest's
// --updateSnapshot); other arguments go to test-storybook (e.g. a path filter: `src/button`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'http-server';

const root = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(root, 'storybook-static');
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/ is missing: run `pnpm --filter @concierge/ui build` first.');
  process.exit(1);
}

mkdirSync(path.join(root, '.reports'), { recursive: true });
// Each story's Arabic overflow check appends its cost here (.storybook/arabic-overflow.ts); summed below.
const arabicReport = path.join(root, '.reports', 'arabic-overflow-ms.txt');
rmSync(arabicReport, { force: true });
const started = Date.now();
const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--updateSnapshot' : arg));
// test-storybook declares --outputFile as a flag and hands jest its options in the order parsed, then the
// positional arguments: the report's path must be the first positional and every other flag come before.
const flags = args.filter((arg) => arg.startsWith('-'));
const filters = args.filter((arg) => !arg.startsWith('-'));

const server = createServer({ root: staticDir, cache: -1, silent: true });
// Port 0: the OS picks a free port, so parallel CI jobs never collide.
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.server.address();
const url = `http://127.0.0.1:${port}`;

const runner = spawn(
  path.join(root, 'node_modules', '.bin', 'test-storybook'),
  ['--url', url, '--maxWorkers=2', ...flags, '--json', '--outputFile', '.reports/stories.json', ...filters],
  { cwd: root, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);

const stop = (signal) => runner.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const status = await new Promise((resolve) => {
  runner.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  runner.on('error', (error) => {
    console.error(error);
    resolve(1);
  });
});
server.close();
if (existsSync(arabicReport)) {
  const costs = readFileSync(arabicReport, 'utf8')
    .trim()
    .split('\n')
    .map((line) => Number(line.split(' ')[1]));
  const total = costs.reduce((sum, ms) => sum + ms, 0) / 1000;
  console.log(
    `Arabic overflow check: ${costs.length} stories, ${total.toFixed(1)} s of worker time ` +
      `(the run took ${((Date.now() - started) / 1000).toFixed(1)} s on 2 workers).`,
  );
}
process.exit(status);

// Serves the built Storybook on a free 127.0.0.1 port and runs every story through @storybook/test-runner
// (play functions + axe) in Debian's Chromium. Exits with the runner's status and always stops the server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'http-server';

const root = path.resolve(import.meta.dirname, '..');
const staticDir = path.join(root, 'storybook-static');
if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('storybook-static/ is missing: run `pnpm --filter @concierge/ui build` first.');
  process.exit(1);
}

const server = createServer({ root: staticDir, cache: -1, silent: true });
// Port 0: the OS picks a free port, so parallel CI jobs never collide.
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.server.address();
const url = `http://127.0.0.1:${port}`;

const runner = spawn(
  path.join(root, 'node_modules', '.bin', 'test-storybook'),
  [
    '--url',
    url,
    '--maxWorkers=2',
    '--json',
    '--outputFile',
    '.reports/stories.json',
    ...process.argv.slice(2),
  ],
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
process.exit(status);

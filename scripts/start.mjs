// Starts the whole product on one port: the API serving the built web app (/) and the concierge's console
// (/console/), on the embedded database.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/index.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
    CONSOLE_DIST: process.env.CONSOLE_DIST ?? path.join(root, 'apps/console/dist'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

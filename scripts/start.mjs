// Starts the whole product on one port: the API serving the built web app (/) and the concierge's console
// (/console/), on the embedded database. Variables come from the environment and, when present, the
// repository's .env (see .env.example); a variable already set in the environment wins over the file.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = [`--env-file-if-exists=${path.join(root, '.env')}`, path.join(root, 'apps/api/dist/index.js')];
const server = spawn(process.execPath, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
    CONSOLE_DIST: process.env.CONSOLE_DIST ?? path.join(root, 'apps/console/dist'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

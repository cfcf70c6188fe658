// The real API (apps/api, built) on a free loopback port with a fresh PGlite data folder. The consumer apps
// call it from their own origin (another port), so it allows them by CORS_ORIGINS; `env` adds settings
// (an S3 store).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './repo-copy.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startApi({ corsOrigins = [], env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'concierge-consumer-api-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Unset, so upload addresses take the origin each presign request reached, as a team's API behind no
  // PUBLIC_URL does.
  const { PUBLIC_URL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/api/dist/index.js')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      // Three consumers sign up from one address within seconds.
      RATE_LIMIT_IP: '1000',
      CORS_ORIGINS: corsOrigins.join(','),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the API exited: ${log}`);
    if (log.includes('Concierge is running')) break;
    if (attempt > 1200) throw new Error(`the API did not start: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** `GET /api/v1/ready`: its status and body. */
    async ready() {
      const answer = await fetch(`${url}/api/v1/ready`);
      return { status: answer.status, body: await answer.json() };
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

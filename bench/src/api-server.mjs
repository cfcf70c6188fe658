import { randomBytes } from 'node:crypto';
// The real server, started the way production starts it (node apps/api/dist/index.js), on loopback, against a
// fresh PostgreSQL database or a fresh PGlite folder, with rate limits lifted so the load is what is measured.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEMO_USER = { email: 'demo@concierge.test', password: 'concierge-demo-2026' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A database of its own for one run, named `<prefix>_<pid>_<time>`; `drop()` removes it. */
export async function createDatabase(prefix = 'bench') {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      // Once more if the server ended our connection (a shared server: other sessions terminate backends).
      for (let attempt = 1; ; attempt += 1) {
        const client = new pg.Client({ connectionString: PG_ADMIN_URL });
        client.on('error', () => {});
        try {
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          return;
        } catch (error) {
          if (attempt >= 3) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        } finally {
          await client.end().catch(() => {});
        }
      }
    },
  };
}

/**
 * @param {{ port?: number, databaseUrl?: string, dataDir?: string, nodeArgs?: string[] }} options
 *   `port`: a free one when absent. A `dataDir` given is kept (PGlite lives in it and can be reopened); one
 *   made here is removed on stop. `nodeArgs` go before the script (e.g. `--cpu-prof`). `webDist` and
 *   `consoleDist` are the builds it serves (another build to compare against, or a copy that a rebuild during
 *   a long run cannot change).
 */
export async function startApi({
  port: givenPort,
  databaseUrl,
  dataDir: givenDataDir,
  nodeArgs = [],
  webDist = path.join(repoRoot, 'apps/web/dist'),
  consoleDist = path.join(repoRoot, 'apps/console/dist'),
} = {}) {
  const port = givenPort ?? (await freePort());
  const dataDir = givenDataDir ?? mkdtempSync(path.join(tmpdir(), 'bench-api-'));
  const env = {
    PATH: process.env.PATH,
    // Production mode, as deployed: no answer checking against the contract, no dev routes (SEED keeps the demo).
    NODE_ENV: 'production',
    // No clamd in these runs: they measure the API, and production refuses to start without a scanner
    // unless scanning is turned off by name (docs/uploads.md#virus-scanning).
    UPLOAD_SCANNING: 'off',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'true',
    WEB_DIST: webDist,
    CONSOLE_DIST: consoleDist,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_IP: '1000000',
    RATE_LIMIT_ACCOUNT: '1000000',
    // Production refuses to start without mail and SMS transports; the bench sends nothing, so addresses
    // where nothing listens do (a message would only wait in the outbox for its retry).
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: 'https://127.0.0.1:9/sms',
    SMS_WEBHOOK_SECRET: 'bench-'.padEnd(32, '0'),
    // And its secrets (random per run: the bench keeps no device or authenticator across runs).
    DEVICE_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    MFA_SECRET_KEY: randomBytes(32).toString('base64url'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const child = spawn(process.execPath, [...nodeArgs, path.join(repoRoot, 'apps/api/dist/index.js')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, child, () => stderr);
  return {
    url,
    pid: child.pid,
    /** Resident memory of the server process, in bytes (Linux). */
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    /** CPU time (user + system) the server process has used, in ms (Linux). */
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of one process from /proc/<pid>/stat, in ms; 0 once it is gone. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time of every PostgreSQL process on this machine (backends included), in ms; 0 when it runs elsewhere. */
export function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) total += processCpuMs(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

async function waitUntilHealthy(url, child, stderr) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}):\n${stderr()}`);
    try {
      const response = await fetch(`${url}/api/v1/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet: the first start migrates and seeds.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`The API did not become healthy in 60 s:\n${stderr()}`);
}

/** @returns {Promise<string>} the bearer token of a signed-in user */
export async function signIn(url, { email, password } = DEMO_USER) {
  const response = await fetch(`${url}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  const token = response.headers.get('authorization');
  if (!response.ok || !token) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return token.replace(/^Bearer\s+/i, '');
}

/**
 * CPU time of the PostgreSQL backends serving one database, by pid, in ms (`query` runs on that database):
 * unlike {@link postgresCpuMs}, other databases' work on a shared server is not counted, nor are
 * PostgreSQL's background writers.
 */
export async function databaseBackendsCpu(query) {
  const rows = await query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()');
  return new Map(rows.map((row) => [row.pid, processCpuMs(row.pid)]));
}

/** The CPU the backends used between two {@link databaseBackendsCpu} readings (new backends counted whole). */
export function backendsCpuSince(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

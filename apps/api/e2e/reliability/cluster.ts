import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

// API instances as deployed (`node apps/api/dist/index.js`, production mode) behind Debian's
// HAProxy configured by deploy/haproxy.cfg, on one PostgreSQL database, one Redis key prefix and one
// upload folder. The smoke test and `pnpm bench:reliability` drive it.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(apiRoot, '../..');
export const HAPROXY_CONFIG = path.join(repoRoot, 'deploy/haproxy.cfg');
/** deploy/haproxy.cfg checks every 500 ms and needs 2 failures: the instances wait that and one more check. */
export const SHUTDOWN_DELAY_MS = 1_500;

// A test that fails half-way must not leave processes behind: the worker kills what is left.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Installs HAProxy when missing (scripts/ensure-haproxy.sh) and answers its path. */
export function ensureHaproxy(): string {
  execFileSync('bash', [path.join(repoRoot, 'scripts/ensure-haproxy.sh')], { stdio: 'inherit' });
  return '/usr/sbin/haproxy';
}

export interface ClusterOptions {
  instances: 2 | 3;
  /** PostgreSQL database of this run (`DATABASE_URL`). */
  databaseUrl: string;
  /** Redis for the rate-limit counters (one key prefix per run); counters per instance without it. */
  redisUrl?: string | undefined;
  /** More environment for every instance (overrides the defaults below). */
  env?: Record<string, string>;
  /** Fixed ports (proxy, stats, then one per instance); free ports otherwise. */
  ports?: number[];
}

export interface Instance {
  name: string;
  port: number;
  pid(): number | undefined;
  /** Resident memory in bytes (Linux /proc), 0 when not running. */
  rss(): number;
  /** Whether the process ended without being told to (a crash). */
  crashed: boolean;
}

export interface Cluster {
  proxyUrl: string;
  instances: Instance[];
  /** The upload folder every instance shares. */
  uploadDir: string;
  /** Starts instance `i` and waits until the proxy routes to it again. */
  start(i: number): Promise<void>;
  /** SIGTERM (graceful shutdown); answers the exit code. */
  terminate(i: number): Promise<number | null>;
  /** SIGKILL: nothing finishes. */
  kill(i: number): Promise<void>;
  /** The proxy's view of each instance: `UP`, `DOWN`, `NOLB`… by name. */
  proxyStatus(): Promise<Record<string, string>>;
  /** Waits until the proxy reports `status` for instance `i`; answers the ms it took. */
  waitForStatus(i: number, status: string): Promise<number>;
  close(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = ensureHaproxy();
  const ports = options.ports ?? (await Promise.all(Array.from({ length: 2 + options.instances }, freePort)));
  const [proxyPort, statsPort, ...instancePorts] = ports as [number, number, ...number[]];
  const workDir = mkdtempSync(path.join(tmpdir(), 'cluster-'));
  const uploadDir = path.join(workDir, 'shared-uploads');
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const secret = () => randomBytes(32).toString('base64url');
  // What every instance of one deployment shares (README, "Deploying several instances").
  const sharedEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    // No clamd in these runs: they measure the API, and production refuses to start without a scanner
    // unless scanning is turned off by name (docs/uploads.md#virus-scanning).
    UPLOAD_SCANNING: 'off',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: proxyUrl,
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl && {
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: `concierge-reliability:${randomBytes(6).toString('hex')}:`,
    }),
    UPLOAD_DIR: uploadDir,
    UPLOAD_SIGNING_SECRET: secret(),
    DEVICE_TOKEN_SECRET: secret(),
    MFA_SECRET_KEY: secret(),
    NOTIFY_SIGNING_SECRET: secret(),
    TRUST_PROXY: '1',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    SHUTDOWN_TIMEOUT_MS: '10000',
    SEED: 'true',
    // Production refuses to start without transports; where nothing listens, a message only waits.
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: 'https://127.0.0.1:9/sms',
    SMS_WEBHOOK_SECRET: secret(),
    ...options.env,
  };

  const children: (ChildProcess | undefined)[] = [];
  const instances: Instance[] = instancePorts.map((port, i) => ({
    name: `api${i + 1}`,
    port,
    crashed: false,
    pid: () => children[i]?.pid,
    rss() {
      const pid = children[i]?.exitCode === null ? children[i]?.pid : undefined;
      if (!pid) return 0;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
  }));
  const proxyEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    PROXY_BIND: `127.0.0.1:${proxyPort}`,
    PROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
    ...Object.fromEntries(instancePorts.map((port, i) => [`API_${i + 1}`, `127.0.0.1:${port}`])),
  };
  const proxyLog = openSync(path.join(workDir, 'haproxy.log'), 'a');
  const proxy = spawn(haproxy, ['-db', '-f', HAPROXY_CONFIG], {
    env: proxyEnv,
    stdio: ['ignore', proxyLog, proxyLog],
  });
  closeSync(proxyLog);
  running.add(proxy);

  async function proxyStatus(): Promise<Record<string, string>> {
    const csv = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`).then((res) => res.text());
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const [nameAt, proxyAt, statusAt] = ['svname', 'pxname', 'status'].map((c) => columns.indexOf(c));
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[proxyAt!] === 'api' && cells[nameAt!]?.startsWith('api'))
        .map((cells) => [cells[nameAt!]!, cells[statusAt!]!.split(' ')[0]!]),
    );
  }

  async function waitForStatus(i: number, status: string): Promise<number> {
    const started = performance.now();
    for (;;) {
      const now = await proxyStatus().catch(() => ({}) as Record<string, string>);
      if (now[instances[i]!.name] === status) return performance.now() - started;
      await sleep(25);
    }
  }

  async function start(i: number): Promise<void> {
    const instance = instances[i]!;
    instance.crashed = false;
    const log = openSync(path.join(workDir, `${instance.name}.log`), 'a');
    const child = spawn(process.execPath, [path.join(apiRoot, 'dist/index.js')], {
      env: { ...sharedEnv, PORT: String(instance.port) },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    children[i] = child;
    running.add(child);
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (code !== 0 && signal !== 'SIGKILL') instance.crashed = true;
    });
    for (let attempt = 0; ; attempt += 1) {
      if (child.exitCode !== null) {
        const log = readFileSync(path.join(workDir, `${instance.name}.log`), 'utf8');
        throw new Error(`${instance.name} exited at start:\n${log.slice(-2000)}`);
      }
      if (attempt > 1200) throw new Error(`${instance.name} did not start within 120 s`);
      const ready = await fetch(`http://127.0.0.1:${instance.port}/api/v1/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ready) break;
      await sleep(100);
    }
    await waitForStatus(i, 'UP');
  }

  async function stopChild(i: number, signal: NodeJS.Signals): Promise<number | null> {
    const child = children[i];
    if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    return exited;
  }

  // The first instance migrates and seeds alone; the others find both done.
  for (let i = 0; i < instances.length; i += 1) await start(i);
  return {
    proxyUrl,
    instances,
    uploadDir,
    start,
    terminate: (i) => stopChild(i, 'SIGTERM'),
    kill: async (i) => void (await stopChild(i, 'SIGKILL')),
    proxyStatus,
    waitForStatus,
    async close() {
      await Promise.all(instances.map((_, i) => stopChild(i, 'SIGTERM')));
      proxy.kill('SIGTERM');
      running.delete(proxy);
      if (!process.env.KEEP_CLUSTER_LOGS) rmSync(workDir, { recursive: true, force: true });
    },
  };
}

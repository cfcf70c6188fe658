// API instances as deployed for the live stream (node apps/api/dist/index.js, production mode, one PostgreSQL
// database, one Redis key prefix), alone or several behind HAProxy, with the environment
// apps/api/e2e/reliability/cluster.ts gives its instances. Each runs with the file-descriptor limit raised to
// the hard limit, since a stream holds a socket for as long as it is open.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, processCpuMs, repoRoot } from './api-server.mjs';
import { REDIS_URL, deleteRedisKeys } from './live-redis.mjs';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `command args` with the soft limit of open files raised to the hard one. */
export function spawnWithOpenFiles(command, args, options) {
  return spawn('bash', ['-c', 'ulimit -n "$(ulimit -Hn)" && exec "$0" "$@"', command, ...args], options);
}

/** The soft limit of open files a process started by {@link spawnWithOpenFiles} gets. */
export const openFilesLimit = () => Number(execFileSync('bash', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }));

/**
 * What every instance of one deployment shares: the database, Redis and its prefix, the secrets. Rate limits
 * and the overload shedder are lifted as the e2e suites lift them (e2e/support/environment.ts): one loopback
 * client opens every stream, and the shared cores' stalls are not this server's load to shed.
 */
export function deploymentEnv({ databaseUrl, redisPrefix, publicUrl, workDir }) {
  const secret = () => randomBytes(32).toString('base64url');
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    // No clamd in these runs: they measure the API, and production refuses to start without a scanner
    // unless scanning is turned off by name (docs/uploads.md#virus-scanning).
    UPLOAD_SCANNING: 'off',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: path.join(workDir, 'data'),
    UPLOAD_DIR: path.join(workDir, 'uploads'),
    UPLOAD_SIGNING_SECRET: secret(),
    DEVICE_TOKEN_SECRET: secret(),
    MFA_SECRET_KEY: secret(),
    NOTIFY_SIGNING_SECRET: secret(),
    TRUST_PROXY: '1',
    SHUTDOWN_DELAY_MS: '1500',
    SEED: 'true',
    RATE_LIMIT_IP: '1000000',
    RATE_LIMIT_ACCOUNT: '1000000',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Production refuses to start without transports; where nothing listens, a message only waits.
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: 'https://127.0.0.1:9/sms',
    SMS_WEBHOOK_SECRET: secret(),
  };
}

const API_ENTRY = path.join(repoRoot, 'apps/api/dist/index.js');
/** When apps/api/dist was built: other sessions rebuild the shared checkout's build, even during a run. */
export const apiBuiltAt = () => statSync(API_ENTRY).mtime.toISOString();
/** The builds the instances started so far were started from (their build times). */
export const buildsStarted = new Set();

/** One instance on a free port; resolves once `/api/v1/ready` answers 200. */
export async function startInstance(name, env, workDir) {
  const port = await freePort();
  buildsStarted.add(apiBuiltAt());
  const logFile = path.join(workDir, `${name}.log`);
  const log = openSync(logFile, 'a');
  const child = spawnWithOpenFiles(process.execPath, [API_ENTRY], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited at start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
    if (attempt > 1200) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not start within 120 s`);
    }
    const ready = await fetch(`${url}/api/v1/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) break;
    await wait(100);
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    port,
    url,
    pid: child.pid,
    /** CPU time (user + system) of the process, in ms. */
    cpuMs: () => processCpuMs(child.pid),
    /** Resident memory, in bytes; 0 once it has ended. */
    rss() {
      if (!running()) return 0;
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    /** SIGKILL: nothing finishes, no stream is ended by the server. */
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (running()) child.kill('SIGTERM');
      const stopped = await Promise.race([exited, wait(15_000).then(() => 'timeout')]);
      if (stopped === 'timeout') child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Lines added to the proxy's backend beyond the instance's name, by `BENCH_LIVE_PROXY_LINES` (separated by
 * `;`): a trial of a change to deploy/haproxy.cfg, e.g. `option http-no-delay`. Empty for the committed figures.
 */
export const PROXY_TRIAL_LINES = (process.env.BENCH_LIVE_PROXY_LINES ?? '')
  .split(';')
  .map((line) => line.trim())
  .filter(Boolean);

/**
 * deploy/haproxy.cfg as it is, with one line added to the backend: the name of the instance that answered
 * (`X-Bench-Instance: api3`), so the bench knows which instance holds each stream; and any trial lines.
 */
export function benchProxyConfig(trialLines = PROXY_TRIAL_LINES) {
  const config = readFileSync(path.join(repoRoot, 'deploy/haproxy.cfg'), 'utf8');
  const backend = 'backend api\n';
  if (!config.includes(backend)) throw new Error('deploy/haproxy.cfg has no "backend api" section');
  const lines = ['http-response set-header X-Bench-Instance %s', ...trialLines];
  return config.replace(backend, `${backend}${lines.map((line) => `  ${line}\n`).join('')}`);
}

/** `count` instances behind HAProxy, started one after another (the first migrates and seeds). */
export async function startCluster({ databaseUrl, count = 3 }) {
  execFileSync('bash', [path.join(repoRoot, 'scripts/ensure-haproxy.sh')], { stdio: 'inherit' });
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-live-'));
  const redisPrefix = `bench-live:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const [proxyPort, statsPort] = [await freePort(), await freePort()];
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const env = deploymentEnv({ databaseUrl, redisPrefix, publicUrl: proxyUrl, workDir });
  const instances = [];
  let proxy;
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
    }
    await deleteRedisKeys(redisPrefix);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i += 1) instances.push(await startInstance(`api${i + 1}`, env, workDir));
    const configFile = path.join(workDir, 'haproxy.cfg');
    writeFileSync(configFile, benchProxyConfig());
    const proxyLog = openSync(path.join(workDir, 'haproxy.log'), 'a');
    proxy = spawnWithOpenFiles('/usr/sbin/haproxy', ['-db', '-f', configFile], {
      env: {
        PATH: process.env.PATH ?? '',
        PROXY_BIND: `127.0.0.1:${proxyPort}`,
        PROXY_STATS_BIND: `127.0.0.1:${statsPort}`,
        ...Object.fromEntries(instances.map((instance, i) => [`API_${i + 1}`, `127.0.0.1:${instance.port}`])),
      },
      stdio: ['ignore', proxyLog, proxyLog],
    });
    closeSync(proxyLog);
    const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
    for (let attempt = 0; ; attempt += 1) {
      const status = await proxyStatus(statsUrl).catch(() => ({}));
      if (instances.every((instance) => status[instance.name] === 'UP')) break;
      if (attempt > 300) throw new Error(`HAProxy never saw every instance up: ${JSON.stringify(status)}`);
      await wait(100);
    }
    return { proxyUrl, instances, redisPrefix, proxyStatus: () => proxyStatus(statsUrl), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** HAProxy's view of each instance (`UP`, `DOWN`…), by name. */
async function proxyStatus(statsUrl) {
  const csv = await fetch(statsUrl).then((res) => res.text());
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [nameAt, proxyAt, statusAt] = ['svname', 'pxname', 'status'].map((c) => columns.indexOf(c));
  return Object.fromEntries(
    rows
      .map((row) => row.split(','))
      .filter((cells) => cells[proxyAt] === 'api' && cells[nameAt]?.startsWith('api'))
      .map((cells) => [cells[nameAt], cells[statusAt].split(' ')[0]]),
  );
}

/** One instance without a proxy (the idle cost of many streams), with its own Redis prefix and work folder. */
export async function startLoneInstance({ databaseUrl }) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-live-'));
  const redisPrefix = `bench-live:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const env = deploymentEnv({ databaseUrl, redisPrefix, publicUrl: 'http://127.0.0.1', workDir });
  let instance;
  try {
    instance = await startInstance('api1', env, workDir);
  } catch (error) {
    await deleteRedisKeys(redisPrefix);
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...instance,
    async stop() {
      await instance.stop();
      await deleteRedisKeys(redisPrefix);
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

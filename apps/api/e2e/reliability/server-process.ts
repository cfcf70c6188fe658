import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { httpTestClient, type HttpTestClient } from '../../src/testing/http-test-client.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server as its own process (src/index.ts through tsx, no build needed), to be killed for real. */
export interface ServerProcess {
  client: HttpTestClient;
  port: number;
  /** `kill -9`: no shutdown hook, no flush, whatever was in flight is cut. */
  kill(): Promise<void>;
  /** Sends `signal` (SIGTERM: the graceful shutdown) and returns at once. */
  signal(signal: NodeJS.Signals): void;
  /** Settles with the exit code when the process has ended. */
  exited: Promise<number | null>;
}

// A test that fails or times out half-way must not leave a server running: the worker kills what is left.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server with `env` on a free loopback port and waits until it is ready (database and storage). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SEED: 'true',
      // One loopback client makes all the load: the per-IP limits are not what this test is about.
      RATE_LIMIT_IP: '1000000',
      // Many test files share the cores: their stalls are not this server's load to shed.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const client = httpTestClient(base);
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited at start: ${stderr}`);
    if (attempt > 600) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${stderr}`);
    }
    const healthy = await client.call('GET', '/api/v1/ready').then(
      (res) => res.status === 200,
      () => false,
    );
    if (healthy) break;
    await sleep(100);
  }
  return {
    client,
    port,
    exited,
    signal: (signal) => void child.kill(signal),
    async kill() {
      // Idempotent: the test's finally may kill a server the load already killed.
      child.kill('SIGKILL');
      await exited;
    },
  };
}

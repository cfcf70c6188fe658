// Loopback load with autocannon: 50 connections for a fixed time. Only 127.0.0.1 is ever a target.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const LOAD = {
  connections: 50,
  durationSeconds: Number(process.env.BENCH_DURATION ?? 20),
};

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *   connections?: number, durationSeconds?: number }} target
 */
export async function loadTest(target) {
  if (!new URL(target.url).hostname.startsWith('127.')) throw new Error('Load only loopback addresses');
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: target.connections ?? LOAD.connections,
    duration: target.durationSeconds ?? LOAD.durationSeconds,
  });
  return {
    connections: target.connections ?? LOAD.connections,
    durationSeconds: target.durationSeconds ?? LOAD.durationSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // The machine may be shared: the 1-minute load average at the end of the run goes with every figure.
    loadAverage1m: Number(loadavg()[0].toFixed(2)),
  };
}

export async function startHelloWorld() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'hello-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`hello-world exited ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

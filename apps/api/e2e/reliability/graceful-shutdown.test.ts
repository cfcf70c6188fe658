import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { HttpAnswer } from '../../src/testing/http-test-client.js';
import { GOOD_PASSWORD } from '../../src/testing/api-calls.js';
import { onDb } from '../../src/testing/test-database.js';
import { uniqueEmail } from '../../src/testing/test-server.js';
import { freshStorage } from './fresh-storage.js';
import { startServerProcess } from './server-process.js';

// On SIGTERM the server stops being ready, keeps serving for SHUTDOWN_DELAY_MS (the load
// balancer's time to notice), stops listening, finishes what is in flight, and exits 0; what is still in
// flight after SHUTDOWN_TIMEOUT_MS is cut (exit 1). Over real HTTP, with a real signal to a real process.

const storage = await freshStorage('shutdown');
afterAll(() => storage.dispose());

/** A sign-up the server has received, with half its body: in flight until `finish()`. */
function heldSignUp(port: number) {
  const body = JSON.stringify({
    user: {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      name: 'Ada',
      last_name: 'Tester',
      terms_of_service: 1,
    },
  });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/users/sign_up',
    // 100-continue: the server's "go on" proves it has the request before the test signals it.
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      expect: '100-continue',
    },
  });
  request.flushHeaders();
  const answer = new Promise<{ status: number; token: string | undefined }>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, token: response.headers.authorization }),
      );
    });
    request.on('error', reject);
  });
  // Nothing may stay unhandled when the test expects the cut.
  answer.catch(() => {});
  const half = Math.floor(body.length / 2);
  const sent = new Promise<void>((resolve) =>
    request.once('continue', () => request.write(body.slice(0, half), () => resolve())),
  );
  return { sent, answer, finish: () => request.end(body.slice(half)) };
}

/** Calls `probe` until it answers true (each try ~50 ms apart); the test's timeout bounds it. */
async function until(probe: () => Promise<boolean>): Promise<void> {
  while (!(await probe())) await sleep(50);
}

describe(onDb('graceful shutdown on SIGTERM'), () => {
  it('turns not ready, stops listening, finishes the request in flight and exits 0', async () => {
    const server = await startServerProcess({
      ...storage.env,
      SHUTDOWN_DELAY_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
    try {
      const held = heldSignUp(server.port);
      await held.sent;
      expect((await server.client.call('GET', '/api/v1/ready')).status).toBe(200);

      server.signal('SIGTERM');
      // The load balancer's view during the delay: not ready, and saying why; alive all the same.
      let ready: HttpAnswer | undefined;
      await until(async () => {
        ready = await server.client.call('GET', '/api/v1/ready');
        return ready.status === 503;
      });
      // The error shape's fields (error, code) come with it: the reason is what the balancer reads.
      expect(ready!.json()).toMatchObject({ status: 'unavailable', failing: ['draining'] });
      expect((await server.client.call('GET', '/api/v1/health')).status).toBe(200);
      // Then no new connection is taken, while the sign-up is still in flight.
      await until(() =>
        server.client.call('GET', '/api/v1/health').then(
          () => false,
          () => true,
        ),
      );

      held.finish();
      const answer = await held.answer;
      expect(answer.status).toBe(200);
      expect(answer.token).toBeTruthy();
      expect(await server.exited).toBe(0);
    } finally {
      await server.kill();
    }
  }, 120_000);

  it('cuts what is still in flight after SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    const server = await startServerProcess({ ...storage.env, SHUTDOWN_TIMEOUT_MS: '1000' });
    try {
      const held = heldSignUp(server.port);
      await held.sent;
      server.signal('SIGTERM');
      expect(await server.exited).toBe(1);
      await expect(held.answer).rejects.toThrow();
    } finally {
      await server.kill();
    }
  }, 120_000);
});

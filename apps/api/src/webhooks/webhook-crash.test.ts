import { setTimeout as sleep } from 'node:timers/promises';
import { SurveyCategoriesResponse } from '@concierge/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { freshStorage } from '../../e2e/reliability/fresh-storage.js';
import { startServerProcess, type ServerProcess } from '../../e2e/reliability/server-process.js';
import { DEMO_STAFF_TOTP_SECRET, DEMO_USERS } from '../accounts/demo.js';
import { signUpNewUser, submittedRequest, type HttpTestClient } from '../testing/http-test-client.js';
import { rememberMfaToken } from '../testing/remembered-mfa-tokens.js';
import { onDb } from '../testing/test-database.js';
import { totpCode } from '../testing/totp-calls.js';
import type { TestClock } from '../testing/test-server.js';
import { createWebhookEndpoint } from '../testing/webhook-calls.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';

// At least once across a crash (docs/webhooks.md#delivery): the server is killed with SIGKILL while it waits
// on a receiver that does not answer; the restarted server delivers every event that was committed, the
// one in flight included, once its claim's lease has run out. A real process, as e2e/reliability/ does.

const storage = await freshStorage('webhook-crash');
const receiver = await startWebhookReceiver();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  await receiver.close();
  await storage.dispose();
});

const start = async () => {
  const server = await startServerProcess({ ...storage.env, WEBHOOKS_ALLOW_PRIVATE: 'true' });
  servers.push(server);
  return server;
};

/** The demo admin's session, past the authenticator-app step (the wall clock's code). */
async function signInAdmin(client: HttpTestClient): Promise<string> {
  const { email, password } = DEMO_USERS.find((user) => user.role === 'admin')!;
  const res = await client.call('POST', '/api/v1/users/sign_in', { body: { user: { email, password } } });
  const token = res.headers.get('authorization')!;
  const wallClock = { now: () => new Date() } as TestClock;
  const verified = await client.call('POST', '/api/v1/mfa/totp/verify', {
    token,
    body: { code: totpCode(DEMO_STAFF_TOTP_SECRET, wallClock) },
  });
  if (verified.status !== 200) throw new Error(`admin app step: ${verified.status} ${verified.text}`);
  rememberMfaToken(token, verified.headers.get('mfa-token')!);
  return token;
}

async function anySurveyWithoutFiles(client: HttpTestClient, token: string): Promise<number> {
  const res = await client.call('GET', '/api/v1/survey_categories', { token });
  const { survey_categories } = SurveyCategoriesResponse.parse(res.json());
  const survey = survey_categories
    .flatMap((category) => category.request_surveys)
    .find((s) => s.name === 'Plan a trip');
  if (!survey) throw new Error('no "Plan a trip" survey');
  return survey.id;
}

async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe(onDb('webhooks: kill -9 during a delivery'), () => {
  it(
    'loses no event: after the restart every committed event arrives, signed',
    { timeout: 180_000 },
    async () => {
      const first = await start();
      const admin = await signInAdmin(first.client);
      const { secret } = await createWebhookEndpoint(first.client, admin, receiver.url, ['request.created']);
      receiver.secrets.push(secret);
      receiver.hang = true;
      const requester = await signUpNewUser(first.client);
      const survey = await anySurveyWithoutFiles(first.client, requester);
      const requestIds = [
        await submittedRequest(first.client, requester, survey),
        await submittedRequest(first.client, requester, survey),
      ];
      // The worker is inside the first delivery, waiting on the receiver, when the process dies.
      await until(() => receiver.held > 0, 20_000, 'the first delivery to start');
      await first.kill();
      receiver.hang = false;

      await start();
      // The crashed worker's claim runs out (the outbox lease, a minute), then both go out.
      await until(() => receiver.received.length >= 2, 120_000, 'both events after the restart');
      const created = receiver.received.map(
        (hook) => (hook.event.data as { request: { id: number } }).request.id,
      );
      expect(new Set(created)).toEqual(new Set(requestIds));
      expect(receiver.received.every((hook) => hook.verifiedWith.includes(secret))).toBe(true);
    },
  );
});

import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { requests } from '../requests/tables.js';
import { userRequestSurveys } from '../surveys/tables.js';
import {
  answerAll,
  listenForTests,
  seededSurveyId,
  signInAgain,
  signUpNewAccount,
  signUpNewUser,
  startRun,
  submit,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  fingerprint,
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_RETENTION_MS,
  IDEMPOTENCY_RETRY_AFTER_S,
  IDEMPOTENCY_STALE_MS,
  IDEMPOTENT_REPLAYED_HEADER,
} from './idempotency.js';
import { idempotencyKeys } from './tables.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const survey = await seededSurveyId(server.database, 'furniture-assembly');

/** A user with `runs` complete, unsubmitted runs. */
async function userWithRuns(runs: number) {
  const { email, token } = await signUpNewAccount(client);
  const ids: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    // Each submitted run frees the survey for a new one; the unsubmitted run is resumed, so submit between.
    const runId = await startRun(client, token, survey);
    await answerAll(client, token, runId);
    ids.push(runId);
    if (index < runs - 1) await submit(client, token, runId);
  }
  return { email, token, runs: ids };
}

const requestsOfRun = async (runId: number) => {
  const [row] = await server.database.db
    .select({ total: count() })
    .from(requests)
    .where(eq(requests.userRequestSurveyId, runId));
  return Number(row?.total);
};

describe(onDb('Idempotency-Key'), () => {
  it('replays the first answer for the same key and request', async () => {
    const { token, runs } = await userWithRuns(1);
    const key = { 'idempotency-key': 'submit-once' };
    const first = await submit(client, token, runs[0]!, key);
    const again = await submit(client, token, runs[0]!, key);
    expect(first.status).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
  });

  it('answers 422 for the same key with another request, and keys are per user', async () => {
    const { token, runs } = await userWithRuns(2);
    const key = { 'idempotency-key': 'shared-key' };
    expect((await submit(client, token, runs[0]!, key)).status).toBe(200);
    const other = await submit(client, token, runs[1]!, key);
    expect(other.status).toBe(422);
    expect(other.json()).toEqual({ error: IDEMPOTENCY_ERRORS.keyReused, code: 'idempotency-key-reused' });
    expect(await requestsOfRun(runs[1]!)).toBe(0);
    const stranger = await userWithRuns(1);
    expect((await submit(client, stranger.token, stranger.runs[0]!, key)).status).toBe(200);
  });

  it('keeps a key 24 hours; after that it may name a new request', async () => {
    const { email, token, runs } = await userWithRuns(2);
    const key = { 'idempotency-key': 'day-old' };
    await submit(client, token, runs[0]!, key);
    server.clock.advance(IDEMPOTENCY_RETENTION_MS - 1000);
    expect((await submit(client, token, runs[1]!, key)).status).toBe(422);
    server.clock.advance(2000);
    // The session ended with the day too (24 h, SECURITY.md).
    const later = await submit(client, await signInAgain(client, email), runs[1]!, key);
    expect(later.status).toBe(200);
    expect(later.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
  });

  it('answers 409 while the first request runs, and takes over a claim left by a dead one', async () => {
    const { token, runs } = await userWithRuns(1);
    const runId = runs[0]!;
    const userId = await ownerOfRun(runId);
    await server.database.db.insert(idempotencyKeys).values({
      userId,
      key: 'in-flight',
      fingerprint: fingerprint('submitSurvey', { params: { id: runId }, query: undefined, body: {} }),
      createdAt: server.clock.now(),
    });
    const busy = await submit(client, token, runId, { 'idempotency-key': 'in-flight' });
    expect(busy.status).toBe(409);
    expect(busy.json()).toEqual({ error: IDEMPOTENCY_ERRORS.inProgress, code: 'idempotency-in-progress' });
    expect(busy.headers.get('retry-after')).toBe(String(IDEMPOTENCY_RETRY_AFTER_S));
    server.clock.advance(IDEMPOTENCY_STALE_MS + 1000);
    expect((await submit(client, token, runId, { 'idempotency-key': 'in-flight' })).status).toBe(200);
    expect(await requestsOfRun(runId)).toBe(1);
  });

  it('makes one request from 20 concurrent submits with one key', async () => {
    const { token, runs } = await userWithRuns(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(client, token, runs[0]!, { 'idempotency-key': 'burst' })),
    );
    const ok = answers.filter((res) => res.status === 200);
    expect(answers.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    expect(new Set(ok.map((res) => res.text)).size).toBe(1);
    expect(await requestsOfRun(runs[0]!)).toBe(1);
  });

  it('forgets the key of a failed request, so it can be retried', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, survey);
    const key = { 'idempotency-key': 'retry-me' };
    expect((await submit(client, token, runId, key)).status).toBe(422);
    await answerAll(client, token, runId);
    expect((await submit(client, token, runId, key)).status).toBe(200);
  });

  it('refuses malformed keys', async () => {
    const { token, runs } = await userWithRuns(1);
    for (const bad of ['x'.repeat(256), 'has space']) {
      const res = await submit(client, token, runs[0]!, { 'idempotency-key': bad });
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ error: IDEMPOTENCY_ERRORS.invalidKey, code: 'validation' });
    }
  });
});

async function ownerOfRun(runId: number): Promise<number> {
  const [row] = await server.database.db
    .select({ userId: userRequestSurveys.userId })
    .from(userRequestSurveys)
    .where(eq(userRequestSurveys.id, runId));
  if (!row) throw new Error(`no run ${runId}`);
  return row.userId;
}

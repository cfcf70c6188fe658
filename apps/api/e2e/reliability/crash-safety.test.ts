import { count, inArray } from 'drizzle-orm';
import { SurveyCategoriesResponse } from '@concierge/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import {
  answer,
  nextItem,
  sampleAnswer,
  signUpNewUser,
  startRun,
  submit,
  type HttpTestClient,
} from '../../src/testing/http-test-client.js';
import { requests } from '../../src/requests/tables.js';
import { userRequestAnswers } from '../../src/surveys/tables.js';
import { SEED_CATEGORIES } from '../../src/surveys/seed-content.js';
import { onDb } from '../../src/testing/test-database.js';
import { freshStorage } from './fresh-storage.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

// SECURITY.md, Reliability: `kill -9` of the server under load loses nothing that was acknowledged with a
// 2xx, and nothing is there twice; the restarted server answers again. On PostgreSQL (a fresh database)
// and on PGlite (a fresh data folder), whichever this vitest project runs.

const WORKERS = 3;
/** Acknowledged writes before the kill: enough that several runs are mid-way and several submitted. */
const KILL_AFTER_ACKS = 30;

const storage = await freshStorage('crash');
afterAll(() => storage.dispose());

/** A seeded survey without file items (every item answerable by `sampleAnswer`). */
const TRIP_SURVEY = SEED_CATEGORIES.flatMap((category) => category.surveys).find(
  (survey) => survey.slug === 'plan-a-trip',
)!;

async function surveyByName(client: HttpTestClient, name: string) {
  const token = await signUpNewUser(client);
  const res = await client.call('GET', '/api/v1/survey_categories', { token });
  const { survey_categories } = SurveyCategoriesResponse.parse(res.json());
  const survey = survey_categories
    .flatMap((category) => category.request_surveys)
    .find((s) => s.name === name);
  if (!survey) throw new Error(`no survey named ${name}`);
  return survey;
}

interface Acknowledged {
  answers: { runId: number; itemId: number }[];
  submits: { runId: number; requestId: number }[];
}

/** One user's loop: start a run, answer every item, submit; again, until the server is gone. */
async function workLoop(client: HttpTestClient, surveyId: number, acked: Acknowledged, onAck: () => void) {
  const token = await signUpNewUser(client);
  for (;;) {
    const runId = await startRun(client, token, surveyId);
    for (let next = await nextItem(client, token, runId); next; next = await nextItem(client, token, runId)) {
      const res = await answer(client, token, runId, next.item.id, sampleAnswer(next.item));
      if (res.status !== 200) throw new Error(`answer: ${res.status}`);
      acked.answers.push({ runId, itemId: next.item.id });
      onAck();
    }
    const res = await submit(client, token, runId);
    if (res.status !== 200) throw new Error(`submit: ${res.status}`);
    acked.submits.push({ runId, requestId: res.json().request_id });
    onAck();
  }
}

/** Runs the load until the kill lands; answers what was acknowledged and the survey used. */
async function loadUntilKilled(server: ServerProcess) {
  // Through the API: PGlite's folder belongs to one process at a time, so the test opens it only while
  // no server runs.
  const survey = await surveyByName(server.client, TRIP_SURVEY.name);
  const acked: Acknowledged = { answers: [], submits: [] };
  let killing: Promise<void> | undefined;
  const onAck = () => {
    if (!killing && acked.answers.length + acked.submits.length >= KILL_AFTER_ACKS) killing = server.kill();
  };
  // Each worker ends with an error when the server dies under it: that is the point.
  await Promise.allSettled(
    Array.from({ length: WORKERS }, () => workLoop(server.client, survey.id, acked, onAck)),
  );
  await killing;
  return { acked, surveyId: survey.id };
}

/** Every acknowledged answer and submit is in the database, and no run has two requests. */
async function expectAcknowledgedKept(acked: Acknowledged) {
  const after = await openDatabase(storage.options);
  try {
    const runIds = [...new Set(acked.answers.map((ack) => ack.runId))];
    const stored = await after.db
      .select({ runId: userRequestAnswers.userRequestSurveyId, itemId: userRequestAnswers.datumId })
      .from(userRequestAnswers)
      .where(inArray(userRequestAnswers.userRequestSurveyId, runIds));
    const storedKeys = new Set(stored.map((row) => `${row.runId}:${row.itemId}`));
    for (const ack of acked.answers) expect(storedKeys).toContain(`${ack.runId}:${ack.itemId}`);

    const perRun = await after.db
      .select({ runId: requests.userRequestSurveyId, requests: count() })
      .from(requests)
      .where(inArray(requests.userRequestSurveyId, runIds))
      .groupBy(requests.userRequestSurveyId);
    expect(perRun.every((row) => row.requests === 1)).toBe(true);
    const submitted = new Set(perRun.map((row) => row.runId));
    for (const ack of acked.submits) expect(submitted).toContain(ack.runId);
  } finally {
    await after.close();
  }
}

describe(onDb('kill -9 under load'), () => {
  // Two cold starts of the server process (PGlite: WASM, migrations, seed) and the load between them.
  it('keeps every acknowledged answer and submit exactly once, and serves again after a restart', async () => {
    const server = await startServerProcess(storage.env);
    let load: Awaited<ReturnType<typeof loadUntilKilled>>;
    try {
      load = await loadUntilKilled(server);
    } finally {
      await server.kill();
    }
    expect(load.acked.submits.length).toBeGreaterThan(0);
    await expectAcknowledgedKept(load.acked);

    const restarted = await startServerProcess(storage.env);
    try {
      const token = await signUpNewUser(restarted.client);
      expect(await startRun(restarted.client, token, load.surveyId)).toBeGreaterThan(0);
    } finally {
      await restarted.kill();
    }
  }, 240_000);
});

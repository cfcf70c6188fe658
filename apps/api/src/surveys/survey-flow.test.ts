import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATUS, RequestResponse } from '@concierge/api-client';
import { requests } from '../requests/tables.js';
import {
  answer,
  answerAll,
  listenForTests,
  nextItem,
  sampleAnswer,
  seededSurveyId,
  signUpNewUser,
  startRun,
  submit,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { SURVEY_ERRORS } from './texts.js';
import { SEED_DATA } from './seed-content.js';
import { data } from './tables.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
// find-a-plumber: choice, choice, text (zip), tel, optional textarea.
const plumber = await seededSurveyId(server.database, 'find-a-plumber');
// insurance-quote: choice, text (zip, shared with plumber), email, optional tel.
const insurance = await seededSurveyId(server.database, 'insurance-quote');

describe(onDb('a survey run'), () => {
  it('starts, and starting again resumes the same unsubmitted run', async () => {
    const token = await signUpNewUser(client);
    const res = await client.call('POST', `/api/v1/request_surveys/${plumber}/user_request_surveys`, {
      token,
      body: { for_alpha: true },
    });
    expect(res.status).toBe(200);
    const run = res.json().user_request_survey;
    expect(res.json()).toEqual({
      success: true,
      user_request_survey: { id: run.id, request_survey_id: plumber, submitted: false, request_id: null },
    });
    expect(await startRun(client, token, plumber)).toBe(run.id);
    const missing = await client.call('POST', '/api/v1/request_surveys/999999/user_request_surveys', {
      token,
      body: { for_alpha: true },
    });
    expect(missing.status).toBe(404);
  });

  it('gives one item at a time, with its position, kind and options', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, plumber);
    const first = await nextItem(client, token, runId);
    expect(first).toEqual({
      item: {
        id: expect.any(Number),
        question: SEED_DATA['plumbing-problem'].question,
        universal_answer: null,
        kind: 'choice',
        options: SEED_DATA['plumbing-problem'].options,
        description: '',
      },
      optional: false,
      last_question: false,
      position: 1,
      total: 5,
      previous_item_id: null,
    });
  });

  it('keeps answers as they are given: a reload resumes at the first unanswered item', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, plumber);
    const first = (await nextItem(client, token, runId))!;
    expect((await answer(client, token, runId, first.item.id, 'Leak')).json()).toEqual({
      success: true,
      user_request_answer: {
        id: expect.any(Number),
        object_satisfied_id: first.item.id,
        object_satisfied_type: 'Datum',
        value: 'Leak',
      },
    });
    const second = (await nextItem(client, token, runId))!;
    expect(second).toMatchObject({ position: 2, previous_item_id: first.item.id });
    expect(await startRun(client, token, plumber)).toBe(runId);
    expect((await nextItem(client, token, runId))!.item.id).toBe(second.item.id);
  });

  it('goes back to an answered item with this run’s answer prefilled; unknown items are 404', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, plumber);
    const first = (await nextItem(client, token, runId))!;
    await answer(client, token, runId, first.item.id, 'No hot water');
    const back = await nextItem(client, token, runId, first.item.id);
    expect(back).toMatchObject({
      position: 1,
      item: { id: first.item.id, universal_answer: 'No hot water' },
    });
    await answer(client, token, runId, first.item.id, 'Leak');
    expect((await nextItem(client, token, runId, first.item.id))!.item.universal_answer).toBe('Leak');
    const res = await client.call(
      'GET',
      `/api/v1/user_request_surveys/${runId}/next_screen_item?item_id=999999`,
      {
        token,
      },
    );
    expect(res.status).toBe(404);
  });

  it('marks the optional item and the last question', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, plumber);
    let last = await nextItem(client, token, runId);
    while (last && !last.last_question) {
      await answer(client, token, runId, last.item.id, sampleAnswer(last.item));
      last = await nextItem(client, token, runId);
    }
    expect(last).toMatchObject({ optional: true, last_question: true, position: 5, total: 5 });
    expect(
      (await answer(client, token, runId, last!.item.id, null)).json().user_request_answer.value,
    ).toBeNull();
    expect(await nextItem(client, token, runId)).toBeNull();
  });

  it('prefills universal_answer from the user’s latest answer to the same datum in another survey', async () => {
    const token = await signUpNewUser(client);
    const plumberRun = await startRun(client, token, plumber);
    await answerAll(client, token, plumberRun, (item) =>
      item.question === SEED_DATA.zip.question ? '10001' : sampleAnswer(item),
    );
    const insuranceRun = await startRun(client, token, insurance);
    const first = (await nextItem(client, token, insuranceRun))!;
    expect(first.item.universal_answer).toBeNull();
    await answer(client, token, insuranceRun, first.item.id, 'Home');
    const zip = (await nextItem(client, token, insuranceRun))!;
    expect(zip.item).toMatchObject({ question: SEED_DATA.zip.question, universal_answer: '10001' });
  });

  it('hides another user’s run behind 404s', async () => {
    const owner = await signUpNewUser(client);
    const stranger = await signUpNewUser(client);
    const runId = await startRun(client, owner, plumber);
    const first = (await nextItem(client, owner, runId))!;
    const base = `/api/v1/user_request_surveys/${runId}`;
    expect((await client.call('GET', `${base}/next_screen_item`, { token: stranger })).status).toBe(404);
    expect((await answer(client, stranger, runId, first.item.id, 'Leak')).status).toBe(404);
    expect((await submit(client, stranger, runId)).status).toBe(404);
    expect((await client.call('GET', `${base}/next_screen_item`)).status).toBe(401);
  });
});

// One run of plan-a-trip answered in full (items by kind, `?` for optional) and one of home-cleaning.
const token = await signUpNewUser(client);
const runId = await startRun(client, token, await seededSurveyId(server.database, 'plan-a-trip'));
const items = new Map<string, number>();
for (let next = await nextItem(client, token, runId); next;) {
  items.set(next.item.kind + (next.optional ? '?' : ''), next.item.id);
  await answer(client, token, runId, next.item.id, sampleAnswer(next.item));
  next = await nextItem(client, token, runId);
}
const cleaning = await startRun(client, token, await seededSurveyId(server.database, 'home-cleaning'));
const rooms = (await nextItem(client, token, cleaning))!;
const plumbing = await startRun(client, token, plumber);
const problem = (await nextItem(client, token, plumbing))!;
const [phone] = await server.database.db.select().from(data).where(eq(data.slug, 'phone'));

describe(onDb('answer validation'), () => {
  const rejected = async (run: number, itemId: number, value: unknown, message: string) => {
    const res = await answer(client, token, run, itemId, value as never);
    expect(res.status).toBe(422);
    expect(res.json()).toEqual({
      error: message,
      code: 'invalid-answer',
      issues: [{ path: 'body.user_request_answer.value', message }],
    });
  };

  it('checks each kind', async () => {
    await rejected(runId, items.get('date')!, '2026-02-30', SURVEY_ERRORS.date);
    await rejected(runId, items.get('date')!, '12/24/2026', SURVEY_ERRORS.date);
    await rejected(runId, items.get('number')!, 'three', SURVEY_ERRORS.number);
    await rejected(runId, items.get('email')!, 'not-an-email', SURVEY_ERRORS.email);
    await rejected(runId, items.get('text')!, ['a', 'list'], SURVEY_ERRORS.singleAnswer);
    await rejected(runId, items.get('multi-choice?')!, ['Food', 'Food'], SURVEY_ERRORS.multiChoice);
    await rejected(runId, items.get('multi-choice?')!, ['Opera'], SURVEY_ERRORS.multiChoice);
    await rejected(cleaning, rooms.item.id, ['Garage'], SURVEY_ERRORS.multiChoice);
    await rejected(plumbing, problem.item.id, 'Flood', SURVEY_ERRORS.choice);
    await rejected(plumbing, problem.item.id, ['Leak'], SURVEY_ERRORS.singleAnswer);
    for (const bad of ['12', 'call me', '+1 415 555 0100 0100 99']) {
      await rejected(plumbing, phone!.id, bad, SURVEY_ERRORS.tel);
    }
  });

  it('refuses to skip a required item, and allows skipping an optional one', async () => {
    await rejected(runId, items.get('text')!, null, SURVEY_ERRORS.answerRequired);
    await rejected(runId, items.get('text')!, '   ', SURVEY_ERRORS.answerRequired);
    await rejected(cleaning, rooms.item.id, [], SURVEY_ERRORS.answerRequired);
    expect(
      (await answer(client, token, runId, items.get('number?')!, '')).json().user_request_answer.value,
    ).toBe(null);
  });

  it('accepts valid values, trimmed', async () => {
    const ok = await answer(client, token, runId, items.get('number')!, ' 4 ');
    expect(ok.json().user_request_answer.value).toBe('4');
    const email = await answer(client, token, runId, items.get('email')!, 'Ada@Example.TEST');
    expect(email.json().user_request_answer.value).toBe('ada@example.test');
  });

  it('refuses items of other surveys and other answer types', async () => {
    const res = await answer(client, token, runId, rooms.item.id, ['Kitchen']);
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({ error: SURVEY_ERRORS.unknownItem, code: 'unknown-item' });
    const wrongType = await client.call(
      'POST',
      `/api/v1/user_request_surveys/${runId}/user_request_answers`,
      {
        token,
        body: {
          user_request_answer: {
            object_satisfied_id: rooms.item.id,
            object_satisfied_type: 'User',
            value: 'x',
          },
        },
      },
    );
    expect(wrongType.status).toBe(400);
  });
});

describe(onDb('submit'), () => {
  it('refuses an incomplete run and names the unanswered items', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, plumber);
    const res = await submit(client, token, runId);
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({ error: SURVEY_ERRORS.incomplete, code: 'survey-incomplete' });
    expect(res.json().issues).toHaveLength(4);
  });

  it('makes one request in the open list, In Queue, with details in item order', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, plumber);
    await answerAll(client, token, runId, (item) => (item.kind === 'textarea' ? null : sampleAnswer(item)));
    const res = await submit(client, token, runId);
    expect(res.status).toBe(200);
    const { request_id: requestId } = res.json();
    expect(res.json()).toEqual({ success: true, request_id: requestId });

    const open = await client.call('GET', '/api/v1/requests/open', { token });
    expect(open.json().requests.map((request: { id: number }) => request.id)).toEqual([requestId]);
    const detail = RequestResponse.parse(
      (await client.call('GET', `/api/v1/requests/${requestId}`, { token })).json(),
    );
    expect(detail.request).toMatchObject({
      id: requestId,
      state: 'open',
      status: DEFAULT_STATUS.open,
      title: 'Find a plumber',
      messages: [],
      awaiting_user: false,
    });
    // The skipped optional item is left out.
    expect(detail.request.details.map((row) => row.question)).toEqual([
      SEED_DATA['plumbing-problem'].question,
      SEED_DATA.urgency.question,
      SEED_DATA.zip.question,
      SEED_DATA.phone.question,
    ]);
    expect(detail.request.details[0]).toEqual({
      question: SEED_DATA['plumbing-problem'].question,
      answer: 'Leak',
      attachment: null,
    });
  });

  it('closes the run: submitting again answers the same request, answering is a 409', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, insurance);
    await answerAll(client, token, runId);
    const first = (await submit(client, token, runId)).json().request_id;
    const again = await submit(client, token, runId);
    expect(again.json()).toEqual({ success: true, request_id: first });
    expect(await nextItem(client, token, runId)).toBeNull();
    const late = await answer(client, token, runId, 1, 'x');
    expect(late.status).toBe(409);
    expect(late.json()).toMatchObject({ error: SURVEY_ERRORS.alreadySubmitted, code: 'already-submitted' });
    // A new start is a new run, not the submitted one.
    const restarted = await client.call('POST', `/api/v1/request_surveys/${insurance}/user_request_surveys`, {
      token,
      body: { for_alpha: true },
    });
    expect(restarted.json().user_request_survey).toMatchObject({ submitted: false, request_id: null });
    expect(restarted.json().user_request_survey.id).not.toBe(runId);
  });

  it('makes exactly one request from 20 concurrent submits', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, plumber);
    await answerAll(client, token, runId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(client, token, runId)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((res) => res.json().request_id));
    expect(ids.size).toBe(1);
    const [row] = await server.database.db
      .select({ total: count() })
      .from(requests)
      .where(and(eq(requests.userRequestSurveyId, runId)));
    expect(Number(row?.total)).toBe(1);
    const open = await client.call('GET', '/api/v1/requests/open', { token });
    expect(open.json().requests).toHaveLength(1);
  });
});

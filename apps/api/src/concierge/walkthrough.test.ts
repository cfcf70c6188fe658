import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  NextItemResponse,
  RecommendedCategoriesResponse,
  RequestListResponse,
  RequestResponse,
  StartSurveyResponse,
  SubmitResponse,
} from '@concierge/api-client';
import { packageRoot } from '../config.js';
import { sampleAnswer, listenForTests, signInDemo, signUpNewUser } from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

// README's walkthrough, call for call: a new user goes from a suggested category to a submitted request
// and reads the concierge's reply. Each call is written in the README as `-X METHOD "$API<path>"`.
const CALLS = {
  signUp: ['POST', '/users/sign_up'],
  categories: ['GET', '/recommended_request_categories'],
  start: ['POST', '/request_surveys/$SURVEY/user_request_surveys'],
  next: ['GET', '/user_request_surveys/$RUN/next_screen_item'],
  answer: ['POST', '/user_request_surveys/$RUN/user_request_answers'],
  submit: ['POST', '/user_request_surveys/$RUN/submit'],
  signIn: ['POST', '/users/sign_in'],
  queue: ['GET', '/concierge/requests?state=open'],
  reply: ['POST', '/concierge/requests/$REQUEST/messages'],
  move: ['PATCH', '/concierge/requests/$REQUEST'],
  open: ['GET', '/requests/in_progress'],
  request: ['GET', '/requests/$REQUEST'],
} as const;

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);

function path(name: keyof typeof CALLS, values: Record<string, number> = {}) {
  return `/api/v1${CALLS[name][1].replace(/\$(\w+)/g, (_, variable: string) => String(values[variable]))}`;
}

describe(onDb('the README walkthrough'), () => {
  it('documents every call it makes', () => {
    const readme = readFileSync(`${packageRoot}/README.md`, 'utf8');
    for (const [method, template] of Object.values(CALLS)) {
      expect(readme).toContain(`-X ${method} "$API${template}"`);
    }
  });

  it('takes a new user from a category to a submitted request and a concierge reply', async () => {
    const token = await signUpNewUser(client);

    const categories = RecommendedCategoriesResponse.parse(
      (await client.call(CALLS.categories[0], path('categories'), { token })).json(),
    ).recommended_request_categories;
    const survey = categories[0]!.request_surveys.find((candidate) => candidate.for_alpha)!;

    const started = await client.call(CALLS.start[0], path('start', { SURVEY: survey.id }), {
      token,
      body: { for_alpha: true },
    });
    const run = StartSurveyResponse.parse(started.json()).user_request_survey.id;

    for (;;) {
      const next = NextItemResponse.parse(
        (await client.call(CALLS.next[0], path('next', { RUN: run }), { token })).json(),
      ).next_item;
      if (!next) break;
      const saved = await client.call(CALLS.answer[0], path('answer', { RUN: run }), {
        token,
        body: {
          user_request_answer: {
            object_satisfied_id: next.item.id,
            object_satisfied_type: 'Datum',
            value: sampleAnswer(next.item),
          },
        },
      });
      expect(saved.status).toBe(200);
    }

    const submitted = await client.call(CALLS.submit[0], path('submit', { RUN: run }), {
      token,
      body: {},
      headers: { 'idempotency-key': `run-${run}-submit` },
    });
    const request = SubmitResponse.parse(submitted.json()).request_id;

    const concierge = await signInDemo(client, 1);
    const queue = RequestListResponse.parse(
      (await client.call(CALLS.queue[0], path('queue'), { token: concierge })).json(),
    );
    expect(queue.requests.map((entry) => entry.id)).toContain(request);
    const reply = await client.call(CALLS.reply[0], path('reply', { REQUEST: request }), {
      token: concierge,
      body: { message: { body_html: '<p>On it! I will call you <b>today</b>.</p>' } },
    });
    expect(reply.status).toBe(200);
    const moved = await client.call(CALLS.move[0], path('move', { REQUEST: request }), {
      token: concierge,
      body: { request: { state: 'in_progress' } },
    });
    expect(moved.status).toBe(200);

    const list = RequestListResponse.parse(
      (await client.call(CALLS.open[0], path('open'), { token })).json(),
    );
    expect(list.requests.map((entry) => entry.id)).toEqual([request]);
    const seen = RequestResponse.parse(
      (await client.call(CALLS.request[0], path('request', { REQUEST: request }), { token })).json(),
    ).request;
    expect(seen).toMatchObject({ state: 'in_progress', status: 'In Progress', title: survey.name });
    expect(seen.messages.map((message) => [message.source, message.body_html])).toEqual([
      ['concierge', '<p>On it! I will call you <b>today</b>.</p>'],
      ['system', '<p>Status changed to In Progress</p>'],
    ]);
  });
});

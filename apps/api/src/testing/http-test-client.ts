import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AnswerValue, SurveyItem } from '@concierge/api-client';
import { NextItemResponse } from '@concierge/api-client';
import { DEMO_STAFF_TOTP_SECRET, DEMO_USERS } from '../accounts/demo.js';
import type { Database } from '../db/database.js';
import { requestSurveys } from '../surveys/tables.js';
import { GOOD_PASSWORD } from './api-calls.js';
import { rememberedMfaToken } from './remembered-mfa-tokens.js';
import { passStaffAppStep } from './staff-second-factor.js';
import { testServerOf, uniqueEmail, type TestServer } from './test-server.js';

// Test helpers that talk to a listening server over real HTTP (fetch), the way a browser or curl does.

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON (an error if it is not). */
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test parses with the contract
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface HttpTestClient {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** The test server's app, when the client was made by {@link listenForTests}. */
  app?: FastifyInstance;
  call(method: string, path: string, options?: CallOptions): Promise<HttpAnswer>;
}

/** A client for a server already listening at `base`: JSON bodies, the token as a Bearer header. */
export function httpTestClient(base: string): HttpTestClient {
  return {
    base,
    async call(method, path, { token, body, headers = {} } = {}) {
      const response = await fetch(new URL(path, base), {
        method,
        headers: {
          ...(token && { authorization: `Bearer ${token}` }),
          // A staff session the helpers verified sends its mfa-token too, as the console does.
          ...(rememberedMfaToken(token) && { 'mfa-token': rememberedMfaToken(token) }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
    },
  };
}

/** Starts listening on a random loopback port (closed with the app) and answers a client for it. */
export async function listenForTests(app: FastifyInstance): Promise<HttpTestClient> {
  const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return { ...httpTestClient(base), app };
}

/** Signs a new user up; answers their email and session token. */
export async function signUpNewAccount(client: HttpTestClient, name = 'Ada') {
  const email = uniqueEmail();
  const res = await client.call('POST', '/api/v1/users/sign_up', {
    body: { user: { email, password: GOOD_PASSWORD, name, last_name: 'Tester', terms_of_service: 1 } },
  });
  const token = res.headers.get('authorization');
  if (res.status !== 200 || !token) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { email, token };
}

/** Signs a new user up and answers their session token. */
export async function signUpNewUser(client: HttpTestClient, name = 'Ada'): Promise<string> {
  return (await signUpNewAccount(client, name)).token;
}

/** A new session for an account made by {@link signUpNewAccount} (after the clock passed the first one's end). */
export async function signInAgain(client: HttpTestClient, email: string): Promise<string> {
  const res = await client.call('POST', '/api/v1/users/sign_in', {
    body: { user: { email, password: GOOD_PASSWORD } },
  });
  const token = res.headers.get('authorization');
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return token;
}

/**
 * Signs a demo account in: 0 is the demo user, 1 the concierge. Staff pass their second factor too, with the
 * demo's authenticator app (its mfa-token is sent with the token from then on).
 */
export async function signInDemo(client: HttpTestClient, index: 0 | 1): Promise<string> {
  const { email, password, role } = DEMO_USERS[index];
  const res = await client.call('POST', '/api/v1/users/sign_in', { body: { user: { email, password } } });
  const token = res.headers.get('authorization');
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  if (role !== 'user') await passStaffAppStep(serverOf(client), token, DEMO_STAFF_TOTP_SECRET);
  return token;
}

/** The test server behind a client of {@link listenForTests}. */
export function serverOf(client: HttpTestClient): TestServer {
  if (!client.app) throw new Error('this client was not made by listenForTests: no test server behind it');
  return testServerOf(client.app);
}

/** A valid answer to any item but a file. */
export function sampleAnswer(item: SurveyItem): AnswerValue {
  switch (item.kind) {
    case 'number':
      return '3';
    case 'date':
      return '2026-12-24';
    case 'email':
      return 'ada@example.test';
    case 'tel':
      return '+1 (415) 555-0100';
    case 'choice':
      return item.options[0] ?? null;
    case 'multi-choice':
      return item.options.slice(0, 2);
    case 'file':
      throw new Error('file items need an upload');
    default:
      return `Answer to ${item.question}`;
  }
}

/** Starts (or resumes) a run of a survey and answers its id. */
export async function startRun(client: HttpTestClient, token: string, surveyId: number): Promise<number> {
  const res = await client.call('POST', `/api/v1/request_surveys/${surveyId}/user_request_surveys`, {
    token,
    body: { for_alpha: true },
  });
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${res.text}`);
  return res.json().user_request_survey.id;
}

/** The next item of a run (null when done), checked against the contract. */
export async function nextItem(client: HttpTestClient, token: string, runId: number, itemId?: number) {
  const query = itemId === undefined ? '' : `?item_id=${itemId}`;
  const res = await client.call('GET', `/api/v1/user_request_surveys/${runId}/next_screen_item${query}`, {
    token,
  });
  if (res.status !== 200) throw new Error(`next item failed: ${res.status} ${res.text}`);
  return NextItemResponse.parse(res.json()).next_item;
}

export function answer(
  client: HttpTestClient,
  token: string,
  runId: number,
  itemId: number,
  value: AnswerValue,
) {
  return client.call('POST', `/api/v1/user_request_surveys/${runId}/user_request_answers`, {
    token,
    body: { user_request_answer: { object_satisfied_id: itemId, object_satisfied_type: 'Datum', value } },
  });
}

/** Answers every item as `answerFor` says, one at a time as the app does, until the next item is null. */
export async function answerAll(
  client: HttpTestClient,
  token: string,
  runId: number,
  answerFor: (item: SurveyItem) => AnswerValue = sampleAnswer,
): Promise<void> {
  for (let next = await nextItem(client, token, runId); next; next = await nextItem(client, token, runId)) {
    const res = await answer(client, token, runId, next.item.id, answerFor(next.item));
    if (res.status !== 200) throw new Error(`answer failed: ${res.status} ${res.text}`);
  }
}

export function submit(
  client: HttpTestClient,
  token: string,
  runId: number,
  headers: Record<string, string> = {},
) {
  return client.call('POST', `/api/v1/user_request_surveys/${runId}/submit`, { token, body: {}, headers });
}

/** A new user's submitted request of a survey with every item answered; answers its id. */
export async function submittedRequest(
  client: HttpTestClient,
  token: string,
  surveyId: number,
): Promise<number> {
  const runId = await startRun(client, token, surveyId);
  await answerAll(client, token, runId);
  const res = await submit(client, token, runId);
  if (res.status !== 200) throw new Error(`submit failed: ${res.status} ${res.text}`);
  return res.json().request_id;
}

/** The id of a seeded survey (surveys/seed-content.ts) by its slug. */
export async function seededSurveyId(database: Database, slug: string): Promise<number> {
  const [row] = await database.db
    .select({ id: requestSurveys.id })
    .from(requestSurveys)
    .where(eq(requestSurveys.slug, slug));
  if (!row) throw new Error(`no seeded survey ${slug}`);
  return row.id;
}

/** Uploads `bytes` as the browser does (presign, then PUT to the answered address); answers the key. */
export async function uploadedFile(
  client: HttpTestClient,
  token: string,
  file: { filename: string; contentType: string; bytes: Buffer },
): Promise<string> {
  const presigned = await client.call('POST', '/api/v1/uploads/presigned_url', {
    token,
    body: { upload: { filename: file.filename, content_type: file.contentType, size: file.bytes.length } },
  });
  if (presigned.status !== 200) throw new Error(`presign failed: ${presigned.status} ${presigned.text}`);
  const { presigned_url: url, key } = presigned.json();
  const put = await fetch(new URL(url, client.base), {
    method: 'PUT',
    body: file.bytes,
    headers: { 'content-type': file.contentType },
  });
  if (put.status !== 200) throw new Error(`PUT failed: ${put.status} ${await put.text()}`);
  return key;
}

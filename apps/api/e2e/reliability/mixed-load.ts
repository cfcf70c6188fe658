import { setTimeout as sleep } from 'node:timers/promises';
import type { SurveyItem } from '@concierge/api-client';
import { sampleAnswer } from '../../src/testing/http-test-client.js';
import { GOOD_PASSWORD } from '../../src/testing/api-calls.js';
import { uniqueEmail } from '../../src/testing/test-server.js';
import { LoadClient, personAddress, type Answer, type Attempt, type CallOptions } from './load-client.js';

// The security suite's mix (sign-ins, surveys, replies, uploads, polling) as people do it, through the
// proxy: each person signs up, then loops: a survey answered item by item and submitted, a reply on the
// request, the request polled with its ETag; at most every 10 s (under the per-account limits of 10 a
// minute on sign-in, reset and presign) a new sign-in, a password-reset email (an outbox message) and a
// file uploaded. Every acknowledged write is kept, to be counted in the database after.

/** What the server acknowledged with a 2xx: each must be in the database exactly once afterwards. */
export interface Acknowledged {
  answers: { runId: number; itemId: number }[];
  submits: { runId: number; requestId: number }[];
  /** Reply bodies, each one unique. */
  replies: string[];
  uploads: string[];
  /** Recipients of password-reset requests that were answered 2xx. */
  resets: string[];
}

export interface LoadOptions {
  proxyUrl: string;
  people: number;
  /** A person's pause between two calls. */
  thinkMs: number;
  /** Which people (by number) to use: distinct numbers, distinct source addresses. */
  firstPerson?: number;
}

/** The smallest file the upload check takes as a PNG: the signature, then bytes. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(512, 7),
]);
/** How often a person signs in again, asks for a reset email and uploads: within the per-account limits. */
const RARE_EVERY_MS = 10_000;
/** A seeded survey without file items, so `sampleAnswer` answers every item. */
const SURVEY_NAME = 'Plan a trip';

export class MixedLoad {
  readonly attempts: Attempt[] = [];
  readonly acked: Acknowledged = { answers: [], submits: [], replies: [], uploads: [], resets: [] };
  /** Operations that could not complete even after their retries. */
  readonly failedOperations: string[] = [];
  readonly origin = performance.now();
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(private readonly options: LoadOptions) {}

  /** ms since this load was made (the clock of `Attempt.at`). */
  now = () => performance.now() - this.origin;

  async start(): Promise<void> {
    this.running = true;
    const first = this.options.firstPerson ?? 0;
    const people = Array.from({ length: this.options.people }, (_, n) => {
      return new LoadClient(this.options.proxyUrl, personAddress(first + n), this.origin, (attempt) =>
        this.attempts.push(attempt),
      );
    });
    // Sign-ups one person at a time first (argon2), then everyone works at once.
    const accounts: { email: string; token: string }[] = [];
    for (const person of people) accounts.push(await this.signUp(person));
    const surveyId = await this.surveyId(people[0]!, accounts[0]!.token);
    this.loops = people.map((person, n) => this.work(person, accounts[n]!, surveyId, n));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async signUp(person: LoadClient) {
    const email = uniqueEmail('load');
    const res = await person.call('sign-up', 'POST', '/api/v1/users/sign_up', {
      body: { user: { email, password: GOOD_PASSWORD, name: 'Ada', last_name: 'Load', terms_of_service: 1 } },
    });
    const token = expectOk(res, 'sign-up').headers.authorization;
    return { email, token: String(token) };
  }

  private async surveyId(person: LoadClient, token: string): Promise<number> {
    const res = await person.call('catalogue', 'GET', '/api/v1/survey_categories', { token });
    const surveys = (
      expectOk(res, 'catalogue').json().survey_categories as {
        request_surveys: { id: number; name: string }[];
      }[]
    ).flatMap((category) => category.request_surveys);
    const survey = surveys.find((s) => s.name === SURVEY_NAME);
    if (!survey) throw new Error(`no survey named ${SURVEY_NAME}`);
    return survey.id;
  }

  private async work(
    person: LoadClient,
    account: { email: string; token: string },
    surveyId: number,
    n: number,
  ) {
    let token = account.token;
    let lastRare = performance.now();
    for (let loop = 1; this.running; loop += 1) {
      try {
        const rare = performance.now() - lastRare >= RARE_EVERY_MS;
        if (rare) {
          lastRare = performance.now();
          token = await this.signInAndReset(person, account.email);
        }
        await this.oneRequest(person, token, surveyId, `p${n}-l${loop}`, rare || loop === 1);
      } catch (error) {
        this.failedOperations.push(error instanceof Error ? error.message : String(error));
      }
    }
    person.close();
  }

  private async signInAndReset(person: LoadClient, email: string): Promise<string> {
    const res = await person.call('sign-in', 'POST', '/api/v1/users/sign_in', {
      body: { user: { email, password: GOOD_PASSWORD } },
    });
    const token = String(expectOk(res, 'sign-in').headers.authorization);
    await this.think();
    const reset = await person.call('reset', 'POST', '/api/v1/users/password', { body: { user: { email } } });
    expectOk(reset, 'reset');
    this.acked.resets.push(email);
    return token;
  }

  private async oneRequest(
    person: LoadClient,
    token: string,
    surveyId: number,
    label: string,
    upload: boolean,
  ) {
    const call = async (
      op: string,
      method: string,
      path: string,
      options: Parameters<LoadClient['call']>[3] = {},
    ) => {
      await this.think();
      return expectOk(await person.call(op, method, path, { token, ...options }), op);
    };
    const started = await call('start', 'POST', `/api/v1/request_surveys/${surveyId}/user_request_surveys`, {
      body: { for_alpha: true },
    });
    const runId: number = started.json().user_request_survey.id;
    for (;;) {
      const next = await call('next', 'GET', `/api/v1/user_request_surveys/${runId}/next_screen_item`);
      const item: { item: SurveyItem } | null = next.json().next_item;
      if (!item) break;
      await call('answer', 'POST', `/api/v1/user_request_surveys/${runId}/user_request_answers`, {
        body: {
          user_request_answer: {
            object_satisfied_id: item.item.id,
            object_satisfied_type: 'Datum',
            value: sampleAnswer(item.item),
          },
        },
      });
      this.acked.answers.push({ runId, itemId: item.item.id });
    }
    const submitted = await call('submit', 'POST', `/api/v1/user_request_surveys/${runId}/submit`, {
      body: {},
      idempotent: true,
    });
    const requestId: number = submitted.json().request_id;
    this.acked.submits.push({ runId, requestId });

    const reply = `reply ${label} ${Math.random().toString(36).slice(2)}`;
    await call('reply', 'POST', `/api/v1/requests/${requestId}/messages`, {
      body: { message: { body_html: `<p>${reply}</p>` } },
      idempotent: true,
    });
    this.acked.replies.push(reply);

    if (upload) await this.upload(call, label);

    const polled = await call('poll', 'GET', `/api/v1/requests/${requestId}`);
    const etag = String(polled.headers.etag);
    await call('poll', 'GET', `/api/v1/requests/${requestId}`, { headers: { 'if-none-match': etag } });
  }

  private async upload(
    call: (op: string, method: string, path: string, options?: CallOptions) => Promise<Answer>,
    label: string,
  ) {
    const presigned = await call('presign', 'POST', '/api/v1/uploads/presigned_url', {
      body: { upload: { filename: `${label}.png`, content_type: 'image/png', size: PNG.length } },
    });
    const { presigned_url: url, key } = presigned.json();
    await call('upload', 'PUT', url, { raw: { bytes: PNG, contentType: 'image/png' } });
    this.acked.uploads.push(key);
  }

  private think() {
    return sleep(this.options.thinkMs * (0.5 + Math.random()));
  }
}

function expectOk(res: Answer, op: string): Answer {
  if (res.status < 200 || res.status >= 400) throw new Error(`${op}: ${res.status}`);
  return res;
}

import { afterAll, describe, expect, it } from 'vitest';
import { RATING_CHANGE_DAYS, RatingResponse, RequestResponse } from '@concierge/api-client';
import {
  listenForTests,
  seededSurveyId,
  signInAgain,
  signInDemo,
  signUpNewAccount,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { REQUESTER_TEXTS } from './texts.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const furniture = await seededSurveyId(server.database, 'furniture-assembly');
const concierge = await signInDemo(client, 1);
const DAY = 86_400_000;

const withdraw = (token: string, id: number, reason: unknown) =>
  client.call('POST', `/api/v1/requests/${id}/withdraw`, { token, body: { withdrawal: { reason } } });
const rate = (token: string, id: number, rating: unknown) =>
  client.call('PUT', `/api/v1/requests/${id}/rating`, { token, body: { rating } });
const stateOf = async (id: number) =>
  RequestResponse.parse(
    (await client.call('GET', `/api/v1/concierge/requests/${id}`, { token: concierge })).json(),
  ).request;

describe(onDb('withdrawing a request'), () => {
  it('moves an open request to completed with a note the concierge sees; a reply reopens it', async () => {
    const owner = await signUpNewUser(client, 'Ada');
    const id = await submittedRequest(client, owner, furniture);
    expect((await withdraw(owner, id, '   ')).status).toBe(400);
    const res = await withdraw(owner, id, 'Found a <b>handyman</b> myself');
    expect(res.status, res.text).toBe(200);
    expect(RequestResponse.parse(res.json()).request.state).toBe('completed');
    const seen = await stateOf(id);
    expect(seen.state).toBe('completed');
    const note = seen.messages.at(-1)!;
    expect(note.source).toBe('system');
    expect(note.body_html).toBe(
      `<p>${REQUESTER_TEXTS.withdrawnNote('Ada Tester', 'Found a &lt;b&gt;handyman&lt;/b&gt; myself')}</p>`,
    );
    const again = await withdraw(owner, id, 'twice');
    expect(again.status).toBe(409);
    expect(again.json().error).toBe(REQUESTER_TEXTS.alreadyCompleted);
    const reply = await client.call('POST', `/api/v1/requests/${id}/messages`, {
      token: owner,
      body: { message: { body_html: '<p>Actually, I still need help.</p>', attachment_keys: [] } },
    });
    expect(reply.status).toBe(200);
    expect((await stateOf(id)).state).toBe('open');
  });

  it('cannot touch another user’s request (404, unchanged)', async () => {
    const owner = await signUpNewUser(client);
    const id = await submittedRequest(client, owner, furniture);
    const stranger = await signUpNewUser(client);
    expect((await withdraw(stranger, id, 'Not mine')).status).toBe(404);
    expect((await stateOf(id)).state).toBe('open');
  });
});

describe(onDb('rating a completed request'), () => {
  it('takes one rating per request, changeable for RATING_CHANGE_DAYS, only once completed', async () => {
    const account = await signUpNewAccount(client);
    let owner = account.token;
    const id = await submittedRequest(client, owner, furniture);
    const early = await rate(owner, id, { score: 'good' });
    expect(early.status).toBe(409);
    expect(early.json().error).toBe(REQUESTER_TEXTS.notCompleted);
    expect(
      (await client.call('POST', `/api/v1/requests/${id}/complete`, { token: owner, body: {} })).status,
    ).toBe(200);
    const none = await client.call('GET', `/api/v1/requests/${id}/rating`, { token: owner });
    expect(none.json()).toEqual({ rating: null });
    expect((await rate(owner, id, { score: 'great' })).status).toBe(400);

    const first = RatingResponse.parse((await rate(owner, id, { score: 'good' })).json()).rating!;
    expect(first).toMatchObject({ score: 'good', comment: null });
    server.clock.advance(RATING_CHANGE_DAYS * DAY - 1);
    // Sessions end long before a week: sign in again, as people do.
    owner = await signInAgain(client, account.email);
    const changed = await rate(owner, id, { score: 'bad', comment: '  Nobody came.  ' });
    expect(changed.status).toBe(200);
    expect(changed.json().rating).toMatchObject({
      score: 'bad',
      comment: 'Nobody came.',
      changeable_until: first.changeable_until,
    });
    const read = await client.call('GET', `/api/v1/requests/${id}/rating`, { token: owner });
    expect(read.json().rating).toMatchObject({ score: 'bad', comment: 'Nobody came.' });
    const forConcierge = await client.call('GET', `/api/v1/concierge/requests/${id}/rating`, {
      token: await signInDemo(client, 1),
    });
    expect(forConcierge.json().rating).toMatchObject({ score: 'bad' });

    server.clock.advance(2);
    const late = await rate(owner, id, { score: 'good' });
    expect(late.status).toBe(409);
    expect(late.json().error).toBe(REQUESTER_TEXTS.ratingLocked);
  });

  it('cannot read or rate another user’s request (404), and the summary is the concierge’s', async () => {
    const owner = await signUpNewUser(client);
    const id = await submittedRequest(client, owner, furniture);
    await client.call('POST', `/api/v1/requests/${id}/complete`, { token: owner, body: {} });
    const stranger = await signUpNewUser(client);
    expect((await rate(stranger, id, { score: 'bad' })).status).toBe(404);
    expect((await client.call('GET', `/api/v1/requests/${id}/rating`, { token: stranger })).status).toBe(404);
    expect((await client.call('GET', `/api/v1/requests/${id}/rating`, { token: owner })).json()).toEqual({
      rating: null,
    });
    expect((await client.call('GET', '/api/v1/concierge/ratings/summary', { token: owner })).status).toBe(
      403,
    );
  });

  it('sums up a week for the team: count, share of good, comments newest first', async () => {
    server.clock.advance(14 * DAY); // a week no other test rated in
    const rated: number[] = [];
    for (const [score, comment] of [
      ['good', 'Quick and kind'],
      ['good', ''],
      ['okay', 'Took a while'],
      ['bad', ''],
    ] as const) {
      const owner = await signUpNewUser(client);
      const id = await submittedRequest(client, owner, furniture);
      await client.call('POST', `/api/v1/requests/${id}/complete`, { token: owner, body: {} });
      expect((await rate(owner, id, { score, comment })).status).toBe(200);
      rated.push(id);
      server.clock.advance(60_000);
    }
    const staff = await signInDemo(client, 1);
    const res = await client.call('GET', '/api/v1/concierge/ratings/summary', { token: staff });
    expect(res.status, res.text).toBe(200);
    const { summary } = res.json();
    expect(summary).toMatchObject({ count: 4, good: 2, okay: 1, bad: 1, good_share: 0.5 });
    expect(summary.comments.map((entry: { request_id: number }) => entry.request_id)).toEqual([
      rated[2],
      rated[0],
    ]);
    const lastWeek = new Date(server.clock.now().getTime() - 7 * DAY).toISOString().slice(0, 10);
    const earlier = await client.call('GET', `/api/v1/concierge/ratings/summary?week=${lastWeek}`, {
      token: staff,
    });
    expect(earlier.json().summary.count).toBe(0);
  });
});

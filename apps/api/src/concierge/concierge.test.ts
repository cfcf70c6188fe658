import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_STATUS,
  RequestListResponse,
  RequestResponse,
  type RequestState,
} from '@concierge/api-client';
import { HTTP_MESSAGES } from '../http/errors.js';
import { IDEMPOTENT_REPLAYED_HEADER } from '../idempotency/idempotency.js';
import { MESSAGE_LINK_ATTRIBUTES } from '../thread/sanitize.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { CONCIERGE_ERRORS, SYSTEM_SOURCE_NAME, statusChangeText } from './moves.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');
const trip = await seededSurveyId(server.database, 'plan-a-trip');

const queue = async (state: RequestState, q?: string) => {
  const query = q === undefined ? '' : `&q=${encodeURIComponent(q)}`;
  const res = await client.call('GET', `/api/v1/concierge/requests?state=${state}${query}`, {
    token: concierge,
  });
  expect(res.status).toBe(200);
  return RequestListResponse.parse(res.json()).requests.map((request) => request.id);
};
const userList = async (token: string, list: RequestState) =>
  RequestListResponse.parse((await client.call('GET', `/api/v1/requests/${list}`, { token })).json())
    .requests;
const move = (id: number, state: RequestState) =>
  client.call('PATCH', `/api/v1/concierge/requests/${id}`, {
    token: concierge,
    body: { request: { state } },
  });
const post = (id: number, bodyHtml: string, headers: Record<string, string> = {}) =>
  client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token: concierge,
    body: { message: { body_html: bodyHtml } },
    headers,
  });
const userRequest = async (token: string, id: number) =>
  RequestResponse.parse((await client.call('GET', `/api/v1/requests/${id}`, { token })).json()).request;

describe(onDb('the concierge’s queue'), () => {
  it('lists every user’s requests of one state, longest wait first', async () => {
    const ada = await signUpNewUser(client, 'Ada');
    const grace = await signUpNewUser(client, 'Grace');
    const first = await submittedRequest(client, ada, plumber);
    server.clock.advance(1000);
    const second = await submittedRequest(client, grace, trip);
    const open = await queue('open');
    expect(open.indexOf(first)).toBeLessThan(open.indexOf(second));
    expect(open.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(await queue('in_progress')).not.toContain(first);
  });

  it('searches titles, answers and requester names, with wildcards taken literally', async () => {
    const token = await signUpNewUser(client, 'Zenobia');
    const id = await submittedRequest(client, token, trip);
    expect(await queue('open', 'zenobia')).toEqual([id]);
    expect(await queue('open', 'PLAN A TRIP')).toContain(id);
    expect(await queue('open', 'Answer to Where would you like')).toContain(id);
    expect(await queue('open', '%')).toEqual([]);
    expect(await queue('open', 'no such words anywhere')).toEqual([]);
  });

  it('shows any request with its messages; a user gets 403 on every concierge route', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const res = await client.call('GET', `/api/v1/concierge/requests/${id}`, { token: concierge });
    expect(RequestResponse.parse(res.json()).request).toMatchObject({ id, title: 'Find a plumber' });
    expect((await client.call('GET', '/api/v1/concierge/requests/999999', { token: concierge })).status).toBe(
      404,
    );
    const forbidden = [
      await client.call('GET', '/api/v1/concierge/requests?state=open', { token }),
      await client.call('GET', `/api/v1/concierge/requests/${id}`, { token }),
      await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
        token,
        body: { message: { body_html: 'hi' } },
      }),
      await client.call('PATCH', `/api/v1/concierge/requests/${id}`, {
        token,
        body: { request: { state: 'completed' } },
      }),
    ];
    for (const res of forbidden) {
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ error: HTTP_MESSAGES.forbidden, code: 'forbidden' });
    }
  });
});

describe(onDb('concierge messages'), () => {
  it('sanitizes on write, and the requester sees the reply and that it waits on them', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const res = await post(
      id,
      '<p onclick="steal()">Hello <script>alert(1)</script><a href="https://example.com/x" target="_self">here</a> <a href="javascript:alert(1)">no</a></p><img src=x onerror=alert(1)>',
    );
    expect(res.status).toBe(200);
    const expected = `<p>Hello <a href="https://example.com/x" target="${MESSAGE_LINK_ATTRIBUTES.target}" rel="${MESSAGE_LINK_ATTRIBUTES.rel}">here</a> <a target="_blank" rel="noopener noreferrer">no</a></p>`;
    expect(res.json().message).toMatchObject({
      body_html: expected,
      source: 'concierge',
      source_name: 'Casey Concierge',
      attachments: [],
    });
    const seen = await userRequest(token, id);
    expect(seen.messages.map((message) => message.body_html)).toEqual([expected]);
    expect(seen.awaiting_user).toBe(true);
    expect((await userList(token, 'open'))[0]).toMatchObject({ id, awaiting_user: true, messages: [] });
  });

  it('refuses a message with nothing left after sanitizing, and unknown requests', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const empty = await post(id, '<script>alert(1)</script><img src=x>');
    expect(empty.status).toBe(422);
    expect(empty.json()).toMatchObject({ error: CONCIERGE_ERRORS.emptyMessage, code: 'empty-message' });
    expect((await post(999999, '<p>Hi</p>')).status).toBe(404);
    expect((await userRequest(token, id)).messages).toEqual([]);
  });

  it('posts once per Idempotency-Key; the same key with another body is a 422', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const key = { 'idempotency-key': `reply-${id}` };
    const first = await post(id, '<p>On it.</p>', key);
    const replay = await post(id, '<p>On it.</p>', key);
    expect(replay.status).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    const other = await post(id, '<p>Something else.</p>', key);
    expect(other.status).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency-key-reused' });
    expect((await userRequest(token, id)).messages).toHaveLength(1);
  });
});

describe(onDb('moving requests'), () => {
  it('moves open → in progress → completed → open, and the requester’s lists follow', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    await post(id, '<p>Looking into it.</p>');
    const steps: RequestState[] = ['in_progress', 'completed', 'open'];
    for (const state of steps) {
      server.clock.advance(1000);
      const res = await move(id, state);
      expect(res.status).toBe(200);
      expect(RequestResponse.parse(res.json()).request).toMatchObject({
        id,
        state,
        status: DEFAULT_STATUS[state],
        // The concierge wrote last: status notes do not end the wait, completion does.
        awaiting_user: state !== 'completed',
      });
      for (const list of ['open', 'in_progress', 'completed'] as const) {
        const ids = (await userList(token, list)).map((request) => request.id);
        expect(ids.includes(id)).toBe(list === state);
      }
      expect(await queue(state)).toContain(id);
    }
    const thread = (await userRequest(token, id)).messages;
    expect(thread.map((message) => [message.source, message.body_html])).toEqual([
      ['concierge', '<p>Looking into it.</p>'],
      ...steps.map((state) => ['system', `<p>${statusChangeText(state)}</p>`]),
    ]);
    expect(thread.at(-1)).toMatchObject({ source_name: SYSTEM_SOURCE_NAME });
    expect(statusChangeText('in_progress')).toBe('Status changed to In Progress');
  });

  it('takes an in-progress request back to open', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    await move(id, 'in_progress');
    expect((await move(id, 'open')).status).toBe(200);
    expect((await userList(token, 'open')).map((request) => request.id)).toContain(id);
  });

  it('refuses skipping a step, and a move to the same list changes nothing', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const skip = await move(id, 'completed');
    expect(skip.status).toBe(409);
    expect(skip.json()).toEqual({
      error: 'A request cannot move from open to completed.',
      code: 'invalid-transition',
    });
    await move(id, 'in_progress');
    await move(id, 'completed');
    expect((await move(id, 'in_progress')).status).toBe(409);
    const same = await move(id, 'completed');
    expect(same.status).toBe(200);
    expect(RequestResponse.parse(same.json()).request.messages).toHaveLength(2);
    expect((await move(999999, 'open')).status).toBe(404);
  });

  it('answers the moves a concierge may make from the request’s list, as moveRequest holds them', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const moves = async (requestId: number, as = concierge) =>
      client.call('GET', `/api/v1/concierge/requests/${requestId}/moves`, { token: as });
    const expected: Record<RequestState, RequestState[]> = {
      open: ['in_progress'],
      in_progress: ['completed', 'open'],
      completed: ['open'],
    };
    for (const state of ['open', 'in_progress', 'completed'] as const) {
      if (state !== 'open') await move(id, state);
      const res = await moves(id);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ state, moves: expected[state] });
      for (const to of ['open', 'in_progress', 'completed'] as const) {
        if (to === state) continue;
        // Probed on a fresh request in the same list, so this one keeps its place in the walk.
        const probe = await submittedRequest(client, token, plumber);
        if (state !== 'open') await move(probe, 'in_progress');
        if (state === 'completed') await move(probe, 'completed');
        expect((await move(probe, to)).status).toBe(expected[state].includes(to) ? 200 : 409);
      }
    }
    expect((await moves(999999)).status).toBe(404);
    expect((await moves(id, token)).status).toBe(403);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATUS, RequestListResponse, RequestResponse } from '@concierge/api-client';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { DEMO_REQUESTS } from './seed.js';
import { CURSOR_ERROR } from './list-cursor.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const furniture = await seededSurveyId(server.database, 'furniture-assembly');
const insurance = await seededSurveyId(server.database, 'insurance-quote');

const MINUTE = 60_000;
const ids = (body: unknown) => RequestListResponse.parse(body).requests.map((request) => request.id);

// A user with five open requests: three a minute apart, then two in the same instant (ids break the tie).
const owner = await signUpNewUser(client);
const made: number[] = [];
for (const survey of [furniture, insurance, furniture]) {
  made.push(await submittedRequest(client, owner, survey));
  server.clock.advance(MINUTE);
}
made.push(await submittedRequest(client, owner, insurance));
made.push(await submittedRequest(client, owner, furniture));
const newestFirst = [...made].reverse();

describe(onDb('a user’s request lists'), () => {
  it('lists newest first, only the user’s own, in the list of their state', async () => {
    const open = await client.call('GET', '/api/v1/requests/open', { token: owner });
    expect(open.status).toBe(200);
    expect(ids(open.json())).toEqual(newestFirst);
    expect(open.json().next_cursor).toBeNull();
    const first = RequestListResponse.parse(open.json()).requests[0]!;
    expect(first).toMatchObject({ state: 'open', status: DEFAULT_STATUS.open, title: 'Furniture assembly' });
    for (const list of ['in_progress', 'completed']) {
      expect(ids((await client.call('GET', `/api/v1/requests/${list}`, { token: owner })).json())).toEqual(
        [],
      );
    }
    const someoneElse = await signUpNewUser(client);
    expect(ids((await client.call('GET', '/api/v1/requests/open', { token: someoneElse })).json())).toEqual(
      [],
    );
  });

  it('counts the user’s requests in the current user (request_count)', async () => {
    const me = await client.call('GET', '/api/v1/users/current', { token: owner });
    expect(me.status).toBe(200);
    expect(me.json().user.request_count).toBe(made.length);
    const someoneElse = await signUpNewUser(client);
    expect(
      (await client.call('GET', '/api/v1/users/current', { token: someoneElse })).json().user.request_count,
    ).toBe(0);
  });

  it('pages with an opaque cursor, never skipping or repeating a request', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = RequestListResponse.parse(
        (await client.call('GET', `/api/v1/requests/open?limit=2${query}`, { token: owner })).json(),
      );
      expect(page.requests.length).toBeLessThanOrEqual(2);
      seen.push(...page.requests.map((request) => request.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(newestFirst);
    expect(pages).toBe(3);
  });

  it('refuses a cursor it did not hand out and limits outside 1..100', async () => {
    const bad = await client.call('GET', '/api/v1/requests/open?cursor=bm9wZQ', { token: owner });
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({
      error: CURSOR_ERROR,
      code: 'validation',
      issues: [{ path: 'query.cursor', message: CURSOR_ERROR }],
    });
    for (const limit of [0, 101, 'ten']) {
      const res = await client.call('GET', `/api/v1/requests/open?limit=${limit}`, { token: owner });
      expect(res.status).toBe(400);
    }
    expect((await client.call('GET', '/api/v1/requests/open?limit=100', { token: owner })).status).toBe(200);
  });
});

describe(onDb('one request'), () => {
  it('answers the owner’s request', async () => {
    const res = await client.call('GET', `/api/v1/requests/${made[0]}`, { token: owner });
    expect(res.status).toBe(200);
    expect(RequestResponse.parse(res.json()).request).toMatchObject({
      id: made[0],
      title: 'Furniture assembly',
    });
  });

  it('answers every other id with the same 404, never another user’s data', async () => {
    const stranger = await signUpNewUser(client);
    const theirs = await client.call('GET', `/api/v1/requests/${made[0]}`, { token: stranger });
    const missing = await client.call('GET', '/api/v1/requests/999999', { token: stranger });
    expect(theirs.status).toBe(404);
    expect(theirs.text).toBe(missing.text);
    expect(theirs.text).not.toContain('Furniture');
    expect((await client.call('GET', `/api/v1/requests/${made[0]}`)).status).toBe(401);
  });

  it('shows the demo user’s seeded requests: two per list, with messages oldest first', async () => {
    const demo = await signInDemo(client, 0);
    const lists = {
      open: RequestListResponse.parse(
        (await client.call('GET', '/api/v1/requests/open', { token: demo })).json(),
      ),
      in_progress: RequestListResponse.parse(
        (await client.call('GET', '/api/v1/requests/in_progress', { token: demo })).json(),
      ),
      completed: RequestListResponse.parse(
        (await client.call('GET', '/api/v1/requests/completed', { token: demo })).json(),
      ),
    };
    for (const list of Object.values(lists)) expect(list.requests).toHaveLength(2);
    expect(DEMO_REQUESTS).toHaveLength(6);
    expect(lists.open.requests.some((request) => request.awaiting_user)).toBe(true);
    const completed = lists.completed.requests[0]!;
    const detail = RequestResponse.parse(
      (await client.call('GET', `/api/v1/requests/${completed.id}`, { token: demo })).json(),
    ).request;
    const times = detail.messages.map((message) => Date.parse(message.external_created_at));
    expect(times.length).toBeGreaterThan(1);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(detail.messages.at(-1)).toMatchObject({
      source: 'system',
      body_html: '<p>Status changed to Completed</p>',
    });
  });
});

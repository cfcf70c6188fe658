import { afterAll, describe, expect, it } from 'vitest';
import {
  QueueCountsResponse,
  QueueItemListResponse,
  QueueRequestResponse,
  SavedReplyListResponse,
  SavedReplyResponse,
  StaffListResponse,
  type QueueView,
} from '@concierge/api-client';
import {
  listenForTests,
  seededSurveyId,
  signUpNewAccount,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { SYSTEM_SOURCE_NAME } from './moves.js';
import { ASSIGNMENT_NOTES, PRESENCE_TTL_MS, TEAM_ERRORS, TYPING_TTL_MS } from './team-policy.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');
const alex = await signUpStaff(client, server.database, 'Alex');
const blair = await signUpStaff(client, server.database, 'Blair');

const queue = async (token: string, view: QueueView, q?: string) => {
  const search = q === undefined ? '' : `&q=${encodeURIComponent(q)}`;
  const res = await client.call('GET', `/api/v1/concierge/requests?state=open&view=${view}${search}`, {
    token,
  });
  expect(res.status).toBe(200);
  return QueueItemListResponse.parse(res.json()).requests;
};
const page = async (token: string, id: number, typing = false) => {
  const res = await client.call('GET', `/api/v1/concierge/requests/${id}${typing ? '?typing=true' : ''}`, {
    token,
  });
  expect(res.status).toBe(200);
  return QueueRequestResponse.parse(res.json());
};
const assign = (token: string, id: number, assigneeId: number | null) =>
  client.call('PUT', `/api/v1/concierge/requests/${id}/assignee`, {
    token,
    body: { request: { assignee_id: assigneeId } },
  });
const say = (token: string, id: number, bodyHtml: string, internal = false) =>
  client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token,
    body: { message: { body_html: bodyHtml, internal } },
  });
const requesterSays = (token: string, id: number, bodyHtml: string) =>
  client.call('POST', `/api/v1/requests/${id}/messages`, {
    token,
    body: { message: { body_html: bodyHtml } },
  });

describe(onDb('the team’s queue'), () => {
  it('shows who asked, the last line, the wait and the assignee; longest wait first', async () => {
    const requester = await signUpNewUser(client, 'Quentin');
    const older = await submittedRequest(client, requester, plumber);
    server.clock.advance(60_000);
    const newer = await submittedRequest(client, requester, plumber);
    server.clock.advance(60_000);
    // The older request's requester writes again: its wait starts over, so it moves behind the newer one.
    expect((await requesterSays(requester, older, '<p>Any news?</p><p>Second line</p>')).status).toBe(200);
    await say(alex.token, older, '<p>On it &amp; soon.</p>');
    await say(alex.token, older, '<p>Secret note</p>', true);
    const rows = (await queue(alex.token, 'all', 'quentin')).filter((row) => [older, newer].includes(row.id));
    expect(rows.map((row) => row.id)).toEqual([newer, older]);
    expect(rows[1]).toMatchObject({
      title: 'Find a plumber',
      requester: { full_name: 'Quentin Tester', company: null },
      last_message_preview: 'On it & soon.',
      assignee: null,
    });
    expect(rows[1]!.requester.email).toMatch(/@/);
    expect(Date.parse(rows[1]!.waiting_since)).toBeGreaterThan(Date.parse(rows[0]!.waiting_since));
    expect(rows[0]!.waiting_since).toBe(rows[0]!.created_at);
  });

  it('divides the queue into all, mine and unassigned, with counts of each', async () => {
    const requester = await signUpNewUser(client, 'Viewcount');
    const mine = await submittedRequest(client, requester, plumber);
    const theirs = await submittedRequest(client, requester, plumber);
    const nobody = await submittedRequest(client, requester, plumber);
    expect((await assign(alex.token, mine, alex.id)).status).toBe(200);
    expect((await assign(alex.token, theirs, blair.id)).status).toBe(200);
    const ids = async (view: QueueView) => (await queue(alex.token, view, 'viewcount')).map((row) => row.id);
    expect(await ids('mine')).toEqual([mine]);
    expect(await ids('unassigned')).toEqual([nobody]);
    expect((await ids('all')).sort()).toEqual([mine, theirs, nobody].sort());
    const counts = await client.call(
      'GET',
      '/api/v1/concierge/requests/counts?q=viewcount&view=mine&state=open',
      {
        token: alex.token,
      },
    );
    expect(QueueCountsResponse.parse(counts.json())).toEqual({
      counts: { open: 1, in_progress: 0, completed: 0 },
      views: { all: 3, mine: 1, unassigned: 1 },
    });
    expect((await queue(blair.token, 'mine', 'viewcount')).map((row) => row.id)).toEqual([theirs]);
  });

  it('finds a request by its requester’s email', async () => {
    const { email, token } = await signUpNewAccount(client, 'Mailfind');
    const id = await submittedRequest(client, token, plumber);
    expect((await queue(alex.token, 'all', email.toUpperCase())).map((row) => row.id)).toEqual([id]);
  });
});

describe(onDb('assignment'), () => {
  it('takes, gives and puts back, each an internal note in the thread', async () => {
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, plumber);
    const taken = await assign(alex.token, id, alex.id);
    expect(QueueRequestResponse.parse(taken.json()).assignee).toEqual({
      id: alex.id,
      full_name: 'Alex Tester',
    });
    const given = QueueRequestResponse.parse((await assign(alex.token, id, blair.id)).json());
    expect(given.assignee).toEqual({ id: blair.id, full_name: 'Blair Tester' });
    const back = QueueRequestResponse.parse((await assign(blair.token, id, null)).json());
    expect(back.assignee).toBeNull();
    // The same assignment again changes nothing.
    await assign(blair.token, id, null);
    expect(
      back.request.messages.map((message) => [
        message.source,
        message.source_name,
        message.body_html,
        message.internal,
      ]),
    ).toEqual([
      ['system', SYSTEM_SOURCE_NAME, `<p>${ASSIGNMENT_NOTES.took('Alex Tester')}</p>`, true],
      ['system', SYSTEM_SOURCE_NAME, `<p>${ASSIGNMENT_NOTES.gave('Alex Tester', 'Blair Tester')}</p>`, true],
      ['system', SYSTEM_SOURCE_NAME, `<p>${ASSIGNMENT_NOTES.putBack('Blair Tester')}</p>`, true],
    ]);
    expect((await page(alex.token, id)).request.messages).toHaveLength(3);
  });

  it('gives only to an active member of the team', async () => {
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, plumber);
    const someone = await signUpStaff(client, server.database, 'Requester', 'user');
    const res = await assign(alex.token, id, someone.id);
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({ error: TEAM_ERRORS.notTeamMember, code: 'not-team-member' });
    expect((await assign(alex.token, 999999, alex.id)).status).toBe(404);
    expect((await assign(requester, id, alex.id)).status).toBe(403);
  });
});

describe(onDb('internal notes'), () => {
  it('are for concierges only: no requester route returns them, nor changes for them', async () => {
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, plumber);
    await say(alex.token, id, '<p>Visible reply</p>');
    const before = await client.call('GET', `/api/v1/requests/${id}`, { token: requester });
    const note = await say(alex.token, id, '<p>Internal: the requester is a VIP</p>', true);
    expect(note.status).toBe(200);
    expect(note.json().message).toMatchObject({ internal: true, source: 'concierge' });
    await assign(alex.token, id, alex.id);
    const concierge = await page(alex.token, id);
    expect(concierge.request.messages.filter((message) => message.internal)).toHaveLength(2);

    // Every requester route that carries requests or messages.
    const own = await client.call('GET', `/api/v1/requests/${id}`, { token: requester });
    const routes = [
      own,
      await client.call('GET', '/api/v1/requests/open', { token: requester }),
      await client.call('GET', '/api/v1/requests/in_progress', { token: requester }),
      await client.call('GET', '/api/v1/requests/completed', { token: requester }),
      await requesterSays(requester, id, '<p>Thanks</p>'),
      await client.call('POST', `/api/v1/requests/${id}/complete`, { token: requester, body: {} }),
      await client.call('GET', '/api/v1/users/current', { token: requester }),
    ];
    for (const res of routes) {
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('VIP');
      expect(res.text).not.toContain('"internal"');
      expect(res.text).not.toContain(ASSIGNMENT_NOTES.took('Alex Tester'));
    }
    // Nor does the requester's search match the note's words (the search document leaves notes out).
    const search = await client.call('GET', '/api/v1/requests/search?q=VIP', { token: requester });
    expect(search.status).toBe(200);
    expect(search.json().requests).toEqual([]);
    // The note changed nothing the requester sees: the same answer (and ETag) as before it.
    expect(own.headers.get('etag')).toBe(before.headers.get('etag'));
  });

  it('do not reopen a completed request', async () => {
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, plumber);
    await client.call('POST', `/api/v1/requests/${id}/complete`, { token: requester, body: {} });
    await say(alex.token, id, '<p>Closed, noted.</p>', true);
    expect((await page(alex.token, id)).request.state).toBe('completed');
  });
});

describe(onDb('the collision notice'), () => {
  it('tells each concierge who else has the request open and who is typing, and forgets them', async () => {
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, plumber);
    expect((await page(alex.token, id)).presence).toEqual([]);
    expect((await page(blair.token, id, true)).presence).toEqual([
      { full_name: 'Alex Tester', typing: false },
    ]);
    expect((await page(alex.token, id)).presence).toEqual([{ full_name: 'Blair Tester', typing: true }]);
    server.clock.advance(TYPING_TTL_MS);
    expect((await page(alex.token, id)).presence).toEqual([{ full_name: 'Blair Tester', typing: false }]);
    await page(blair.token, id, true);
    await say(blair.token, id, '<p>Sent</p>');
    expect((await page(alex.token, id)).presence).toEqual([{ full_name: 'Blair Tester', typing: false }]);
    server.clock.advance(PRESENCE_TTL_MS);
    expect((await page(alex.token, id)).presence).toEqual([]);
  });
});

describe(onDb('the requester panel'), () => {
  it('shows name, email, company, phone and their other requests with status', async () => {
    const requester = await signUpNewUser(client, 'Panel');
    const first = await submittedRequest(client, requester, plumber);
    const second = await submittedRequest(client, requester, plumber);
    const { requester: panel } = await page(alex.token, second);
    expect(panel).toMatchObject({ full_name: 'Panel Tester', company: null, phone: null });
    expect(panel.other_requests).toEqual([
      expect.objectContaining({ id: first, title: 'Find a plumber', state: 'open', status: 'In Queue' }),
    ]);
  });
});

describe(onDb('saved replies and the team'), () => {
  it('creates, lists, edits and deletes the team’s saved replies, sanitized', async () => {
    const created = await client.call('POST', '/api/v1/concierge/saved_replies', {
      token: alex.token,
      body: {
        saved_reply: { title: 'Greeting', body_html: '<p onclick="x()">Hello!</p><script>1</script>' },
      },
    });
    expect(created.status).toBe(200);
    const reply = SavedReplyResponse.parse(created.json()).saved_reply;
    expect(reply).toMatchObject({ title: 'Greeting', body_html: '<p>Hello!</p>' });
    const list = async (token: string) =>
      SavedReplyListResponse.parse(
        (await client.call('GET', '/api/v1/concierge/saved_replies', { token })).json(),
      ).saved_replies;
    expect(await list(blair.token)).toContainEqual(reply);
    const edited = await client.call('PATCH', `/api/v1/concierge/saved_replies/${reply.id}`, {
      token: blair.token,
      body: { saved_reply: { title: 'Hello', body_html: '<p>Hi there</p>' } },
    });
    expect(SavedReplyResponse.parse(edited.json()).saved_reply).toMatchObject({
      id: reply.id,
      title: 'Hello',
    });
    const empty = await client.call('PATCH', `/api/v1/concierge/saved_replies/${reply.id}`, {
      token: blair.token,
      body: { saved_reply: { title: 'Hello', body_html: '<script>1</script>' } },
    });
    expect(empty.status).toBe(422);
    const gone = await client.call('DELETE', `/api/v1/concierge/saved_replies/${reply.id}`, {
      token: alex.token,
    });
    expect(gone.status).toBe(200);
    expect((await list(alex.token)).map((each) => each.id)).not.toContain(reply.id);
    expect(
      (await client.call('DELETE', `/api/v1/concierge/saved_replies/${reply.id}`, { token: alex.token }))
        .status,
    ).toBe(404);
    const requester = await signUpNewUser(client);
    expect((await client.call('GET', '/api/v1/concierge/saved_replies', { token: requester })).status).toBe(
      403,
    );
  });

  it('lists the team', async () => {
    const res = await client.call('GET', '/api/v1/concierge/staff', { token: alex.token });
    const staff = StaffListResponse.parse(res.json()).staff;
    expect(staff).toContainEqual({
      id: alex.id,
      full_name: 'Alex Tester',
      email: alex.email,
      role: 'concierge',
      active: true,
      // Away until they say otherwise (docs/service-levels.md#routing).
      routing: { available: false, open_limit: 20, open_requests: expect.any(Number) },
    });
    expect(staff.every((member) => member.role !== 'user')).toBe(true);
  });
});

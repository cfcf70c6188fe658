import { afterAll, describe, expect, it } from 'vitest';
import {
  ETAG_HEADER,
  IF_NONE_MATCH_HEADER,
  QueueCountsResponse,
  RequestListResponse,
  RequestResponse,
  type RequestState,
} from '@concierge/api-client';
import { statusChangeText, SYSTEM_SOURCE_NAME } from '../concierge/moves.js';
import { IDEMPOTENT_REPLAYED_HEADER } from '../idempotency/idempotency.js';
import { MESSAGE_ERRORS } from '../thread/texts.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  submittedRequest,
  uploadedFile,
} from '../testing/http-test-client.js';

const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');
const PDF = Buffer.from('%PDF-1.7\n% a reply attachment\n%%EOF\n');

const reply = (
  token: string,
  id: number,
  bodyHtml: string,
  extra: { keys?: string[]; headers?: Record<string, string> } = {},
) =>
  client.call('POST', `/api/v1/requests/${id}/messages`, {
    token,
    body: { message: { body_html: bodyHtml, attachment_keys: extra.keys ?? [] } },
    headers: extra.headers ?? {},
  });
const complete = (token: string, id: number) =>
  client.call('POST', `/api/v1/requests/${id}/complete`, { token, body: {} });
const conciergeSays = (id: number, bodyHtml: string) =>
  client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token: concierge,
    body: { message: { body_html: bodyHtml } },
  });
const move = (id: number, state: RequestState) =>
  client.call('PATCH', `/api/v1/concierge/requests/${id}`, {
    token: concierge,
    body: { request: { state } },
  });
const seenBy = async (token: string, id: number) =>
  RequestResponse.parse((await client.call('GET', `/api/v1/requests/${id}`, { token })).json()).request;
const inList = async (token: string, list: RequestState) =>
  RequestListResponse.parse((await client.call('GET', `/api/v1/requests/${list}`, { token })).json())
    .requests;

describe(onDb('requester replies'), () => {
  it('posts a sanitized reply with an attachment, which the concierge sees in the thread', async () => {
    const token = await signUpNewUser(client, 'Ada');
    const id = await submittedRequest(client, token, plumber);
    const key = await uploadedFile(client, token, {
      filename: 'quote.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    const res = await reply(token, id, '<p>Here is the quote <script>alert(1)</script><b>today</b></p>', {
      keys: [key],
    });
    expect(res.status).toBe(200);
    expect(res.json().message).toMatchObject({
      body_html: '<p>Here is the quote <b>today</b></p>',
      source: 'user',
      source_name: 'Ada Tester',
      attachments: [{ key, filename: 'quote.pdf', content_type: 'application/pdf', size: PDF.length }],
    });
    const queueView = RequestResponse.parse(
      (await client.call('GET', `/api/v1/concierge/requests/${id}`, { token: concierge })).json(),
    ).request;
    expect(queueView.messages.at(-1)).toMatchObject({ source: 'user', attachments: [{ key }] });
  });

  it('refuses an empty reply, another user’s request, and a file the requester did not upload', async () => {
    const token = await signUpNewUser(client);
    const other = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const empty = await reply(token, id, '<script>x</script>');
    expect(empty.status).toBe(422);
    expect(empty.json()).toMatchObject({ error: MESSAGE_ERRORS.emptyMessage, code: 'empty-message' });
    expect((await reply(other, id, '<p>Hi</p>')).status).toBe(404);
    expect((await reply(concierge, id, '<p>Not through the requester’s door</p>')).status).toBe(404);
    const othersFile = await uploadedFile(client, other, {
      filename: 'x.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    expect((await reply(token, id, '<p>Hi</p>', { keys: [othersFile] })).status).toBe(422);
    expect((await seenBy(token, id)).messages).toEqual([]);
  });

  it('posts once per Idempotency-Key, however often the send is retried', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const headers = { 'idempotency-key': `reply-${id}-1` };
    const first = await reply(token, id, '<p>Once</p>', { headers });
    const again = await reply(token, id, '<p>Once</p>', { headers });
    expect(again.status).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await seenBy(token, id)).messages).toHaveLength(1);
  });
});

describe(onDb('waiting on you, completing and reopening'), () => {
  it('waits on the requester after the concierge writes, through status notes, until they answer', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    expect((await seenBy(token, id)).awaiting_user).toBe(false);
    await conciergeSays(id, '<p>Which day suits you?</p>');
    await move(id, 'in_progress');
    expect((await inList(token, 'in_progress')).find((request) => request.id === id)?.awaiting_user).toBe(
      true,
    );
    await reply(token, id, '<p>Tuesday</p>');
    expect((await seenBy(token, id)).awaiting_user).toBe(false);
  });

  it('lets the requester complete their request once, with a note in the thread', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    await conciergeSays(id, '<p>Done on our side.</p>');
    const res = await complete(token, id);
    expect(res.status).toBe(200);
    const done = RequestResponse.parse(res.json()).request;
    expect(done).toMatchObject({ id, state: 'completed', status: 'Completed', awaiting_user: false });
    expect(done.messages.at(-1)).toMatchObject({
      source: 'system',
      source_name: SYSTEM_SOURCE_NAME,
      body_html: `<p>${statusChangeText('completed')}</p>`,
    });
    const twice = RequestResponse.parse((await complete(token, id)).json()).request;
    expect(twice.messages).toHaveLength(done.messages.length);
    expect((await inList(token, 'completed')).map((request) => request.id)).toContain(id);
    expect((await complete(await signUpNewUser(client), id)).status).toBe(404);
  });

  it('reopens a completed request when the requester replies', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    await complete(token, id);
    expect((await reply(token, id, '<p>One more thing</p>')).status).toBe(200);
    const reopened = await seenBy(token, id);
    expect(reopened.state).toBe('open');
    expect(reopened.messages.slice(-2).map((message) => [message.source, message.body_html])).toEqual([
      ['user', '<p>One more thing</p>'],
      ['system', `<p>${statusChangeText('open')}</p>`],
    ]);
    expect((await inList(token, 'open')).map((request) => request.id)).toContain(id);
  });
});

describe(onDb('conditional GETs'), () => {
  it('answers 304 with no body while nothing changed, and the new answer once something did', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const path = `/api/v1/requests/${id}`;
    const first = await client.call('GET', path, { token });
    const etag = first.headers.get(ETAG_HEADER);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const unchanged = await client.call('GET', path, { token, headers: { [IF_NONE_MATCH_HEADER]: etag! } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    await conciergeSays(id, '<p>News</p>');
    const changed = await client.call('GET', path, { token, headers: { [IF_NONE_MATCH_HEADER]: etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get(ETAG_HEADER)).not.toBe(etag);
    expect(RequestResponse.parse(changed.json()).request.messages).toHaveLength(1);
    const list = await client.call('GET', '/api/v1/requests/open', { token });
    const listAgain = await client.call('GET', '/api/v1/requests/open', {
      token,
      headers: { [IF_NONE_MATCH_HEADER]: list.headers.get(ETAG_HEADER)! },
    });
    expect(listAgain.status).toBe(304);
  });

  it('never answers 304 to a tag of another user’s answer, nor for writes', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const mine = await client.call('GET', `/api/v1/requests/${id}`, { token });
    const intruder = await signUpNewUser(client);
    const theirs = await client.call('GET', `/api/v1/requests/${id}`, {
      token: intruder,
      headers: { [IF_NONE_MATCH_HEADER]: mine.headers.get(ETAG_HEADER)! },
    });
    expect(theirs.status).toBe(404);
    const write = await reply(token, id, '<p>Hi</p>', { headers: { [IF_NONE_MATCH_HEADER]: '*' } });
    expect(write.status).toBe(200);
    expect(write.headers.get(ETAG_HEADER)).toBeNull();
  });
});

describe(onDb('queue counts'), () => {
  it('counts each list, and only the matches of a search', async () => {
    const counts = async (q?: string) => {
      const res = await client.call('GET', `/api/v1/concierge/requests/counts${q ? `?q=${q}` : ''}`, {
        token: concierge,
      });
      expect(res.status).toBe(200);
      return QueueCountsResponse.parse(res.json()).counts;
    };
    const before = await counts();
    const token = await signUpNewUser(client, 'Quillon');
    const first = await submittedRequest(client, token, plumber);
    await submittedRequest(client, token, plumber);
    await move(first, 'in_progress');
    const after = await counts();
    expect(after).toEqual({
      open: before.open + 1,
      in_progress: before.in_progress + 1,
      completed: before.completed,
    });
    expect(await counts('quillon')).toEqual({ open: 1, in_progress: 1, completed: 0 });
    const user = await client.call('GET', '/api/v1/concierge/requests/counts', { token });
    expect(user.status).toBe(403);
  });
});

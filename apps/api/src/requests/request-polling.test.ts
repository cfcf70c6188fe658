import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ETAG_HEADER, IF_NONE_MATCH_HEADER, RequestResponse } from '@concierge/api-client';
import { requestReads } from '../notifications/tables.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { digestToken } from '../accounts/tokens.js';
import { batchedRequestPolls } from './poll-batch.js';
import { findSessionsWithRequestVersions } from './queries.js';
import { messages, requests } from './tables.js';

// The request page's poll answered from its version: every change the requester can see still
// reaches them, and nothing else about a conditional GET moves.
const server = await startTestServer();
afterAll(() => server.close());
const { db } = server.database;
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const conciergeSays = (id: number, bodyHtml: string, internal = false) =>
  client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token: concierge,
    body: { message: { body_html: bodyHtml, internal } },
  });

/** A requester polling their request page as an open tab does: with the tag of the last 200. */
async function openTab() {
  const token = await signUpNewUser(client);
  const id = await submittedRequest(client, token, plumber);
  await conciergeSays(id, '<p>Hello</p>');
  const path = `/api/v1/requests/${id}`;
  let etag = (await client.call('GET', path, { token })).headers.get(ETAG_HEADER)!;
  const poll = async (as = token) => {
    const answer = await client.call('GET', path, { token: as, headers: { [IF_NONE_MATCH_HEADER]: etag } });
    if (answer.status === 200) etag = answer.headers.get(ETAG_HEADER)!;
    return answer;
  };
  // Twice: the first conditional poll remembers the version, the second is answered from it.
  expect((await poll()).status).toBe(304);
  expect((await poll()).status).toBe(304);
  return {
    id,
    token,
    poll,
    shown: (answer: { json(): unknown }) => RequestResponse.parse(answer.json()).request,
  };
}

describe(onDb('request page polls'), () => {
  it('stays 304 through an internal note, and shows a reply at once, marking it seen', async () => {
    const tab = await openTab();
    await conciergeSays(tab.id, '<p>Only for the team</p>', true);
    const unchanged = await tab.poll();
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');

    await conciergeSays(tab.id, '<p>The plumber comes at nine</p>');
    const news = await tab.poll();
    expect(news.status).toBe(200);
    const bodies = tab.shown(news).messages.map((message) => message.body_html);
    expect(bodies.at(-1)).toBe('<p>The plumber comes at nine</p>');
    expect(bodies).not.toContain('<p>Only for the team</p>');
    const [read] = await db
      .select({ id: requestReads.lastSeenMessageId })
      .from(requestReads)
      .where(eq(requestReads.requestId, tab.id));
    expect(read?.id).toBe(tab.shown(news).messages.at(-1)?.id);
    expect((await tab.poll()).status).toBe(304);
  });

  it('answers anew after a move, and after any change of the request or a message it shows', async () => {
    const tab = await openTab();
    await client.call('PATCH', `/api/v1/concierge/requests/${tab.id}`, {
      token: concierge,
      body: { request: { state: 'in_progress' } },
    });
    expect(tab.shown(await tab.poll()).state).toBe('in_progress');

    // Writes no route makes today: the version follows the rows, not the routes that write them.
    await db.update(requests).set({ title: 'Renamed' }).where(eq(requests.id, tab.id));
    expect(tab.shown(await tab.poll()).title).toBe('Renamed');
    await db
      .update(messages)
      .set({ bodyHtml: sql`${messages.bodyHtml} || '<p>edited</p>'` })
      .where(and(eq(messages.requestId, tab.id), eq(messages.source, 'concierge')));
    expect(tab.shown(await tab.poll()).messages.map((message) => message.body_html)).toContain(
      '<p>Hello</p><p>edited</p>',
    );
    expect((await tab.poll()).status).toBe(304);
  });

  it('never answers 304 to another user holding the tag, nor after sign-out', async () => {
    const tab = await openTab();
    const intruder = await signUpNewUser(client);
    const theirs = await tab.poll(intruder);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get(ETAG_HEADER)).toBeNull();
    await client.call('DELETE', '/api/v1/users/sign_out', { token: tab.token });
    const signedOut = await tab.poll();
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get(ETAG_HEADER)).toBeNull();
  });
});

describe(onDb('request page polls answered together (one statement per 20 ms)'), () => {
  it('gives each poll of one batch its own answer: 304, 200, 401 and 404 side by side', async () => {
    const [still, moved, leaving] = [await openTab(), await openTab(), await openTab()];
    const intruder = await signUpNewUser(client);
    await conciergeSays(moved.id, '<p>News for this tab only</p>');
    await client.call('DELETE', '/api/v1/users/sign_out', { token: leaving.token });
    // Sent at once, so they share a window (and, up to POLL_BATCH_MAX, one statement).
    const [unchanged, news, signedOut, theirs] = await Promise.all([
      still.poll(),
      moved.poll(),
      leaving.poll(),
      still.poll(intruder),
    ]);
    expect(unchanged.status).toBe(304);
    expect(news.status).toBe(200);
    expect(moved.shown(news).messages.at(-1)?.body_html).toBe('<p>News for this tab only</p>');
    expect(signedOut.status).toBe(401);
    expect(theirs.status).toBe(404);
  });

  it('reads the database once for the polls of one window, in their order', async () => {
    const [first, second] = [await openTab(), await openTab()];
    const statements: number[] = [];
    const lookUp = batchedRequestPolls(db, async (database, polls) => {
      statements.push(polls.length);
      return findSessionsWithRequestVersions(database, polls);
    });
    const rows = await Promise.all(
      [first, second, first].map((tab) => lookUp({ tokenDigest: digestToken(tab.token), requestId: tab.id })),
    );
    expect(statements).toEqual([3]);
    // Each row is its own poll's: the same tab twice gets the same user and version, the other its own.
    expect(rows.every((row) => row?.version)).toBe(true);
    expect(rows[0]?.user.id).toBe(rows[2]?.user.id);
    expect(rows[0]?.version).toBe(rows[2]?.version);
    expect(rows[1]?.user.id).not.toBe(rows[0]?.user.id);
    // A tab's version is of its own request: the other user's request is not theirs (null).
    const crossed = await lookUp({ tokenDigest: digestToken(first.token), requestId: second.id });
    expect(crossed?.user.id).toBe(rows[0]?.user.id);
    expect(crossed?.version).toBeNull();
    expect(await lookUp({ tokenDigest: digestToken('no such token'), requestId: first.id })).toBeUndefined();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  listenForTests,
  seededSurveyId,
  signInAgain,
  signInDemo,
  signUpNewAccount,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { openEventStream, type StreamEvent } from '../testing/event-stream-reader.js';

// What the live stream carries besides requests (docs/conversation.md#the-live-stream): the collision
// notice's changes, to the team only and only when colleagues would see something else, and the end of an
// account's sessions, which ends the streams of exactly those sessions.
const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const presenceOn = (id: number) => (event: StreamEvent) =>
  event.event === 'presence' && (event.data as { requestId?: number }).requestId === id;
const ready = (event: StreamEvent) => event.event === 'ready';
const heartbeat = (id: number, typing: boolean) =>
  client.call('PUT', `/api/v1/concierge/requests/${id}/presence`, {
    token: concierge,
    body: { presence: { typing } },
  });

describe(onDb('presence and ended sessions on the live stream'), () => {
  it('tells the team when a concierge arrives, starts or stops typing and leaves; not for a plain heartbeat', async () => {
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, plumber);
    const team = await openEventStream(client.base, concierge);
    const owner = await openEventStream(client.base, requester);
    await team.next(ready);
    await owner.next(ready);

    const arrived = await heartbeat(id, false);
    expect(arrived.status).toBe(200);
    expect(arrived.json()).toEqual({ presence: [] });
    await team.next(presenceOn(id));
    // The same again changes nothing a colleague sees: no event; typing does.
    await heartbeat(id, false);
    await heartbeat(id, true);
    const typing = await team.next(presenceOn(id));
    expect(typing.data).toEqual({ kind: 'presence', requestId: id });
    await heartbeat(id, true);
    await heartbeat(id, false);
    await team.next(presenceOn(id));
    expect(
      (await client.call('DELETE', `/api/v1/concierge/requests/${id}/presence`, { token: concierge })).status,
    ).toBe(200);
    await team.next(presenceOn(id));
    expect(team.events.filter(presenceOn(id))).toHaveLength(4);
    // Leaving twice is one departure.
    await client.call('DELETE', `/api/v1/concierge/requests/${id}/presence`, { token: concierge });
    await heartbeat(id, false);
    await team.next(presenceOn(id));
    expect(team.events.filter(presenceOn(id))).toHaveLength(5);
    // The requester hears of none of it.
    expect(owner.events.filter((event) => event.event === 'presence')).toEqual([]);
    team.close();
    owner.close();
  });

  it('refuses presence on a request that does not exist, and presence from a requester', async () => {
    const requester = await signUpNewUser(client);
    const id = await submittedRequest(client, requester, plumber);
    expect((await heartbeat(2_000_000_000, false)).status).toBe(404);
    const asRequester = await client.call('PUT', `/api/v1/concierge/requests/${id}/presence`, {
      token: requester,
      body: { presence: { typing: false } },
    });
    expect(asRequester.status).toBe(403);
    const bad = await client.call('PUT', `/api/v1/concierge/requests/${id}/presence`, {
      token: concierge,
      body: { presence: { typing: 'yes' } },
    });
    expect(bad.status).toBe(400);
  });

  it('ends the stream of a session signed out elsewhere and keeps the account’s other session’s open', async () => {
    const account = await signUpNewAccount(client, 'Sam');
    const other = await signInAgain(client, account.email);
    const stranger = await signUpNewUser(client);
    const leaving = await openEventStream(client.base, account.token);
    const staying = await openEventStream(client.base, other);
    const unrelated = await openEventStream(client.base, stranger);
    await Promise.all([leaving.next(ready), staying.next(ready), unrelated.next(ready)]);

    // "Sign out everywhere else", from the other session (freshly signed in: fresh proof enough).
    const signedOut = await client.call('DELETE', '/api/v1/users/other_sessions', { token: other });
    expect(signedOut.status).toBe(200);
    expect((await leaving.next((event) => event.event === 'sessions')).data).toEqual({ kind: 'sessions' });
    await expect(leaving.next(() => false, 3_000)).rejects.toThrow(/ended/);
    await staying.next((event) => event.event === 'sessions');
    // Still open: a later event of the account reaches it.
    const id = await submittedRequest(client, other, plumber);
    await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>Hello</p>', internal: false } },
    });
    await staying.next((event) => event.event === 'request');
    expect(staying.ended()).toBe(false);
    expect(unrelated.events.filter((event) => event.event === 'sessions')).toEqual([]);
    // A closed stream's session is refused a new one.
    expect((await openEventStream(client.base, account.token)).status).toBe(401);
    staying.close();
    unrelated.close();
  });

  it('sends no event for a plain sign-out: the tab closes its own stream, other sessions stay as they are', async () => {
    const account = await signUpNewAccount(client, 'Lee');
    const other = await signInAgain(client, account.email);
    const staying = await openEventStream(client.base, other);
    await staying.next(ready);
    expect((await client.call('DELETE', '/api/v1/users/sign_out', { token: account.token })).status).toBe(
      200,
    );
    // A later event of the account arrives first in line: nothing about sessions came before it.
    const id = await submittedRequest(client, other, plumber);
    await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
      token: concierge,
      body: { message: { body_html: '<p>Hi</p>', internal: false } },
    });
    await staying.next((event) => event.event === 'request');
    expect(staying.events.filter((event) => event.event === 'sessions')).toEqual([]);
    staying.close();
  });
});

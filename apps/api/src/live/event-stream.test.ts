import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  submittedRequest,
} from '../testing/http-test-client.js';
import { expectOnly, openEventStream, type StreamEvent } from '../testing/event-stream-reader.js';

// The live stream over real HTTP (docs/conversation.md#live-updates): what changed reaches the people who
// may see it, nobody else hears of it, and a client that reconnects misses nothing.
const server = await startTestServer();
let closed: Promise<void> | undefined;
const closeServer = () => (closed ??= server.close());
afterAll(closeServer);
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const conciergeSays = (id: number, internal = false) =>
  client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token: concierge,
    body: { message: { body_html: '<p>On it</p>', internal } },
  });
const about = (id: number) => (event: StreamEvent) =>
  event.event === 'request' && (event.data as { requestId?: number }).requestId === id;

async function requesterWithRequest() {
  const token = await signUpNewUser(client);
  return { token, id: await submittedRequest(client, token, plumber) };
}

describe(onDb('the live events stream'), () => {
  it('refuses a caller without a session, in the one error shape', async () => {
    const stream = await openEventStream(client.base, null);
    expect(stream.status).toBe(401);
    const answer = await client.call('GET', '/api/v1/live/events');
    expect(answer.json()).toEqual({ error: 'Please sign in to continue.', code: 'unauthenticated' });
  });

  it("tells a requester of a reply on their request, and nobody else's requester", async () => {
    const ada = await requesterWithRequest();
    const bob = await requesterWithRequest();
    const adaStream = await openEventStream(client.base, ada.token);
    const bobStream = await openEventStream(client.base, bob.token);
    expect(adaStream.status).toBe(200);
    await adaStream.next((event) => event.event === 'ready');
    await bobStream.next((event) => event.event === 'ready');

    expect((await conciergeSays(ada.id)).status).toBe(200);
    const heard = await adaStream.next(about(ada.id));
    expect(heard.data).toEqual({ kind: 'request', requestId: ada.id });
    // Bob's stream carries on in order: his own event arrives, and Ada's never came before it.
    await conciergeSays(bob.id);
    await bobStream.next(about(bob.id));
    expectOnly(bobStream, (event) => event.event === 'ready' || about(bob.id)(event));
    adaStream.close();
    bobStream.close();
  });

  it('tells the team of an internal note and the queue of a new request; the requester hears neither', async () => {
    const ada = await requesterWithRequest();
    const adaStream = await openEventStream(client.base, ada.token);
    const team = await openEventStream(client.base, concierge);
    await adaStream.next((event) => event.event === 'ready');
    await team.next((event) => event.event === 'ready');

    await conciergeSays(ada.id, true);
    await team.next(about(ada.id));
    await team.next((event) => event.event === 'queue');
    const other = await requesterWithRequest();
    await team.next(about(other.id));
    // A visible reply afterwards reaches Ada, and it is the only request event she ever got.
    await conciergeSays(ada.id);
    await adaStream.next(about(ada.id));
    expect(adaStream.events.filter((event) => event.event !== 'ready')).toHaveLength(1);
    adaStream.close();
    team.close();
  });

  it('gives a reconnecting client every event it missed, from its Last-Event-ID', async () => {
    const ada = await requesterWithRequest();
    const first = await openEventStream(client.base, ada.token);
    await first.next((event) => event.event === 'ready');
    await conciergeSays(ada.id);
    const seen = await first.next(about(ada.id));
    first.close();

    // Two replies while the network is down.
    await conciergeSays(ada.id);
    await conciergeSays(ada.id);
    const again = await openEventStream(client.base, ada.token, { lastEventId: seen.id });
    const missed = [await again.next(about(ada.id)), await again.next(about(ada.id))];
    expect(new Set([seen.id, ...missed.map((event) => event.id)]).size).toBe(3);
    await again.next((event) => event.event === 'ready');
    again.close();
  });

  it('asks a client whose last event the log cannot place to refetch everything', async () => {
    const ada = await requesterWithRequest();
    for (const lastEventId of ['0a0a0a0a0a0a.1700000000000-0', 'not-an-id']) {
      const stream = await openEventStream(client.base, ada.token, { lastEventId });
      const first = await stream.next();
      expect(first.event).toBe('reset');
      expect(first.id).toMatch(/^[a-z0-9]+\.\d+-\d+$/);
      stream.close();
    }
  });

  // Last: it closes the file's server.
  it('ends every stream when the instance shuts down, so its clients reconnect elsewhere', async () => {
    const token = await signUpNewUser(client);
    const stream = await openEventStream(client.base, token);
    await stream.next((event) => event.event === 'ready');
    await closeServer();
    await expect(stream.next(() => false, 2_000)).rejects.toThrow(/ended/);
  });
});

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

// A send that would answer a thread its writer has not read is refused (docs/conversation.md#replying):
// the screen sends the newest message it showed, and a later reply from the other side stops the send.
const server = await startTestServer();
afterAll(() => server.close());
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

type Posted = { message: { id: number } };
const conciergeSays = (id: number, text: string, extra: Record<string, unknown> = {}) =>
  client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token: concierge,
    body: { message: { body_html: `<p>${text}</p>`, ...extra } },
  });
const requesterSays = (token: string, id: number, text: string, extra: Record<string, unknown> = {}) =>
  client.call('POST', `/api/v1/requests/${id}/messages`, {
    token,
    body: { message: { body_html: `<p>${text}</p>`, ...extra } },
  });
async function thread(token: string, id: number): Promise<string[]> {
  const answer = await client.call('GET', `/api/v1/requests/${id}`, { token });
  const messages = (answer.json() as { request: { messages: { body_html: string }[] } }).request.messages;
  return messages.map((message) => message.body_html);
}

describe(onDb('a reply the writer has not seen'), () => {
  it('refuses the requester’s send after a newer concierge reply, and takes it once they have seen it', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const first = (await requesterSays(token, id, 'Hello')).json() as Posted;
    const reply = (await conciergeSays(id, 'A plumber comes at 9')).json() as Posted;

    const refused = await requesterSays(token, id, 'Any news?', { seen_message_id: first.message.id });
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({
      error: 'A new reply arrived while you were writing. Read it, then send yours again.',
      code: 'unseen-reply',
    });
    expect(await thread(token, id)).not.toContain('<p>Any news?</p>');
    // A screen that showed no message at all says 0.
    expect((await requesterSays(token, id, 'Any news?', { seen_message_id: 0 })).status).toBe(409);

    const sent = await requesterSays(token, id, 'Thanks, 9 is fine', { seen_message_id: reply.message.id });
    expect(sent.status).toBe(200);
    // The writer's own messages and no check at all are never refused.
    expect(
      (await requesterSays(token, id, 'And one more', { seen_message_id: reply.message.id })).status,
    ).toBe(200);
    expect((await requesterSays(token, id, 'Without a check')).status).toBe(200);
  });

  it('refuses the concierge’s reply after a newer requester message, never an internal note', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const mine = (await conciergeSays(id, 'How can I help?')).json() as Posted;
    await requesterSays(token, id, 'Actually, it is urgent');

    const refused = await conciergeSays(id, 'Tomorrow then', { seen_message_id: mine.message.id });
    expect(refused.status).toBe(409);
    expect((refused.json() as { code: string }).code).toBe('unseen-reply');
    const note = await conciergeSays(id, 'Call them', { seen_message_id: mine.message.id, internal: true });
    expect(note.status).toBe(200);
    // A system note (a move) is not a reply from the other side.
    const seen = (note.json() as Posted).message.id + 0;
    expect(
      (
        await client.call('PATCH', `/api/v1/concierge/requests/${id}`, {
          token: concierge,
          body: { request: { state: 'in_progress' } },
        })
      ).status,
    ).toBe(200);
    const after = await conciergeSays(id, 'On my way', { seen_message_id: seen });
    expect(after.status).toBe(200);
  });

  it('answers 400 for a seen id that is not an id', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    expect((await requesterSays(token, id, 'Hi', { seen_message_id: -3 })).status).toBe(400);
    expect((await requesterSays(token, id, 'Hi', { seen_message_id: 'latest' })).status).toBe(400);
  });
});

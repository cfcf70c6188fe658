// The requester's email settings over HTTP: the account-wide switch and the per-request mute,
// and what they change in the emails a real SMTP server receives.
import { afterAll, describe, expect, it } from 'vitest';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
} from '../testing/http-test-client.js';
import { startSmtpCapture } from '../testing/smtp-capture.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, TestClock } from '../testing/test-server.js';
import { DIGEST_WINDOW_MS } from './policy.js';

const smtp = await startSmtpCapture();
const clock = new TestClock();
const server = await startTestServer({
  clock,
  config: {
    smtpUrl: smtp.url,
    notifications: {
      digestWindowMs: DIGEST_WINDOW_MS,
      inboundDomain: 'reply.example.test',
      inboundSmtpHost: '127.0.0.1',
      scheduler: false,
      pollMs: 60_000,
    },
  },
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const PREFERENCES = '/api/v1/users/notification_preferences';
const mutePath = (id: number) => `/api/v1/requests/${id}/mute`;

async function newRequest() {
  const { email, token } = await signUpNewAccount(client);
  return { email, token, id: await submittedRequest(client, token, plumber) };
}

/** The concierge replies and the digest's window passes: the number of emails the requester now has. */
async function emailsAfterAReply(id: number, email: string) {
  await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token: concierge,
    body: { message: { body_html: '<p>News</p>' } },
  });
  clock.advance(DIGEST_WINDOW_MS);
  await server.app.notifications.runDueDigests();
  await server.app.outbox.drain();
  return smtp.to(email).length;
}

describe(onDb('notification settings'), () => {
  it('emails on replies by default, and turning it off stops the emails until it is on again', async () => {
    const { email, token, id } = await newRequest();
    const initial = await client.call('GET', PREFERENCES, { token });
    expect(initial.status).toBe(200);
    expect(initial.json()).toEqual({ preferences: { email_replies: true } });

    const off = await client.call('PUT', PREFERENCES, {
      token,
      body: { preferences: { email_replies: false } },
    });
    expect(off.json()).toEqual({ preferences: { email_replies: false } });
    expect((await client.call('GET', PREFERENCES, { token })).json()).toEqual({
      preferences: { email_replies: false },
    });
    expect(await emailsAfterAReply(id, email)).toBe(0);

    await client.call('PUT', PREFERENCES, { token, body: { preferences: { email_replies: true } } });
    expect(await emailsAfterAReply(id, email)).toBe(1);
  });

  it('mutes one request of the requester, not their others', async () => {
    const { email, token, id } = await newRequest();
    const other = await submittedRequest(client, token, plumber);
    expect((await client.call('GET', mutePath(id), { token })).json()).toEqual({ mute: { muted: false } });

    const muted = await client.call('PUT', mutePath(id), { token, body: { mute: { muted: true } } });
    expect(muted.json()).toEqual({ mute: { muted: true } });
    expect((await client.call('GET', mutePath(id), { token })).json()).toEqual({ mute: { muted: true } });
    expect(await emailsAfterAReply(id, email)).toBe(0);
    expect(await emailsAfterAReply(other, email)).toBe(1);

    await client.call('PUT', mutePath(id), { token, body: { mute: { muted: false } } });
    expect((await client.call('GET', mutePath(id), { token })).json()).toEqual({ mute: { muted: false } });
    expect(await emailsAfterAReply(id, email)).toBe(2);
  });

  it('answers 404 for another person’s request, 401 signed out and 400 for a malformed body', async () => {
    const { id } = await newRequest();
    const stranger = await signUpNewAccount(client);
    expect((await client.call('GET', mutePath(id), { token: stranger.token })).status).toBe(404);
    const put = await client.call('PUT', mutePath(id), {
      token: stranger.token,
      body: { mute: { muted: true } },
    });
    expect(put.status).toBe(404);
    expect((await client.call('GET', PREFERENCES, {})).status).toBe(401);
    const malformed = await client.call('PUT', PREFERENCES, {
      token: stranger.token,
      body: { preferences: { email_replies: 'no' } },
    });
    expect(malformed.status).toBe(400);
  });
});

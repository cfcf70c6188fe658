import { afterAll, describe, expect, it } from 'vitest';
import type { RequestState } from '@concierge/api-client';
import { statusChangeText } from '../concierge/moves.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
} from '../testing/http-test-client.js';
import { headerOf, startSmtpCapture } from '../testing/smtp-capture.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, TestClock } from '../testing/test-server.js';
import { NOTIFICATION_PATHS } from './links.js';
import {
  DIGEST_MAX_DELAY_MS,
  DIGEST_WINDOW_MS,
  REPLY_TOKEN_TTL_MS,
  UNSUBSCRIBE_TOKEN_TTL_MS,
} from './policy.js';
import { readUnsubscribeToken } from './signing.js';
import { EMAIL_TEXTS, UNSUBSCRIBE_TEXTS } from './texts.js';

const TEAM = 'team@concierge.test';
const INBOUND_DOMAIN = 'reply.example.test';
const smtp = await startSmtpCapture();
const clock = new TestClock();
const settings = {
  smtpUrl: smtp.url,
  notifications: {
    digestWindowMs: DIGEST_WINDOW_MS,
    inboundDomain: INBOUND_DOMAIN,
    inboundSmtpHost: '127.0.0.1',
    teamEmail: TEAM,
    scheduler: false,
    pollMs: 60_000,
  },
};
const server = await startTestServer({ clock, config: settings });
afterAll(async () => {
  await server.close();
  await smtp.close();
});
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

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
const requesterReads = (token: string, id: number) => client.call('GET', `/api/v1/requests/${id}`, { token });
const requesterSays = (token: string, id: number, bodyHtml: string) =>
  client.call('POST', `/api/v1/requests/${id}/messages`, {
    token,
    body: { message: { body_html: bodyHtml, attachment_keys: [] } },
  });

/** Runs what is due (digests, then the outbox) as the poll loops would. */
async function deliverDue() {
  const written = await server.app.notifications.runDueDigests();
  await server.app.outbox.drain();
  return written;
}

async function newRequest() {
  const { email, token } = await signUpNewAccount(client);
  const id = await submittedRequest(client, token, plumber);
  return { email, token, id };
}

describe(onDb('requester emails'), () => {
  it('emails one digest a window after the concierge replies, with both parts, the link and the headers', async () => {
    expect(DIGEST_WINDOW_MS).toBe(2 * 60_000);
    const { email, id } = await newRequest();
    expect((await conciergeSays(id, '<p>Hello, <strong>we are on it</strong>.</p>')).status).toBe(200);

    clock.advance(DIGEST_WINDOW_MS - 1_000);
    expect(await deliverDue()).toBe(0);
    expect(smtp.to(email)).toHaveLength(0);

    clock.advance(1_000);
    expect(await deliverDue()).toBe(1);
    const [mail] = smtp.to(email);
    expect(mail?.parsed.subject).toBe(EMAIL_TEXTS.requesterSubject({ id, title: 'Find a plumber' }));
    expect(mail?.parsed.html).toContain('<strong>we are on it</strong>');
    expect(mail?.parsed.text).toContain('Hello, we are on it.');
    expect(mail?.parsed.text).toContain(`http://app.test${NOTIFICATION_PATHS.request(id)}`);
    expect(mail?.parsed.html).toContain(`href="http://app.test/requests/${id}"`);
    const replyTo = mail?.parsed.replyTo?.value[0]?.address ?? '';
    // The requester's reply address: their request, their account, an expiry 30 days on, a signature.
    const expiry = Math.floor((clock.now().getTime() + REPLY_TOKEN_TTL_MS) / 1000);
    expect(replyTo).toMatch(new RegExp(`^reply\\+r${id}u\\d+e${expiry}x[0-9a-f]{20}@${INBOUND_DOMAIN}$`));
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail, 'Auto-Submitted')).toBe('auto-generated');
    expect(headerOf(mail, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/app\.test\/api\/v1\/notifications\/unsubscribe\?token=[^>]+>$/,
    );

    // Nothing more is due: the digest went once.
    clock.advance(DIGEST_WINDOW_MS);
    expect(await deliverDue()).toBe(0);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('joins messages within the window into one email, and a later one into the next', async () => {
    const { email, id } = await newRequest();
    await conciergeSays(id, '<p>First</p>');
    clock.advance(DIGEST_WINDOW_MS - 10_000);
    await conciergeSays(id, '<p>Second</p>');
    clock.advance(DIGEST_WINDOW_MS - 10_000);
    // Due two minutes after the second message, not the first.
    expect(await deliverDue()).toBe(0);
    clock.advance(10_000);
    expect(await deliverDue()).toBe(1);
    const [first] = smtp.to(email);
    expect(first?.parsed.text).toContain('First');
    expect(first?.parsed.text).toContain('Second');
    expect(first?.parsed.text).toContain(EMAIL_TEXTS.requesterIntro(2));

    await conciergeSays(id, '<p>Third</p>');
    clock.advance(DIGEST_WINDOW_MS);
    expect(await deliverDue()).toBe(1);
    const second = smtp.to(email)[1];
    expect(second?.parsed.text).toContain('Third');
    expect(second?.parsed.text).not.toContain('First');
  });

  it('never holds a busy conversation longer than the cap after its first message', async () => {
    const { email, id } = await newRequest();
    const step = DIGEST_WINDOW_MS - 20_000;
    let waited = 0;
    while (waited + step < DIGEST_MAX_DELAY_MS) {
      await conciergeSays(id, `<p>at ${waited}</p>`);
      clock.advance(step);
      waited += step;
      expect(await deliverDue()).toBe(0);
    }
    clock.advance(DIGEST_MAX_DELAY_MS - waited);
    expect(await deliverDue()).toBe(1);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('sends nothing for a message the requester saw in the app before the email left', async () => {
    const { email, token, id } = await newRequest();
    await conciergeSays(id, '<p>Seen in the app</p>');
    clock.advance(30_000);
    expect((await requesterReads(token, id)).status).toBe(200);
    clock.advance(DIGEST_WINDOW_MS);
    expect(await deliverDue()).toBe(0);
    expect(smtp.to(email)).toHaveLength(0);

    // Only the unseen part of a thread is emailed.
    await conciergeSays(id, '<p>Seen too</p>');
    await requesterReads(token, id);
    await conciergeSays(id, '<p>Not seen</p>');
    clock.advance(DIGEST_WINDOW_MS);
    expect(await deliverDue()).toBe(1);
    const [mail] = smtp.to(email);
    expect(mail?.parsed.text).toContain('Not seen');
    expect(mail?.parsed.text).not.toContain('Seen too');
  });

  it('emails the moves started and completed, not a move back to open', async () => {
    const { email, token, id } = await newRequest();
    expect((await move(id, 'in_progress')).status).toBe(200);
    clock.advance(DIGEST_WINDOW_MS);
    expect(await deliverDue()).toBe(1);
    expect(smtp.to(email)[0]?.parsed.text).toContain(statusChangeText('in_progress'));

    expect((await move(id, 'completed')).status).toBe(200);
    clock.advance(DIGEST_WINDOW_MS);
    expect(await deliverDue()).toBe(1);
    expect(smtp.to(email)[1]?.parsed.text).toContain(statusChangeText('completed'));

    await requesterReads(token, id);
    expect((await move(id, 'open')).status).toBe(200);
    clock.advance(DIGEST_WINDOW_MS);
    expect(await deliverDue()).toBe(0);
    expect(smtp.to(email)).toHaveLength(2);
  });

  it('does not email the requester their own reply or their own completion', async () => {
    const { email, token, id } = await newRequest();
    await requesterSays(token, id, '<p>Any news?</p>');
    await client.call('POST', `/api/v1/requests/${id}/complete`, { token, body: {} });
    clock.advance(DIGEST_WINDOW_MS);
    await deliverDue();
    expect(smtp.to(email)).toHaveLength(0);
  });

  it('survives a restart: the due time is in the database, and another instance sends it', async () => {
    const { email, id } = await newRequest();
    await conciergeSays(id, '<p>Before the crash</p>');
    // A second instance on the same database (the first one could be gone by now).
    const other = await startTestServer({ database: server.database, clock, config: settings });
    try {
      clock.advance(DIGEST_WINDOW_MS);
      expect(await other.app.notifications.runDueDigests()).toBe(1);
      expect(await server.app.notifications.runDueDigests()).toBe(0);
      await other.app.outbox.drain();
    } finally {
      await other.close();
    }
    expect(smtp.to(email)).toHaveLength(1);
  });
});

describe(onDb('unsubscribing without signing in'), () => {
  async function unsubscribeLink() {
    const { email, token, id } = await newRequest();
    await conciergeSays(id, '<p>Hi</p>');
    clock.advance(DIGEST_WINDOW_MS);
    await deliverDue();
    const header = headerOf(smtp.to(email)[0], 'List-Unsubscribe') ?? '';
    return { email, token, id, url: new URL(header.slice(1, -1)) };
  }
  const path = (url: URL) => `${url.pathname}${url.search}`;
  /** What a mail provider sends for one-click unsubscribe (RFC 8058). */
  const oneClick = (url: URL) =>
    server.app.inject({
      method: 'POST',
      url: path(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('shows a confirmation page on GET and changes nothing until the button posts', async () => {
    const { email, id, url } = await unsubscribeLink();
    const page = await client.call('GET', path(url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(UNSUBSCRIBE_TEXTS.confirm);
    expect(page.text).toMatch(/<form action="[^"]+" method="post">/);

    await conciergeSays(id, '<p>Still subscribed</p>');
    clock.advance(DIGEST_WINDOW_MS);
    await deliverDue();
    expect(smtp.to(email)).toHaveLength(2);
  });

  it('unsubscribes on the one-click POST (RFC 8058), after which nothing is emailed', async () => {
    const { email, id, url } = await unsubscribeLink();
    const res = await oneClick(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(UNSUBSCRIBE_TEXTS.done);

    await conciergeSays(id, '<p>After unsubscribing</p>');
    clock.advance(DIGEST_WINDOW_MS);
    expect(await deliverDue()).toBe(0);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('refuses a forged or expired token', async () => {
    const { url } = await unsubscribeLink();
    const token = url.searchParams.get('token') ?? '';
    const forged = new URL(url);
    forged.searchParams.set('token', token.replace(/^\d+/, '1'));
    expect((await client.call('GET', path(forged))).status).toBe(400);
    const post = await oneClick(forged);
    expect(post.statusCode).toBe(400);
    expect(post.body).toContain(UNSUBSCRIBE_TEXTS.invalid);

    // Expiry, checked at the token without moving the shared clock (sessions would expire with it).
    const secret = await server.app.notifications.signingSecret();
    const userId = readUnsubscribeToken(secret, token, clock.now());
    expect(userId).not.toBeNull();
    const at = (ms: number) => new Date(clock.now().getTime() + ms);
    expect(readUnsubscribeToken(secret, token, at(UNSUBSCRIBE_TOKEN_TTL_MS - 60_000))).toBe(userId);
    expect(readUnsubscribeToken(secret, token, at(UNSUBSCRIBE_TOKEN_TTL_MS))).toBeNull();
    expect(UNSUBSCRIBE_TOKEN_TTL_MS).toBe(60 * 24 * 60 * 60_000);
  });
});

describe(onDb('team emails'), () => {
  it('announces a new request and a requester reply to the team address, with the console link', async () => {
    const { id, token } = await newRequest();
    await server.app.outbox.drain();
    const created = smtp
      .to(TEAM)
      .find(
        (mail) => mail.parsed.subject === EMAIL_TEXTS.teamNewRequestSubject({ id, title: 'Find a plumber' }),
      );
    expect(created?.parsed.text).toContain(`http://app.test/console/requests/${id}`);
    // A shared inbox names no one, so its emails carry no reply address (docs/SECURITY.md#reply-by-email).
    expect(created?.parsed.replyTo).toBeUndefined();

    await requesterSays(token, id, '<p>Please hurry</p>');
    await server.app.outbox.drain();
    const reply = smtp
      .to(TEAM)
      .find(
        (mail) => mail.parsed.subject?.startsWith('Reply from') && mail.parsed.subject.includes(`#${id})`),
      );
    expect(reply?.parsed.text).toContain('Please hurry');
    expect(reply?.parsed.html).toContain(`href="http://app.test/console/requests/${id}"`);
  });
});

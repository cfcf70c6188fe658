import { afterAll, describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';
import { outgoingMessagesTo, signUpUser } from '../testing/api-calls.js';
import { startSmtpCapture } from '../testing/smtp-capture.js';
import { latestOutgoingMessages } from './queries.js';
import { retryDelayMs } from './worker.js';

const smtp = await startSmtpCapture();
const server = await startTestServer({ config: { smtpUrl: smtp.url } });
const { app, clock, database } = server;
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const requestReset = (email: string) =>
  app.inject({ method: 'POST', url: '/api/v1/users/password', payload: { user: { email } } });

describe(onDb('outbox delivery over SMTP'), () => {
  it('delivers a reset email through the SMTP server and marks it sent', async () => {
    const { email } = await signUpUser(app);
    await requestReset(email);
    expect((await outgoingMessagesTo(database, email))[0]?.sentAt).toBeNull();
    expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    const mail = smtp.received.find((message) => message.to.includes(email));
    expect(mail?.raw).toContain('Subject: Reset your Concierge password');
    expect(mail?.raw).toContain('http://app.test/reset-password/');
    expect((await outgoingMessagesTo(database, email))[0]?.sentAt).toEqual(clock.now());
  });

  it('retries a failed delivery later and never marks it sent until it goes through', async () => {
    const { email } = await signUpUser(app);
    smtp.state.accepting = false;
    await requestReset(email);
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outgoingMessagesTo(database, email);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row?.lastError).toContain('mailbox unavailable');

    smtp.state.accepting = true;
    // Not due yet: the retry waits for its back-off.
    expect(await app.outbox.drain()).toEqual({ sent: 0, failed: 0 });
    clock.advance(retryDelayMs(1));
    expect(await app.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    [row] = await outgoingMessagesTo(database, email);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).not.toBeNull();
    expect(smtp.received.filter((message) => message.to.includes(email))).toHaveLength(1);
  });

  it('backs off exponentially up to an hour', () => {
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(30)).toBe(60 * 60_000);
  });

  it('writes nothing for an address without an account', async () => {
    const before = (await latestOutgoingMessages(database.db, 1))[0]?.id ?? 0;
    await requestReset(uniqueEmail());
    expect((await latestOutgoingMessages(database.db, 1))[0]?.id ?? 0).toBe(before);
  });
});

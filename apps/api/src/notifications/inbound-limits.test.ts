import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { startInboundSuite } from '../testing/inbound-mail-suite.js';
import { MESSAGE_LIMITS } from './message-limits.js';
import { INBOUND_MAX_CLIENTS, INBOUND_TEXT_MAX_CHARS } from './policy.js';
import { INBOUND_TEXTS } from './texts.js';

// Reply by email within bounds: a crafted text cannot hold the event loop, a reply is held to the HTTP
// route's limits, and the SMTP listener caps its connections and the size of what it reads.

const { mailer, client, thread, emailedRequest, server } = await startInboundSuite();
// A listener with a small size limit, so a message over it is cheap to send.
const small = await startInboundSuite({}, { inboundMaxBytes: 200_000 });

/** How a send ended: 250, or the refusal's code and text. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 250, response: '' }),
    (error: { responseCode?: number; response?: string }) => ({
      code: error.responseCode ?? -1,
      response: error.response ?? '',
    }),
  );

/** The first line each of `count` raw connections to the listener is greeted with. */
async function greetings(port: number, count: number): Promise<string[]> {
  const sockets = Array.from({ length: count }, () => connect(port, '127.0.0.1'));
  try {
    return await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<string>((resolve, reject) => {
            let received = '';
            socket.on('data', (chunk) => {
              received += chunk.toString();
              if (received.includes('\r\n')) resolve(received.split('\r\n')[0]!);
            });
            socket.on('error', reject);
            socket.on('close', () => resolve(received));
          }),
      ),
    );
  } finally {
    for (const socket of sockets) socket.destroy();
  }
}

describe(onDb('reply by email: within bounds'), () => {
  it('keeps /api/v1/health answering while an adversarial reply is parsed', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    // The probe's line (9.6 kB, 8–20 s of one core with email-reply-parser), then, in the signature (not
    // posted, still parsed), larger cousins of it.
    const text = [
      'Tuesday works.',
      '',
      'x' + ' on at'.repeat(1600),
      '',
      '-- ',
      'x' + ' on at'.repeat(3000) + ' wrote',
      'On' + ' x wrote'.repeat(2000) + ' x',
    ].join('\n');
    let sent = false;
    const sending = mailer.sendMail({ from: email, to: requesterAddress, text }).finally(() => (sent = true));
    const waits: number[] = [];
    while (!sent) {
      const start = performance.now();
      const res = await client.call('GET', '/api/v1/health');
      waits.push(performance.now() - start);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await sending;
    // Generous for a shared machine: the old parser held every route for seconds to minutes.
    expect(Math.max(...waits)).toBeLessThan(1_000);
    expect((await thread(id)).at(-1)?.body_html).toContain('<p>Tuesday works.</p>');
  });

  it('holds an emailed reply to the HTTP route’s limit of 20 000 characters, bouncing a longer one with the reason', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    expect(MESSAGE_LIMITS).toEqual({ bodyChars: 20_000, files: 1 });
    // The message is `<p>` + the text + `</p>`: 7 characters of markup.
    const atLimit = 'a'.repeat(MESSAGE_LIMITS.bodyChars - 7);
    expect((await outcome(mailer.sendMail({ from: email, to: requesterAddress, text: atLimit }))).code).toBe(
      250,
    );
    expect((await thread(id)).at(-1)?.body_html).toBe(`<p>${atLimit}</p>`);
    const before = (await thread(id)).length;

    for (const length of [MESSAGE_LIMITS.bodyChars - 6, 60_000]) {
      const refused = await outcome(
        mailer.sendMail({ from: email, to: requesterAddress, text: 'b'.repeat(length) }),
      );
      expect(refused.code).toBe(550);
      expect(refused.response).toContain(INBOUND_TEXTS.replyTooLong(MESSAGE_LIMITS.bodyChars));
    }
    expect(await thread(id)).toHaveLength(before);
  });

  it('bounces unread an email whose text, quoted history included, is longer than the reader’s cap', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const before = (await thread(id)).length;
    const text = [
      'Short answer.',
      '',
      ...Array(Math.ceil(INBOUND_TEXT_MAX_CHARS / 18)).fill('> quoted history..'),
    ].join('\n');
    expect(text.length).toBeGreaterThan(INBOUND_TEXT_MAX_CHARS);
    const refused = await outcome(mailer.sendMail({ from: email, to: requesterAddress, text }));
    expect(refused.code).toBe(550);
    expect(refused.response).toContain(INBOUND_TEXTS.emailTooLong(INBOUND_TEXT_MAX_CHARS));
    expect(await thread(id)).toHaveLength(before);
  });

  it('drops a mail with Precedence: auto_reply like any auto-reply', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const before = (await thread(id)).length;
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'I am on holiday until Monday.',
      headers: { Precedence: 'auto_reply' },
    });
    expect(await thread(id)).toHaveLength(before);
  });

  it('answers 421 to connections past INBOUND_MAX_CLIENTS at once', async () => {
    const lines = await greetings(server.app.inboundSmtpPort ?? 0, INBOUND_MAX_CLIENTS + 2);
    expect(lines.filter((line) => line.startsWith('220'))).toHaveLength(INBOUND_MAX_CLIENTS);
    expect(lines.filter((line) => line.startsWith('421'))).toHaveLength(2);
  });

  it('refuses a message over the size limit with 552 at DATA, and posts nothing', async () => {
    const { email, id, requesterAddress } = await small.emailedRequest();
    const before = (await small.thread(id)).length;
    const pdf = Buffer.alloc(300_000, 0x20);
    Buffer.from('%PDF-1.7\n').copy(pdf);
    const refused = await outcome(
      small.mailer.sendMail({
        from: email,
        to: requesterAddress,
        text: 'The manual.',
        attachments: [{ filename: 'manual.pdf', content: pdf, contentType: 'application/pdf' }],
      }),
    );
    expect(refused.code).toBe(552);
    expect(await small.thread(id)).toHaveLength(before);
  });
});

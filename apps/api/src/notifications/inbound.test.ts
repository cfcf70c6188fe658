import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { RequestResponse } from '@concierge/api-client';
import { DEMO_USERS } from '../accounts/demo.js';
import {
  listenForTests,
  seededSurveyId,
  signInDemo,
  signUpNewAccount,
  submittedRequest,
} from '../requests/http-test-client.js';
import { startSmtpCapture } from '../testing/smtp-capture.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';
import { defaultNotificationConfig } from './notify-config.js';
import { DIGEST_WINDOW_MS } from './policy.js';

const TEAM = 'team@concierge.test';
const smtp = await startSmtpCapture();
const server = await startTestServer({
  config: {
    smtpUrl: smtp.url,
    notifications: { ...defaultNotificationConfig(), scheduler: false, teamEmail: TEAM, inboundSmtpPort: 0 },
  },
});
const mailer = nodemailer.createTransport({
  host: '127.0.0.1',
  port: server.app.inboundSmtpPort ?? 0,
  secure: false,
  ignoreTLS: true,
});
afterAll(async () => {
  mailer.close();
  await server.close();
  await smtp.close();
});
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);
const plumber = await seededSurveyId(server.database, 'find-a-plumber');

const thread = async (id: number) =>
  RequestResponse.parse(
    (await client.call('GET', `/api/v1/concierge/requests/${id}`, { token: concierge })).json(),
  ).request.messages;

/** A request whose requester got one email: its reply address and the team's. */
async function emailedRequest() {
  const { email, token } = await signUpNewAccount(client);
  const id = await submittedRequest(client, token, plumber);
  await client.call('POST', `/api/v1/concierge/requests/${id}/messages`, {
    token: concierge,
    body: { message: { body_html: '<p>Which day suits you?</p>' } },
  });
  server.clock.advance(DIGEST_WINDOW_MS);
  await server.app.notifications.runDueDigests();
  await server.app.outbox.drain();
  const replyTo = (mail: { parsed: { replyTo?: { value: Array<{ address?: string }> } } } | undefined) =>
    mail?.parsed.replyTo?.value[0]?.address ?? '';
  const requesterAddress = replyTo(smtp.to(email)[0]);
  const teamAddress = replyTo(smtp.to(TEAM).find((mail) => mail.parsed.subject?.includes(`#${id})`)));
  expect(requesterAddress).toMatch(/^reply\+/);
  expect(teamAddress).toMatch(/^reply\+/);
  return { email, id, requesterAddress, teamAddress };
}

const QUOTED_REPLY = [
  'Tuesday works.',
  '',
  'Thanks!',
  '',
  'On Mon, Mar 2, 2026 at 9:00 AM Concierge <no-reply@concierge.test> wrote:',
  '> Which day suits you?',
  '',
  '-- ',
  'Ada Tester',
  'Sent from my phone',
].join('\n');

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { responseCode?: number }) => error.responseCode ?? -1,
  );

describe(onDb('reply by email'), () => {
  it('posts the requester’s reply without quoted history or signature, once per Message-ID', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const messageId = `<${crypto.randomUUID()}@mail.example.test>`;
    const send = () =>
      mailer.sendMail({
        from: email,
        to: requesterAddress,
        subject: 'Re: update',
        text: QUOTED_REPLY,
        messageId,
      });
    await send();
    const messages = await thread(id);
    const reply = messages.at(-1);
    expect(reply?.source).toBe('user');
    expect(reply?.body_html).toBe('<p>Tuesday works.</p><p>Thanks!</p>');

    // Redelivered (the sender did not see our 250): accepted, posted once.
    await send();
    expect(await thread(id)).toHaveLength(messages.length);

    // The team hears of it like any reply.
    await server.app.outbox.drain();
    expect(smtp.to(TEAM).some((mail) => mail.parsed.text?.includes('Tuesday works.'))).toBe(true);
  });

  it('answers 550 to a forged or unknown address and posts nothing', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const before = (await thread(id)).length;
    const forged = requesterAddress.replace(
      /x([0-9a-f])/,
      (_match, hex: string) => `x${hex === '0' ? '1' : '0'}`,
    );
    expect(forged).not.toBe(requesterAddress);
    expect(await refusal(mailer.sendMail({ from: email, to: forged, text: 'forged' }))).toBe(550);
    const otherRequest = requesterAddress.replace(/^reply\+r\d+/, `reply+r${id + 1000}`);
    expect(await refusal(mailer.sendMail({ from: email, to: otherRequest, text: 'moved' }))).toBe(550);
    expect(
      await refusal(
        mailer.sendMail({
          from: email,
          to: `someone@${defaultNotificationConfig().inboundDomain}`,
          text: 'x',
        }),
      ),
    ).toBe(550);
    expect(await thread(id)).toHaveLength(before);
  });

  it('answers 550 to a sender who is neither the requester nor a concierge', async () => {
    const { id, requesterAddress } = await emailedRequest();
    const before = (await thread(id)).length;
    expect(
      await refusal(mailer.sendMail({ from: uniqueEmail('stranger'), to: requesterAddress, text: 'hi' })),
    ).toBe(550);
    const other = await signUpNewAccount(client);
    expect(await refusal(mailer.sendMail({ from: other.email, to: requesterAddress, text: 'hi' }))).toBe(550);
    expect(await thread(id)).toHaveLength(before);
  });

  it('posts a concierge’s answer to the team address as the concierge', async () => {
    const { id, teamAddress } = await emailedRequest();
    await mailer.sendMail({ from: DEMO_USERS[1].email, to: teamAddress, text: 'On my way.' });
    const last = (await thread(id)).at(-1);
    expect(last?.source).toBe('concierge');
    expect(last?.body_html).toBe('<p>On my way.</p>');
  });

  it('drops auto-replies, bulk mail and bounces without posting', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const before = (await thread(id)).length;
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'I am out of office',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'Newsletter',
      headers: { Precedence: 'bulk' },
    });
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'List mail',
      headers: { Precedence: 'list' },
    });
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'Undeliverable',
      envelope: { from: '', to: requesterAddress },
    });
    expect(await thread(id)).toHaveLength(before);
  });
});

import { DEMO_USERS } from '../accounts/demo.js';
import { signUpNewAccount } from '../testing/http-test-client.js';
import { describe, expect, it } from 'vitest';
import { onDb } from '../testing/test-database.js';
import { uniqueEmail } from '../testing/test-server.js';
import { refusal, startInboundSuite, TEAM } from '../testing/inbound-mail-suite.js';
import { defaultNotificationConfig } from './notify-config.js';

const { smtp, server, mailer, client, thread, emailedRequest, staffAddress } = await startInboundSuite();

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

  it('answers 550 to a From that is not the reply address’s own account', async () => {
    const { id, requesterAddress } = await emailedRequest();
    const before = (await thread(id)).length;
    expect(
      await refusal(mailer.sendMail({ from: uniqueEmail('stranger'), to: requesterAddress, text: 'hi' })),
    ).toBe(550);
    const other = await signUpNewAccount(client);
    expect(await refusal(mailer.sendMail({ from: other.email, to: requesterAddress, text: 'hi' }))).toBe(550);
    expect(await thread(id)).toHaveLength(before);
  });

  it('posts a concierge’s answer to their own staff reply address as the concierge', async () => {
    const { id } = await emailedRequest();
    const address = await staffAddress(id, DEMO_USERS[1].email);
    await mailer.sendMail({ from: DEMO_USERS[1].email, to: address, text: 'On my way.' });
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

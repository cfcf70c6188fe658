import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../accounts/demo.js';
import { users } from '../accounts/tables.js';
import { signUpStaff } from '../testing/staff-sign-up.js';
import { onDb } from '../testing/test-database.js';
import { startInboundSuite } from '../testing/inbound-mail-suite.js';
import { REPLY_TOKEN_TTL_MS } from './policy.js';
import { REPLY_ADDRESS_REFUSALS } from './reply-addresses.js';
import { inboundEmails } from './tables.js';

// Who an emailed reply posts as: the account its reply address names, never the From header; staff reply
// through addresses bound to them; every address is bound to its account as it is now and expires.

const { server, mailer, client, thread, emailedRequest, staffAddress } = await startInboundSuite();
// A team address that is a concierge's own account; its clock is moved 30 days by the last test.
const other = await startInboundSuite({}, { teamEmail: DEMO_USERS[1].email });
const CASEY = DEMO_USERS[1];

/** How a send ended: accepted, or refused with a code at a command (`RCPT TO`: before any data). */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 250, command: 'DATA', response: '' }),
    (error: { responseCode?: number; command?: string; response?: string }) => ({
      code: error.responseCode ?? -1,
      command: error.command ?? '',
      response: error.response ?? '',
    }),
  );

const messageId = () => `<${crypto.randomUUID()}@mail.example.test>`;
const admin = await signUpStaff(client, server.database, 'Alex', 'admin');
const setActive = (id: number, active: boolean) =>
  client.call('PUT', `/api/v1/concierge/staff/${id}/active`, {
    token: admin.token,
    body: { staff: { active } },
  });

describe(onDb('reply by email: who a reply posts as'), () => {
  it('posts as the account its reply address names: a requester’s address with a concierge’s From is refused, never posted as the concierge', async () => {
    const { id, requesterAddress } = await emailedRequest();
    const before = await thread(id);
    const forged = mailer.sendMail({
      from: `Casey Concierge <${CASEY.email}>`,
      to: requesterAddress,
      text: 'Your request is approved, pay the deposit here.',
    });
    expect((await outcome(forged)).code).toBe(550);
    expect(await thread(id)).toEqual(before);
  });

  it('lets a staff reply address post as that member of staff, admins included, from their own address only', async () => {
    const { id } = await emailedRequest();
    const adminAddress = await staffAddress(id, admin.email);
    expect(adminAddress).toMatch(new RegExp(`^reply\\+r${id}s${admin.id}e\\d+x[0-9a-f]{20}@`));
    await mailer.sendMail({ from: admin.email, to: adminAddress, text: 'An admin answers.' });
    const last = (await thread(id)).at(-1);
    expect(last).toMatchObject({
      source: 'concierge',
      source_name: 'Alex Tester',
      body_html: '<p>An admin answers.</p>',
    });

    // Another member of staff, writing to the admin's address, is not the admin.
    const borrowed = mailer.sendMail({ from: CASEY.email, to: adminAddress, text: 'Posing as the admin.' });
    expect((await outcome(borrowed)).code).toBe(550);
    expect((await thread(id)).at(-1)).toEqual(last);
  });

  it('records the receiving server’s SPF, DKIM and DMARC results, and refuses a staff reply whose sender fails them', async () => {
    const { id, email, requesterAddress } = await emailedRequest();
    const address = await staffAddress(id, CASEY.email);
    const send = (
      results: string | string[],
      from: string = CASEY.email,
      to = address,
      mailId = messageId(),
    ) =>
      outcome(
        mailer.sendMail({
          from,
          to,
          text: `Checked: ${mailId}`,
          messageId: mailId,
          headers: { 'Authentication-Results': results },
        }),
      );
    const before = (await thread(id)).length;

    expect(
      (await send('mx.reply.test; spf=pass smtp.mailfrom=concierge.test; dkim=fail; dmarc=fail')).code,
    ).toBe(550);
    expect((await send('mx.reply.test; spf=softfail smtp.mailfrom=concierge.test')).code).toBe(550);
    // Only the topmost header is the receiving server's: one further down came with the message.
    expect(
      (await send(['mx.reply.test; dmarc=fail', 'attacker.test; spf=pass; dkim=pass; dmarc=pass'])).code,
    ).toBe(550);
    expect((await send('mx.reply.test; dmarc=temperror')).code).toBe(451);
    expect(await thread(id)).toHaveLength(before);

    // A DMARC pass carries a forwarded mail's SPF failure; the results are kept with the email.
    const passed = messageId();
    expect(
      (
        await send(
          'mx.reply.test; spf=fail; dkim=pass header.d=concierge.test; dmarc=pass',
          CASEY.email,
          address,
          passed,
        )
      ).code,
    ).toBe(250);
    const [row] = await server.database.db
      .select()
      .from(inboundEmails)
      .where(eq(inboundEmails.messageIdHeader, passed));
    const casey = (await thread(id)).at(-1);
    expect(casey?.source_name).toBe('Casey Concierge');
    expect(row).toMatchObject({
      fromAddress: CASEY.email,
      spf: 'fail',
      dkim: 'pass',
      dmarc: 'pass',
      messageId: casey?.id,
    });

    // A requester's reply is recorded too, and not refused for it: only staff addresses demand it.
    const mine = messageId();
    expect((await send('mx.reply.test; spf=none; dmarc=fail', email, requesterAddress, mine)).code).toBe(250);
    const [requesterRow] = await server.database.db
      .select()
      .from(inboundEmails)
      .where(eq(inboundEmails.messageIdHeader, mine));
    expect(requesterRow).toMatchObject({ spf: 'none', dkim: null, dmarc: 'fail' });
  });

  it('gives a team email a staff reply address only when the team’s address is a member of staff’s own', async () => {
    const { id } = await other.emailedRequest();
    await other.server.app.outbox.drain();
    const teamMail = other.smtp.to(CASEY.email).find((mail) => mail.parsed.subject?.includes(`#${id})`));
    const address = teamMail?.parsed.replyTo?.value[0]?.address ?? '';
    expect(address).toMatch(new RegExp(`^reply\\+r${id}s\\d+e\\d+x[0-9a-f]{20}@`));
    await other.mailer.sendMail({ from: CASEY.email, to: address, text: 'From the team inbox.' });
    expect((await other.thread(id)).at(-1)).toMatchObject({
      source: 'concierge',
      source_name: 'Casey Concierge',
    });
  });
});

describe(onDb('reply by email: addresses bound to their account, for 30 days'), () => {
  it('refuses at RCPT TO the address of a deactivated account, even once reactivated, and of an account whose role changed', async () => {
    const robin = await signUpStaff(client, server.database, 'Robin Staff');
    const { id, email, requesterAddress } = await emailedRequest();
    const address = await staffAddress(id, robin.email);
    const send = (to: string, from = robin.email) => outcome(mailer.sendMail({ from, to, text: `To ${to}` }));
    expect((await send(address)).code).toBe(250);

    expect((await setActive(robin.id, false)).status).toBe(200);
    const refused = await send(address);
    expect(refused).toMatchObject({ code: 550, command: 'RCPT TO' });
    expect((await setActive(robin.id, true)).status).toBe(200);
    // Reactivated: the addresses sent before the deactivation stay dead; a new email's address works.
    expect(await send(address)).toMatchObject({ code: 550, command: 'RCPT TO' });
    expect((await send(await staffAddress(id, robin.email))).code).toBe(250);

    // A role changed (by any path, here the database): staff addresses and requester addresses alike.
    const current = await staffAddress(id, robin.email);
    await server.database.db.update(users).set({ role: 'user' }).where(eq(users.id, robin.id));
    expect(await send(current)).toMatchObject({ code: 550, command: 'RCPT TO' });
    await server.database.db.update(users).set({ role: 'concierge' }).where(eq(users.email, email));
    expect(await send(requesterAddress, email)).toMatchObject({ code: 550, command: 'RCPT TO' });
  });

  // Last in the file: it moves `other`'s clock past every session it signed in.
  it('refuses a reply address 30 days after its email, telling the sender to answer on the website', async () => {
    const { id, email, requesterAddress } = await other.emailedRequest();
    const send = () =>
      outcome(other.mailer.sendMail({ from: email, to: requesterAddress, text: 'Still there?' }));
    other.server.clock.advance(REPLY_TOKEN_TTL_MS - 60_000);
    expect((await send()).code).toBe(250);
    other.server.clock.advance(60_000);
    const expired = await send();
    expect(expired).toMatchObject({ code: 550, command: 'RCPT TO' });
    expect(expired.response).toContain(REPLY_ADDRESS_REFUSALS.expired);
    expect(REPLY_TOKEN_TTL_MS).toBe(30 * 24 * 60 * 60_000);
    expect(id).toBeGreaterThan(0);
  });
});

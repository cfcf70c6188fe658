// The must-show: nobody has to watch a screen. The concierge answers in the console, the requester is
// emailed (one digest, nothing they already read), answers the email, and the answer lands in the console.
// Mail is real: the servers deliver to an SMTP server started by playwright.config.ts (SMTP_URL), and the
// requester's answer is SMTP sent with nodemailer to instance A's inbound listener. It runs in both projects:
// with two instances the concierge replies on B while the requester's digest and answer go through A.
import {
  addressOf,
  capturedMailsTo,
  linksOf,
  nodeClient,
  SAMPLE_PDF,
  sendEmail,
  signUpThroughApi,
  submittedRequestThroughApi,
  type CapturedMail,
} from '@concierge/e2e-support';
import { EMAIL_TEXTS, UNSUBSCRIBE_TEXTS } from '../../apps/api/src/notifications/texts';
import { DIGEST_WINDOW_MS, INBOUND_DOMAIN, LIVE_WITHIN_MS } from '../support/environment';
import { CONCIERGE, conciergeReplies, conciergeSignsIn, expect, messageFrom, test } from './sides';

const mailDir = process.env.E2E_MAIL_DIR!;
const inboundPort = Number(process.env.E2E_INBOUND_PORT);
const TITLE = 'Find a plumber';

/** Waits until the requester has exactly `count` emails (the digest leaves after its quiet time). */
async function emailsTo(address: string, count: number): Promise<CapturedMail[]> {
  const wait = { timeout: DIGEST_WINDOW_MS + 10_000, message: `${count} email(s) to the requester` };
  await expect.poll(async () => (await capturedMailsTo(mailDir, address)).length, wait).toBe(count);
  return capturedMailsTo(mailDir, address);
}

test('replies are emailed as one digest, answered by email, and unsubscribed from without signing in', async ({
  requesterPage: web,
  conciergePage: console,
  sides,
}) => {
  const requester = await signUpThroughApi(sides.requester);
  const { requestId } = await submittedRequestThroughApi(sides.requester, requester.token, TITLE);
  const subject = EMAIL_TEXTS.requesterSubject({ id: requestId, title: TITLE });

  // Two replies inside the quiet time, while the requester is away: one email holding both.
  await conciergeSignsIn(console);
  await console.goto(`/console/requests/${requestId}`);
  await conciergeReplies(console, 'Two plumbers can come this week.');
  await conciergeReplies(console, 'Which day suits you?');
  const [first] = await emailsTo(requester.email, 1);
  expect(first!.parsed.subject).toBe(subject);
  expect(first!.parsed.text).toContain('Two plumbers can come this week.');
  expect(first!.parsed.text).toContain('Which day suits you?');
  const replyTo = addressOf(first!.parsed.replyTo);
  expect(replyTo).toMatch(new RegExp(`^reply\\+[a-z0-9]+@${INBOUND_DOMAIN.replaceAll('.', '\\.')}$`));

  // The email's link opens the request once the requester signs in.
  const requestLink = linksOf(first!).find((link) => link.endsWith(`/requests/${requestId}`));
  // On PostgreSQL the run's second instance may send the digest: its own origin, the same app and data.
  expect(requestLink && new URL(requestLink).pathname).toBe(`/requests/${requestId}`);
  await web.goto(requestLink!);
  await expect(web).toHaveURL(/\/sign-in/);
  await web.getByLabel('Email').fill(requester.email);
  await web.getByLabel('Password').fill(requester.password);
  await web.getByRole('button', { name: 'Sign in' }).click();
  await web.getByRole('button', { name: 'Not now' }).click();
  await expect(web).toHaveURL(new RegExp(`/requests/${requestId}$`));
  await expect(web.getByRole('heading', { level: 1 })).toHaveText(TITLE);

  // A reply the requester reads on the open page is not emailed.
  await conciergeReplies(console, 'Seen on the page, never emailed.');
  await expect(messageFrom(web, CONCIERGE.name).filter({ hasText: 'never emailed' })).toBeVisible({
    timeout: LIVE_WITHIN_MS,
  });
  await web.goto('/requests');

  // The next reply, once the requester has left the page, makes a second email without the message read.
  await conciergeReplies(console, 'Tuesday or Wednesday, both mornings.');
  const [, second] = await emailsTo(requester.email, 2);
  expect(second!.parsed.text).toContain('Tuesday or Wednesday, both mornings.');
  expect(second!.parsed.text).not.toContain('never emailed');

  // The requester answers the email from their mail client, with a file: the console shows it within 5 s,
  // without the quoted email, the file attached like an upload.
  await sendEmail(inboundPort, {
    from: requester.email,
    to: replyTo,
    subject: `Re: ${subject}`,
    inReplyTo: first!.parsed.messageId,
    text: 'Tuesday morning, please.\n\nOn Tuesday, Concierge wrote:\n> Which day suits you?\n',
    attachments: [{ filename: 'tap.pdf', content: SAMPLE_PDF.buffer, contentType: SAMPLE_PDF.mimeType }],
  });
  const answer = messageFrom(console, requester.fullName).filter({ hasText: 'Tuesday morning, please.' });
  await expect(answer).toBeVisible({ timeout: LIVE_WITHIN_MS });
  await expect(answer).not.toContainText('Which day suits you?');
  await expect(answer.getByRole('link', { name: /tap\.pdf/ })).toBeVisible();

  // A forged reply address is refused at the SMTP level, and nothing is posted.
  const forged = sendEmail(inboundPort, {
    from: requester.email,
    // The same address with another signature of the same length.
    to: replyTo.replace(/x([a-z0-9]+)@/, (_: string, mac: string) => `x${'0'.repeat(mac.length)}@`),
    subject: `Re: ${subject}`,
    text: 'Forged answer.',
  });
  await expect(forged).rejects.toMatchObject({ responseCode: 550 });

  // The unsubscribe link works in a browser that never signed in.
  const unsubscribeLink = linksOf(second!).find((link) => link.includes('/notifications/unsubscribe?'));
  const stranger = await web.context().browser()!.newContext();
  const page = await stranger.newPage();
  await page.goto(unsubscribeLink!);
  await expect(page.getByText(UNSUBSCRIBE_TEXTS.confirm)).toBeVisible();
  await page.getByRole('button', { name: UNSUBSCRIBE_TEXTS.button }).click();
  await expect(page.getByText(UNSUBSCRIBE_TEXTS.done)).toBeVisible();
  await stranger.close();

  // Nothing of the forged mail reached the thread; the requester got exactly the two emails.
  const { client, setToken } = nodeClient(sides.requester);
  setToken(requester.token);
  const request = async () => (await client.call('getRequest', { params: { id: requestId } })).data.request;
  const bodies = (await request()).messages.map((message) => message.body_html).join();
  expect(bodies).toContain('Tuesday morning, please.');
  const emailed = (await request()).messages.find((message) => message.body_html.includes('Tuesday morning'));
  expect(emailed?.attachments.map((file) => file.filename)).toEqual(['tap.pdf']);
  expect(bodies).not.toContain('Forged answer.');
  expect(await capturedMailsTo(mailDir, requester.email)).toHaveLength(2);
});

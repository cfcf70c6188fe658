// Service levels end to end (docs/service-levels.md): an admin sets the opening hours and the default policy in
// the console; the concierge is available, so routing gives them the new request; the console shows its due
// time and the requester the team's promise; then the servers' clocks move to just before the breach (the dev
// clock, docs/service-levels.md#testing) and the assignee's warning arrives at a real SMTP server, then the
// team's breach mail. Moving the clocks makes authenticator codes of the real time wrong, so everyone signs in
// first, and this file runs last, in the run's last project only (playwright.config.ts).
import {
  capturedMailsTo,
  DEMO_STAFF_TOTP_SECRET,
  passConsoleAppStep,
  signUpThroughApi,
  submittedRequestThroughApi,
} from '@concierge/e2e-support';
import { DUE_TEXTS } from '../../apps/console/src/features/due/due-texts';
import { AVAILABILITY_TEXTS } from '../../apps/console/src/features/availability/availability-texts';
import { SERVICE_LEVEL_TEXTS as SL } from '../../apps/console/src/routes/service-levels/service-level-texts';
import { FACTOR_TEXTS } from '../../internal/account-ui/factor-texts';
import { REPLY_PROMISE_TEXTS } from '../../apps/web/src/routes/request-detail/reply-promise-texts';
import { advanceServerClocks } from '../support/dev-clock';
import { CONCIERGE, conciergeSignsIn, expect, requesterSignsIn, signsInToConsole, test } from './sides';

const mailDir = process.env.E2E_MAIL_DIR!;
const ADMIN = { email: 'admin@concierge.test', password: 'concierge-admin-2026' };
const MINUTE = 60_000;
const DAYS = Object.values(SL.days);

/** The escalation emails of one request to `address`, once `count` have arrived (the job polls every 500 ms). */
async function escalationsTo(address: string, requestId: number, count: number) {
  const ofRequest = async () =>
    (await capturedMailsTo(mailDir, address)).filter((mail) =>
      mail.parsed.subject?.endsWith(`(request #${requestId})`),
    );
  await expect
    .poll(async () => (await ofRequest()).length, {
      timeout: 20_000,
      message: `${count} email(s) to ${address}`,
    })
    .toBe(count);
  return (await ofRequest()).map((mail) => mail.parsed.subject);
}

test('an admin sets hours and a policy; the assignee is warned before the breach, then the team at it', async ({
  browser,
  conciergePage: console,
  requesterPage: web,
  sides,
}) => {
  // The admin opens every day, around the clock in UTC (whatever day the run falls on), with a first reply
  // within an hour and a warning 15 minutes before.
  const admin = await (await browser.newContext({ baseURL: sides.concierge })).newPage();
  await signsInToConsole(admin, ADMIN);
  await passConsoleAppStep(admin, DEMO_STAFF_TOTP_SECRET, {
    useApp: FACTOR_TEXTS.kind.totp,
    codeLabel: FACTOR_TEXTS.totpLabel,
  });
  await admin.getByRole('link', { name: SL.nav }).click();
  await expect(admin.getByRole('heading', { level: 1, name: SL.title })).toBeVisible();
  await admin.getByRole('button', { name: SL.changeDefault }).click();
  await admin.getByLabel(SL.timeZone).selectOption('UTC');
  for (const day of DAYS) {
    const group = admin.getByRole('group', { name: day });
    await group.getByLabel(SL.open, { exact: true }).check();
    await group.getByLabel(SL.opens, { exact: true }).fill('00:00');
    await group.getByLabel(SL.closes, { exact: true }).fill('00:00');
  }
  await admin.getByLabel(SL.firstReply).fill('1:00');
  await admin.getByLabel(SL.warnBeforeLabel).fill('15');
  await admin.getByRole('button', { name: SL.save }).click();
  await expect(admin.getByText(SL.savedDefault)).toBeVisible();

  // The concierge says they are available: routing gives them the next request.
  await conciergeSignsIn(console);
  const available = console.getByRole('checkbox', { name: AVAILABILITY_TEXTS.switchLabel });
  await available.check();
  await expect(console.getByText(AVAILABILITY_TEXTS.nowAvailable)).toBeVisible();

  const requester = await signUpThroughApi(sides.requester);
  const { requestId } = await submittedRequestThroughApi(sides.requester, requester.token);
  await requesterSignsIn(web, requester);
  await web.goto(`/requests/${requestId}`);
  await expect(web.getByText(REPLY_PROMISE_TEXTS.withinHours(1))).toBeVisible();

  await console.goto(`/console/requests/${requestId}`);
  // A minute of the hour may pass between the request and this read.
  await expect(
    console.getByText(
      new RegExp(`^(${DUE_TEXTS.dueIn.first_reply('1 h')}|${DUE_TEXTS.dueIn.first_reply('59 min')})$`),
    ),
  ).toBeVisible();

  // 46 minutes later, 14 business minutes are left: within the warning time. Only the assignee is told.
  await advanceServerClocks([sides.requester, sides.concierge], 46 * MINUTE);
  expect(await escalationsTo(CONCIERGE.email, requestId, 1)).toEqual([
    expect.stringMatching(/^Reply due soon: .+ \(request #\d+\)$/),
  ]);
  expect(await escalationsTo(ADMIN.email, requestId, 0)).toEqual([]);
  await console.reload();
  await expect(console.getByText(/^First reply due in 1[34] min$/)).toBeVisible();

  // At the breach, the team and the admins are told, once each.
  await advanceServerClocks([sides.requester, sides.concierge], 15 * MINUTE);
  expect(await escalationsTo(ADMIN.email, requestId, 1)).toEqual([
    expect.stringMatching(/^Reply overdue: .+ \(request #\d+\)$/),
  ]);
  expect((await escalationsTo(CONCIERGE.email, requestId, 2)).sort()).toEqual([
    expect.stringMatching(/^Reply due soon: /),
    expect.stringMatching(/^Reply overdue: /),
  ]);
  await console.reload();
  await expect(console.getByText(/^First reply overdue by \d+ min$/)).toBeVisible();

  // Away again: later runs' new requests are not routed to the demo concierge.
  await console.goto('/console/');
  await available.uncheck();
  await expect(console.getByText(AVAILABILITY_TEXTS.nowAway)).toBeVisible();
  await admin.context().close();
});

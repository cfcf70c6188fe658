import { expect, test } from '@playwright/test';
import { expectAccessible } from '@concierge/e2e-support';
import { MESSAGES } from '@concierge/api-client';
import { TEXTS } from '../src/app/texts';
import { CONCIERGE, conciergeClient } from './support/accounts';
import { lastMessageId, waitForCode } from './support/outbox';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

// Runs last (its own Playwright project, after every other spec): it gives the one seeded concierge a
// phone, after which every sign-in of that account offers a texted code beside the app.

const PHONE = '+15559104455';

test('a concierge with a phone on file can sign in with a texted code', async ({ page }) => {
  await page.clock.install();
  await test.step('the concierge enrolls a phone (through the API)', async () => {
    // A phone is a change of factors: the session has passed the app first.
    const client = await conciergeClient();
    const after = await lastMessageId();
    await client.enrollMfa(PHONE);
    await client.verifyMfa(await waitForCode(PHONE, after));
  });

  await test.step('sign-in leads to the choice of factor, then the code step; a wrong code is refused', async () => {
    await page.goto('/console/sign-in');
    await page.getByLabel(TEXTS.signIn.email).fill(CONCIERGE.email);
    await page.getByLabel(TEXTS.signIn.password).fill(CONCIERGE.password);
    await page.getByRole('button', { name: TEXTS.signIn.submit }).click();
    await expect(page).toHaveURL(/\/console\/mfa-enrollment$/);
    await page.getByRole('button', { name: FACTOR_TEXTS.kind.sms }).click();
    await expect(page.getByText(TEXTS.mfa.sendIntro)).toBeVisible();
    await expectAccessible(page, 'MFA, send a code');
    // The queue is closed until the step is done.
    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/mfa-enrollment$/);
  });

  const after = await lastMessageId();
  await page.getByRole('button', { name: TEXTS.mfa.send }).click();
  await expect(page.getByText(TEXTS.mfa.codeIntro)).toBeVisible();
  await page.getByRole('button', { name: TEXTS.mfa.verify }).click();
  await expect(page.getByText(TEXTS.mfa.codeRequired)).toBeVisible();
  await page.getByLabel(TEXTS.mfa.code).fill('000000');
  await page.getByRole('button', { name: TEXTS.mfa.verify }).click();
  await expect(page.getByRole('alert')).toContainText(MESSAGES.mfaVerifyFailed);
  await expectAccessible(page, 'MFA, enter the code');

  // The 60-second resend rule (429 with Retry-After): the spec text, and the wait counted down on a clock
  // the test moves (no real seconds waited).
  await page.clock.pauseAt(Date.now() + 1000);
  await page.route('**/api/v1/mfa/send-otp', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '2', 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'Too many requests' }),
    }),
  );
  await page.getByRole('button', { name: TEXTS.mfa.resend }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.mfaTokenRequestFailed);
  await expect(page.getByRole('timer')).toHaveText(TEXTS.mfa.codeWait(2));
  await page.clock.runFor(1000);
  await expect(page.getByRole('timer')).toHaveText(TEXTS.mfa.codeWait(1));
  await page.clock.runFor(1000);
  await expect(page.getByRole('timer')).toBeHidden();
  await page.unroute('**/api/v1/mfa/send-otp');
  await page.clock.resume();

  await page.getByLabel(TEXTS.mfa.code).fill(await waitForCode(PHONE, after));
  await page.getByRole('button', { name: TEXTS.mfa.verify }).click();
  await expect(page).toHaveURL(/\/console\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.queue.title })).toBeVisible();
  const mfaToken = await page.evaluate(() =>
    localStorage.getItem('concierge.console:concierge.auth.mfaToken'),
  );
  expect(mfaToken).toBeTruthy();
});

import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { inviteConcierge } from './support/staff';
import { signInThroughConsole } from './support/ui';

// Issue 19, staff side: a concierge sets up an authenticator app from the console's security page, then signs
// in choosing it (codes computed here, as the app would), and with a recovery code once.

const S = TEXTS.security;
const F = TEXTS.factors;
const codeNow = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

test('a concierge sets up an authenticator app and signs in with it, or with a recovery code', async ({
  page,
}) => {
  test.slow();
  const staff = await inviteConcierge('totp');
  let secret = '';
  let codes: string[] = [];

  await test.step('set up the app from the security page', async () => {
    await signInThroughConsole(page, staff);
    await page.getByRole('link', { name: S.nav }).click();
    await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
    await page.getByRole('button', { name: S.addApp }).click();
    await expect(page.getByRole('img', { name: S.qrAlt })).toBeVisible();
    secret = ((await page.locator('.security-secret').textContent()) ?? '').replace(/\s/g, '');
    await expectAccessible(page, 'console security, adding an app');
    await page.getByLabel(S.codeLabel).fill(codeNow(secret));
    await page.getByLabel(S.codeLabel).press('Enter');
    await expect(page.getByRole('heading', { name: S.newCodesHeading })).toBeFocused();
    codes = await page.locator('.security-codes__list code').allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(page, 'console security, recovery codes');
    await page.getByRole('button', { name: S.done }).click();
    await expect(page.getByText(S.codesLeft(10))).toBeVisible();
  });

  await test.step('sign in again choosing the app', async () => {
    await page.getByRole('button', { name: TEXTS.signOut }).click();
    await signInThroughConsole(page, staff);
    await expect(page).toHaveURL(/\/console\/mfa-enrollment$/);
    await expect(page.getByRole('list', { name: F.chooseLabel }).getByRole('button')).toHaveText([
      F.kind.totp,
      F.kind.recovery_code,
    ]);
    await expectAccessible(page, 'console MFA, choice of factor');
    await page.getByRole('button', { name: F.kind.totp }).click();
    await page.getByLabel(F.totpLabel).fill(codeNow(secret, 1));
    await page.getByLabel(F.totpLabel).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.queue.title })).toBeVisible();
  });

  await test.step('a recovery code signs in once', async () => {
    for (const attempt of ['works', 'refused'] as const) {
      await page.getByRole('button', { name: TEXTS.signOut }).click();
      await signInThroughConsole(page, staff);
      await page.getByRole('button', { name: F.kind.recovery_code }).click();
      await page.getByLabel(F.recoveryLabel, { exact: true }).fill(codes[0]!);
      await page.getByRole('button', { name: TEXTS.mfa.verify }).click();
      if (attempt === 'works') {
        await expect(page.getByRole('heading', { level: 1, name: TEXTS.queue.title })).toBeVisible();
      } else {
        await expect(page.getByRole('alert')).toBeVisible();
        await page.getByRole('button', { name: F.anotherWay }).click();
        await expect(page.getByRole('button', { name: F.kind.totp })).toBeVisible();
      }
    }
  });
});

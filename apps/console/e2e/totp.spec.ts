import { expect, test } from '@playwright/test';
import { AUTHENTICATOR_APP_TEXTS as A } from '@concierge/account-ui/authenticator-app-texts';
import { expectAccessible, freshTotpCode } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { TEAM_TEXTS } from '../src/routes/team/team-texts';
import { inviteConcierge } from './support/staff';
import { signInThroughConsole } from './support/ui';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

// Authenticator apps, staff side: a new concierge's first sign-in goes to the screen that asks for a second factor
// before anything else (docs/SECURITY.md#staff-second-factor); they set up an authenticator app there, then
// sign in choosing it (codes computed here, as the app would), and with a recovery code once.

const S = TEXTS.security;
const F = FACTOR_TEXTS;
const T = TEXTS.secondFactor;

test('a staff account’s first console sign-in goes to enrolment: an authenticator app, then sign-ins with it or a recovery code', async ({
  page,
}) => {
  test.slow();
  const staff = await inviteConcierge('totp', { enrol: false });
  let secret = '';
  let codes: string[] = [];

  await test.step('the first sign-in opens the enrolment screen, and nothing else', async () => {
    await signInThroughConsole(page, staff);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: TEXTS.queue.title })).toHaveCount(0);
    await expectAccessible(page, 'console enrolment');
    // No other page opens meanwhile.
    await page.goto('/console/team');
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  });

  await test.step('set up the app there, by keyboard', async () => {
    const app = page.getByRole('region', { name: A.heading });
    await app.getByRole('button', { name: A.add }).focus();
    await page.keyboard.press('Enter');
    await expect(app.getByRole('img', { name: A.qrAlt })).toBeVisible();
    await expect(app.getByText(A.scanIntro)).toBeFocused();
    secret = ((await app.locator('.security-secret').textContent()) ?? '').replace(/\s/g, '');
    await expectAccessible(page, 'console enrolment, adding an app');
    await page.getByLabel(A.codeLabel).fill('000000');
    await page.getByLabel(A.codeLabel).press('Enter');
    await expect(app.getByRole('alert')).toBeVisible();
    await page.getByLabel(A.codeLabel).fill(await freshTotpCode(secret));
    await page.getByLabel(A.codeLabel).press('Enter');
    await expect(page.getByRole('heading', { name: S.newCodesHeading })).toBeFocused();
    await expect(page.getByText(T.done)).toBeVisible();
    codes = await page.locator('.security-codes__list code').allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(page, 'console enrolment, recovery codes');
    await page.getByRole('button', { name: S.done }).click();
    // The console opens in the same session, on the page asked for meanwhile.
    await expect(page.getByRole('heading', { level: 1, name: TEAM_TEXTS.title })).toBeVisible();
    await page.getByRole('link', { name: S.nav }).click();
    await expect(page.getByText(A.on)).toBeVisible();
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
    await page.getByLabel(F.totpLabel).fill(await freshTotpCode(secret));
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

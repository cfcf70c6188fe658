import { expectAccessible } from '@concierge/e2e-support';
import { AUTHENTICATOR_APP_TEXTS as A } from '@concierge/account-ui/authenticator-app-texts';
import { expect, test } from './support/fixtures';
import { lastMessageId, waitForMessage } from './support/outbox';
import { codeNow } from './support/totp';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';
import { SECURITY_TEXTS } from '../src/routes/security/security-texts';

// An authenticator app set up from the account's security page, then the MFA step's choice of
// factor, a sign-in with the app's code (computed here, as the app would) and a recovery code that works once.

const S = SECURITY_TEXTS;
const F = FACTOR_TEXTS;

test('set up an authenticator app, sign in with it, and use a recovery code once', async ({ page, user }) => {
  test.slow();
  let secret = '';
  let codes: string[] = [];

  await test.step('sign in (no second factor yet) and open the security page from the account', async () => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/mfa-enrollment$/);
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.goto('/account');
    await page.getByRole('link', { name: S.link }).click();
    await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
    await expect(page.getByText(S.codesNone)).toBeVisible();
    await expectAccessible(page, 'sign-in security, nothing set up');
  });

  await test.step('set up the app: QR code and key, then a code it shows', async () => {
    await page.getByRole('button', { name: A.add }).click();
    await expect(page.getByRole('img', { name: A.qrAlt })).toBeVisible();
    secret = ((await page.locator('.security-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, 'sign-in security, adding an app');
    // Keyboard only: the code field, then Enter submits.
    await page.getByLabel(A.codeLabel).fill(codeNow(secret));
    await page.getByLabel(A.codeLabel).press('Enter');
    await expect(page.getByRole('heading', { name: S.newCodesHeading })).toBeFocused();
    codes = await page.locator('.security-codes__list code').allTextContents();
    expect(codes).toHaveLength(10);
    await expect(page.getByText(A.added)).toBeVisible();
    await expectAccessible(page, 'sign-in security, recovery codes shown once');
    await page.getByRole('button', { name: S.done }).click();
    await expect(page.getByText(S.codesLeft(10))).toBeVisible();
    await expect(page.locator('.security-codes__list')).toHaveCount(0);
  });

  await test.step('sign out, sign in: the MFA step offers the app, then a recovery code', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/mfa-enrollment$/);
    const choices = page.getByRole('list', { name: F.chooseLabel }).getByRole('button');
    await expect(choices).toHaveText([F.kind.totp, F.kind.recovery_code]);
    await expectAccessible(page, 'MFA step, choice of factor');
  });

  await test.step('the app: a wrong code is refused, the current one signs in', async () => {
    await page.getByRole('button', { name: F.kind.totp }).click();
    const field = page.getByLabel(F.totpLabel);
    await field.fill(codeNow(secret, 3));
    await field.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'MFA step, app code refused');
    // The enrolment used this step's code: the next step's is the one the server takes now.
    await field.fill(codeNow(secret, 1));
    await field.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();
  });

  await test.step('a recovery code works once, and its use is emailed', async () => {
    const after = await lastMessageId(page.request);
    for (const attempt of ['works', 'refused'] as const) {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: F.kind.recovery_code }).click();
      await page.getByLabel(F.recoveryLabel, { exact: true }).fill(codes[0]!);
      await page.getByRole('button', { name: F.verify }).click();
      if (attempt === 'works') {
        await expect(page).toHaveURL(/\/dashboard$/);
        await waitForMessage(page.request, { recipient: user.email, kind: 'recovery-code-used', after });
      } else {
        await expect(page.getByRole('alert')).toHaveText(
          'That recovery code is not valid or has already been used.',
        );
        // "Try another way" goes back to the choice.
        await page.getByRole('button', { name: F.anotherWay }).click();
        await expect(page.getByRole('button', { name: F.kind.totp })).toBeVisible();
      }
    }
  });
});

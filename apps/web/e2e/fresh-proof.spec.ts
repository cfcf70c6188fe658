import { expectAccessible } from '@concierge/e2e-support';
import type { Page } from '@playwright/test';
import { DEVICE_LIST_TEXTS as L } from '@concierge/ui';
import { nodeClient } from './support/accounts';
import { expect, test } from './support/fixtures';
import { lastMessageId, linkIn, waitForMessage } from './support/outbox';
import { codeNow } from './support/totp';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';
import { FRESH_PROOF_TEXTS as T } from '@concierge/account-ui/texts';
import { FACTOR_TEXTS as F } from '@concierge/account-ui/factor-texts';
import { MFA_TEXTS } from '../src/routes/mfa-enrollment/mfa-texts';
import { SECURITY_TEXTS as S } from '../src/routes/security/security-texts';

// Fresh proof (docs/SECURITY.md#accounts-second-factors-and-file-access) on the account pages. A session is
// fresh for 15 minutes after its sign-in or second factor, so the server's "prove it first" answer is played
// here once, by route, for the call under test: what follows (the proof, the same call again) goes to the
// real server. And the old address's link that cancels an email change.

const A = TEXTS.account;

/** The next `method` call to `path` answers 403 `recent-auth-required`, as a stale session's would. */
async function askForProofOnce(page: Page, method: string, path: string) {
  let asked = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (asked || route.request().method() !== method) return route.fallback();
      asked = true;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'For your security, confirm it’s you again to make this change.',
          code: 'recent-auth-required',
        }),
      });
    },
  );
}

const proofDialog = (page: Page) => page.getByRole('dialog', { name: T.title });

test('asks for the password before signing out everywhere else, then signs them out', async ({
  page,
  user,
}) => {
  const script = nodeClient();
  script.setToken((await script.client.signIn(user.email, user.password)).token);
  await signInThroughUi(page, user);
  await page.goto('/account/devices');
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.devices.title })).toBeVisible();
  await askForProofOnce(page, 'DELETE', '/api/v1/users/other_sessions');

  await page.getByRole('button', { name: L.signOutOthers }).click();
  await page
    .getByRole('alertdialog', { name: L.confirmOthersTitle })
    .getByRole('button', { name: L.signOutOthers })
    .click();
  const dialog = proofDialog(page);
  await expect(dialog).toBeVisible();
  // Focus is in the password field: type, Enter.
  const password = dialog.getByLabel(T.passwordLabel);
  await expect(password).toBeFocused();
  await expectAccessible(page, 'fresh proof, password');
  await password.fill('not the password at all');
  await password.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is not correct.');
  await password.fill(user.password);
  await password.press('Enter');
  await expect(dialog).toBeHidden();
  // The sign-out went on by itself: only this browser is left, and the script's session is over.
  await expect(page.getByRole('list', { name: L.label }).getByRole('listitem')).toHaveCount(1);
  await expect(script.client.getCurrentUser()).rejects.toMatchObject({ status: 401 });
});

test('asks for a second factor before new recovery codes (the app first, or a recovery code); cancelling changes nothing', async ({
  page,
  user,
}) => {
  test.slow();
  // An account with an app, set up through the API; the browser signs in with its code.
  const script = nodeClient();
  script.setToken((await script.client.signIn(user.email, user.password)).token);
  const { secret } = await script.client.startTotpEnrollment();
  const { recoveryCodes } = await script.client.confirmTotpEnrollment(codeNow(secret));
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: F.kind.totp }).click();
  await page.getByLabel(F.totpLabel).fill(codeNow(secret, 1));
  await page.getByLabel(F.totpLabel).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/account/security');
  await expect(page.getByText(S.codesLeft(10))).toBeVisible();

  await test.step('cancelled: the confirm dialog says nothing changed', async () => {
    await askForProofOnce(page, 'POST', '/api/v1/mfa/recovery_codes');
    await page.getByRole('button', { name: S.regenerate }).click();
    const confirm = page.getByRole('alertdialog', { name: S.regenerateConfirmTitle });
    await confirm.getByRole('button', { name: S.regenerate }).click();
    const dialog = proofDialog(page);
    // The app first (the factors in the MFA step's order), its code field focused; a recovery code too.
    await expect(dialog.getByLabel(F.totpLabel)).toBeFocused();
    await expect(dialog.getByRole('button', { name: F.kind.recovery_code })).toBeVisible();
    await expectAccessible(page, 'fresh proof, authenticator app');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(confirm.getByRole('alert')).toHaveText(T.cancelled);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(S.codesLeft(10))).toBeVisible();
  });

  await test.step('proved with a recovery code (another way): the new codes are shown', async () => {
    await askForProofOnce(page, 'POST', '/api/v1/mfa/recovery_codes');
    await page.getByRole('button', { name: S.regenerate }).click();
    await page
      .getByRole('alertdialog', { name: S.regenerateConfirmTitle })
      .getByRole('button', { name: S.regenerate })
      .click();
    // The app's codes of this step and the next are spent (set-up, sign-in): a recovery code instead.
    const dialog = proofDialog(page);
    await dialog.getByRole('button', { name: F.kind.recovery_code }).click();
    const field = dialog.getByLabel(F.recoveryLabel, { exact: true });
    await expect(field).toBeFocused();
    await field.fill(recoveryCodes![0]!);
    await field.press('Enter');
    await expect(page.getByRole('heading', { name: S.newCodesHeading })).toBeFocused();
    await expect(page.locator('.security-codes__list code')).toHaveCount(10);
  });
});

test('keeps what was typed in the password form while asking for proof', async ({ page, user }) => {
  await signInThroughUi(page, user);
  await page.goto('/account');
  await askForProofOnce(page, 'PUT', '/api/v1/users/password_change');
  const next = `${user.password}-renewed`;
  const form = page.getByRole('form', { name: A.passwordHeading });
  await form.getByLabel(A.currentPassword).fill(user.password);
  await form.getByLabel(A.newPassword).fill(next);
  await form.getByRole('button', { name: A.changePassword }).click();
  const dialog = proofDialog(page);
  await dialog.getByRole('button', { name: T.cancel }).last().click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('alert')).toHaveText(T.cancelled);
  await expect(form.getByLabel(A.currentPassword)).toHaveValue(user.password);
  await expect(form.getByLabel(A.newPassword)).toHaveValue(next);
  // Sent again (the server finds this new session fresh): changed.
  await form.getByRole('button', { name: A.changePassword }).click();
  await expect(form.getByText(A.passwordChanged)).toBeVisible();
});

test('asks for the password before a phone is added on the MFA page, then texts the code', async ({
  page,
  user,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/mfa-enrollment$/);
  await askForProofOnce(page, 'POST', '/api/v1/mfa');
  await page.getByLabel(MFA_TEXTS.phone.label).fill('5550107788');
  await page.getByRole('button', { name: MFA_TEXTS.phone.submit }).click();
  const password = proofDialog(page).getByLabel(T.passwordLabel);
  await expect(password).toBeFocused();
  await password.fill(user.password);
  await password.press('Enter');
  await expect(page.getByRole('form', { name: MFA_TEXTS.code.formLabel })).toBeVisible();
});

test('the old address’s link cancels an email change on a click, not on opening', async ({ page, user }) => {
  const script = nodeClient();
  script.setToken((await script.client.signIn(user.email, user.password)).token);
  const after = await lastMessageId(page.request);
  const wanted = `taken-over-${Date.now()}@example.test`;
  await script.client.requestEmailChange(wanted, user.password);
  const notice = await waitForMessage(page.request, {
    recipient: user.email,
    kind: 'email-change-requested',
    after,
  });
  expect(notice.body).toContain(wanted);
  const confirmLink = linkIn(
    await waitForMessage(page.request, { recipient: wanted, kind: 'email-change', after }),
  );

  const cancelLink = linkIn(notice);
  expect(cancelLink.pathname).toMatch(/^\/cancel-email-change\/[\w-]+$/);
  await page.goto(cancelLink.pathname);
  await expect(page.getByRole('heading', { level: 1, name: A.cancelTitle })).toBeVisible();
  await expectAccessible(page, 'cancel an email change');
  await page.getByRole('button', { name: A.cancelAction }).click();
  await expect(page.getByText(A.cancelDone)).toBeVisible();

  // The confirm link sent to the other address no longer works.
  await page.goto(confirmLink.pathname);
  await page.getByRole('button', { name: A.confirmAction }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This email confirmation link is not valid or has expired. Please ask for a new one.',
  );
  expect((await script.client.getCurrentUser()).email).toBe(user.email);
});

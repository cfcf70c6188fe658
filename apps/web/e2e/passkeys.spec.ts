import type { Page } from '@playwright/test';
import { AUTHENTICATOR_APP_TEXTS as A } from '@concierge/account-ui/authenticator-app-texts';
import { addVirtualAuthenticator, expectAccessible } from '@concierge/e2e-support';
import { ACCOUNT_PASSKEY_TEXTS } from '@concierge/account-ui/texts';
import { PASSKEY_LIST_TEXTS as L } from '@concierge/ui';
import { TEXTS } from '../src/app/texts';
import { PASSKEY_SIGN_IN_TEXTS } from '../src/features/passkeys/passkey-sign-in-texts';
import { FACTOR_TEXTS as F } from '@concierge/account-ui/factor-texts';
import { SECURITY_TEXTS as S } from '../src/routes/security/security-texts';
import { appPort } from './support/environment';
import { expect, test } from './support/fixtures';
import { screenshotAtWidths } from './support/screenshots';
import { codeNow } from './support/totp';

// Passkeys (docs/sign-in-security.md#passkeys) in Chromium with its virtual authenticator (DevTools Protocol, through Playwright): register a
// passkey, sign in with it as the second factor, then without a password, then remove it. WebAuthn refuses
// an IP address as RP ID, so this test uses http://localhost (a secure context), which the server accepts
// for a loopback PUBLIC_URL. The first passkey brings the recovery codes; an account with passkeys and an
// app takes the README's screenshot of the MFA step's choice.

const P = TEXTS.passkeys;
const origin = `http://localhost:${appPort}`;

/** Signs in with the password, up to /mfa-enrollment (the MFA step, or the offer to add a phone). */
async function signInWithPassword(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mfa-enrollment$/);
}

/** The recovery codes shown once (the security page's panel), read and then put away. */
async function saveShownCodes(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { name: S.newCodesHeading })).toBeFocused();
  const codes = await page.locator('.security-codes__list code').allTextContents();
  await page.getByRole('button', { name: S.done }).click();
  await expect(page.locator('.security-codes__list')).toHaveCount(0);
  return codes;
}

test('register a passkey, use it as the second factor and to sign in without a password, remove it', async ({
  page,
  user,
}) => {
  test.slow();
  const authenticator = await addVirtualAuthenticator(page);

  await test.step('sign in with the password; the email field offers passkeys in its autofill', async () => {
    await page.goto(`${origin}/sign-in`);
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
    await signInWithPassword(page, user);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();
  });

  await test.step('add a passkey on the sign-in security page, linked from the account page', async () => {
    await page.goto(`${origin}/account`);
    await page.getByRole('link', { name: S.link }).click();
    await expect(page).toHaveURL(/\/account\/security$/);
    const section = page.getByRole('region', { name: P.title });
    await expect(section.getByText(L.empty)).toBeVisible();
    await section.getByLabel(L.nameLabel).fill('Test laptop');
    await section.getByRole('button', { name: L.add }).click();
    await expect(section.getByText(L.added('Test laptop'))).toBeVisible();
    // The account's first second factor: its recovery codes, shown this once.
    expect(await saveShownCodes(page)).toHaveLength(10);
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('listitem')).toContainText('Test laptop');
    const [credential] = await authenticator.credentials();
    expect(credential?.isResidentCredential).toBe(true);
  });

  await test.step('sign out, sign in with the password: the passkey is the second factor', async () => {
    await authenticator.presence(false);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInWithPassword(page, user);
    // The passkey comes first, before the recovery codes it brought.
    await page.getByRole('button', { name: F.kind.passkey }).click();
    await expect(page.getByText(P.mfaIntro)).toBeVisible();
    await authenticator.presence(true);
    await page.getByRole('button', { name: P.useForMfa }).click();
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('concierge.auth.mfaToken'))).toBeTruthy();
  });

  await test.step('sign out, sign in with the passkey button alone: no password, no MFA step', async () => {
    await authenticator.presence(false);
    // The email field's autofill offer would answer as soon as the authenticator is present, racing the
    // button (CI hit it twice), and a request made while it is held is never answered. So this page gets no
    // offer: its options request fails, which the page takes as "no offer" (the offer is opportunistic), and
    // the button's request is the only one.
    const offerRefused = new Promise<void>((resolve) => {
      void page.route(
        '**/api/v1/users/passkey_sign_in/options',
        async (route) => {
          await route.abort('connectionrefused');
          resolve();
        },
        { times: 1 },
      );
    });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await offerRefused;
    await authenticator.presence(true);
    const signedIn = page.waitForRequest((request) =>
      request.url().endsWith('/api/v1/users/passkey_sign_in'),
    );
    await page.getByRole('button', { name: PASSKEY_SIGN_IN_TEXTS.signIn }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();

    // The same signed assertion sent again (a replay) is refused: its challenge was spent.
    const sent = await signedIn;
    const replay = await page.request.post(sent.url(), {
      data: sent.postDataJSON() as object,
      headers: { 'content-type': 'application/json' },
    });
    expect(replay.status()).toBe(401);
    expect(replay.headers()['authorization']).toBeUndefined();
  });

  await test.step('sign out: the email field’s autofill (conditional mediation) signs in with the passkey', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    // The virtual authenticator picks the passkey offered in the autofill at once, as a person would.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('concierge.auth.mfaToken'))).toBeTruthy();
  });

  await test.step('rename it, then remove it', async () => {
    await page.goto(`${origin}/account/security`);
    const section = page.getByRole('region', { name: P.title });
    await section.getByRole('button', { name: L.rename('Test laptop') }).click();
    await section.getByLabel(L.nameLabel).first().fill('Old laptop');
    await section.getByRole('button', { name: L.save }).click();
    await expect(section.getByRole('listitem')).toContainText('Old laptop');
    await section.getByRole('button', { name: L.remove('Old laptop') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(section.getByText(L.empty)).toBeVisible();
  });
});

test('the first passkey shows recovery codes once, a second none; with an app too, the MFA step offers all three', async ({
  page,
  user,
}) => {
  test.slow();
  const authenticator = await addVirtualAuthenticator(page);
  let codes: string[] = [];

  await test.step('two passkeys from the security page: codes after the first only', async () => {
    await page.goto(`${origin}/sign-in`);
    await signInWithPassword(page, user);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();
    await page.goto(`${origin}/account/security`);
    const section = page.getByRole('region', { name: P.title });
    await section.getByLabel(L.nameLabel).fill('Phone');
    await section.getByRole('button', { name: L.add }).click();
    codes = await saveShownCodes(page);
    expect(codes).toHaveLength(10);
    // The authenticator forgets the first passkey, as another device would not hold it.
    await authenticator.forget();
    await section.getByLabel(L.nameLabel).fill('Laptop');
    await section.getByRole('button', { name: L.add }).click();
    await expect(section.getByText(L.added('Laptop'))).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('heading', { name: S.newCodesHeading })).toHaveCount(0);
  });

  await test.step('an authenticator app on the same page: no new codes', async () => {
    await expect(page.getByText(S.codesLeft(10))).toBeVisible();
    await page.getByRole('button', { name: A.add }).click();
    const secret = ((await page.locator('.security-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel(A.codeLabel).fill(codeNow(secret));
    await page.getByLabel(A.codeLabel).press('Enter');
    await expect(page.getByText(A.added)).toBeVisible();
    await expect(page.getByRole('heading', { name: S.newCodesHeading })).toHaveCount(0);
    await expect(page.getByText(S.codesLeft(10))).toBeVisible();
  });

  await test.step('sign in again: passkey, app, recovery code (the README screenshot); a code of the first passkey signs in', async () => {
    // Held, so the email field's autofill does not sign in with the passkey before the password.
    await authenticator.presence(false);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInWithPassword(page, user);
    const choices = page.getByRole('list', { name: F.chooseLabel }).getByRole('button');
    await expect(choices).toHaveText([F.kind.passkey, F.kind.totp, F.kind.recovery_code]);
    await expectAccessible(page, 'MFA step, choice of passkey, app and recovery code');
    await screenshotAtWidths(page, 'mfa-factor-choice');
    await page.getByRole('button', { name: F.kind.recovery_code }).click();
    await page.getByLabel(F.recoveryLabel, { exact: true }).fill(codes[0]!);
    await page.getByRole('button', { name: F.verify }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('on an IP address the security page says passkeys need the product’s own address instead of offering one', async ({
  page,
  user,
}) => {
  // The configured base URL is http://127.0.0.1: WebAuthn refuses it, although it is a secure context.
  await page.goto('/sign-in');
  await signInWithPassword(page, user);
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.goto('/account/security');
  const section = page.getByRole('region', { name: P.title });
  await expect(section.getByText(ACCOUNT_PASSKEY_TEXTS.wrongAddress)).toBeVisible();
  await expect(section.getByText(L.empty)).toBeVisible();
  await expect(section.getByRole('button', { name: L.add })).toHaveCount(0);
  await expect(section.getByText(L.unsupported)).toHaveCount(0);
});

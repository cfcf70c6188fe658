import { MESSAGES } from '@concierge/api-client';
import { nodeClient } from './support/accounts';
import { expect, test } from './support/fixtures';
import { lastMessageId, linkIn, waitForMessage } from './support/outbox';
import { signInThroughUi, toasts } from './support/ui';
import { TEXTS } from '../src/app/texts';
import { FORGOT_PASSWORD_TEXTS } from '../src/routes/forgot-password/forgot-password-texts';
import { SIGN_UP_TEXTS } from '../src/routes/sign-up/sign-up-texts';

test.describe('sign-in', () => {
  test('validates fields on the client, with the message under each field', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(email).toBeFocused();
    await email.fill('someone@example.test');
    await expect(page.getByText('Enter a valid email address.')).toBeHidden();
  });

  test('shows the server error for wrong credentials', async ({ page, user }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(`${user.password}-wrong`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a signed-out root goes to sign-in and then to the dashboard, saving no return path', async ({
    page,
    user,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInThroughUi(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an auth-required address is saved and reached after sign-in', async ({ page, user }) => {
    await page.goto('/requests?tab=Completed');
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInThroughUi(page, user);
    await expect(page).toHaveURL(/\/requests\?tab=Completed$/);
    await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  });

  test('/mfa-enrollment without a session goes to sign-in', async ({ page }) => {
    await page.goto('/mfa-enrollment');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('signed in', () => {
  test('sign-in and sign-up go to the dashboard; legacy "new request" addresses too', async ({
    signedInPage: page,
  }) => {
    for (const path of [
      '/sign-in',
      '/sign-up',
      '/sign-up/demo',
      '/requests/new',
      '/life_concierge_requests/new',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    await page.goto('/life_concierge_requests');
    await expect(page).toHaveURL(/\/requests$/);
    await page.goto('/welcome');
    await expect(page).toHaveURL(/\/welcome\/about-us$/);
    // Ids that are not the user's (or not ids) show the not-found page inside the app.
    for (const path of ['/requests/999999', '/requests/abc', '/requests/category/999999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('a 401 mid-session signs out and comes back to the saved path after sign-in', async ({
    page,
    user,
  }) => {
    await signInThroughUi(page, user);
    await page.goto('/requests?tab=In_progress');
    await expect(page.getByRole('tab', { name: 'In progress' })).toHaveAttribute('aria-selected', 'true');
    // The server forgets the session (as after a sign-out elsewhere); the browser still holds the token.
    const token = await page.evaluate(() => localStorage.getItem('concierge.auth.token'));
    const revoked = await page.request.delete('/api/v1/users/sign_out', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInThroughUi(page, user);
    await expect(page).toHaveURL(/\/requests\?tab=In_progress$/);
  });

  // The finding, on this side too: the router keeps the page on screen mounted, so its own header link
  // made no request and did nothing in a tab whose session had ended; now it refetches and meets the 401.
  for (const { link, path } of [
    { link: 'Account', path: '/account' },
    { link: 'Dashboard', path: '/dashboard' },
  ]) {
    test(`"${link}" on its own page, after the session ended: sign-in, then back`, async ({ page, user }) => {
      await signInThroughUi(page, user);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const token = await page.evaluate(() => localStorage.getItem('concierge.auth.token'));
      const revoked = await page.request.delete('/api/v1/users/sign_out', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(revoked.ok()).toBe(true);
      // The dashboard polls every 3 s: its next poll can meet the 401 before the click and go to sign-in on its
      // own (its link then leaves the page, and the click would wait for it in vain). Either way is the
      // behaviour wanted; Account, which does not poll, always takes the link.
      const signInReached = page.waitForURL(/\/sign-in$/);
      await Promise.race([
        signInReached,
        page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: link })
          .click()
          .catch(() => signInReached),
      ]);
      await expect(page).toHaveURL(/\/sign-in$/);
      await signInThroughUi(page, user);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(heading).toBeVisible();
    });
  }

  // The live stream says so at once (docs/conversation.md#the-live-stream): a page that asks nothing by
  // itself (the account) still goes to sign-in, and back after it.
  test('a session ended elsewhere takes an idle page to sign-in by itself, then back', async ({
    page,
    user,
  }) => {
    await signInThroughUi(page, user);
    const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/v1/live/events'));
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await streamOpen).status()).toBe(200);
    // "Sign out everywhere else" from another session of the account (a fresh sign-in is fresh proof).
    const elsewhere = nodeClient();
    elsewhere.setToken((await elsewhere.client.signIn(user.email, user.password)).token);
    expect(await elsewhere.client.signOutOtherSessions()).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/sign-in$/);
    await signInThroughUi(page, user);
    await expect(page).toHaveURL(/\/account$/);
  });

  test('sign-out revokes the session and returns to sign-in', async ({ page, user }) => {
    await signInThroughUi(page, user);
    const token = await page.evaluate(() => localStorage.getItem('concierge.auth.token'));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    const replay = await page.request.get('/api/v1/users/current', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(replay.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('sign-up', () => {
  test('validates with the contract rules and shows the server error for an unknown company', async ({
    page,
  }) => {
    await page.goto('/sign-up/no-such-company');
    await expect(page.getByLabel('Company code (optional)')).toHaveValue('no-such-company');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name.')).toHaveCount(2);
    await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
    await expect(page.getByText(SIGN_UP_TEXTS.termsRequired)).toBeVisible();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(`e2e-${Date.now()}@example.test`);
    await page.getByLabel('Password').fill('a long enough passphrase 2026');
    await page.getByLabel('I accept the terms of service').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('We do not recognise that company code');
  });
});

test.describe('password reset', () => {
  test('forgot password → emailed link → new password → sign in with it; the link works once', async ({
    page,
    user,
  }) => {
    const after = await lastMessageId(page.request);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(FORGOT_PASSWORD_TEXTS.requested);

    const link = linkIn(await waitForMessage(page.request, { recipient: user.email, kind: 'reset', after }));
    await page.goto(link.pathname);
    const newPassword = `${user.password}-new`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-typo`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(toasts(page).getByText(TEXTS.passwordChanged)).toBeVisible();
    await signInThroughUi(page, { email: user.email, password: newPassword });
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(link.pathname);
    await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
    await page.getByLabel('Confirm new password').fill(`${newPassword}-again`);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This password reset link is not valid or has expired',
    );
  });

  test('shows the spec text when the reset request fails', async ({ page }) => {
    await page.route('**/api/v1/users/password', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.passwordResetFailed);
  });
});

test('ten failed sign-ins lock the account; the emailed link unlocks it', async ({ page, user }) => {
  const after = await lastMessageId(page.request);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  for (let attempt = 1; attempt <= 10; attempt++) {
    await page.getByLabel('Password').fill(`wrong-password-${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
  // Locked: even the right password gets the same answer (SECURITY.md).
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/sign-in$/);

  const link = linkIn(await waitForMessage(page.request, { recipient: user.email, kind: 'unlock', after }));
  await page.goto(link.pathname);
  await expect(page.getByRole('status').filter({ hasText: TEXTS.unlocked })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signInThroughUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unlock link that is not valid shows the server error', async ({ page }) => {
  await page.goto('/unlock/not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText('This unlock link is not valid or has expired.');
});

test('docs/api.md#error-catalogue: a sign-in answer without a token, and a failure without a server error', async ({
  page,
  user,
}) => {
  await page.goto('/sign-in');
  // The server's real answer, minus its authorization header.
  await page.route('**/api/v1/users/sign_in', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers.authorization;
    await route.fulfill({ response, headers });
  });
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.noAuthorizationToken);

  await page.unroute('**/api/v1/users/sign_in');
  await page.route('**/api/v1/users/sign_in', (route) => route.fulfill({ status: 503, body: '' }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.signInFailed);
});

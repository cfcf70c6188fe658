import { MESSAGES } from '@concierge/api-client';
import { TEXTS } from '../src/app/texts';
import { expect, test } from './support/fixtures';
import { codeIn, lastMessageId, waitForMessage } from './support/outbox';

// docs/screens.md#routes, docs/sign-in.md#sign-in-states: enrollment (phone input with a mask, send code, verify code), then sign-in with MFA.

const PHONE_DIGITS = '5559102939';
const PHONE_SHOWN = '(555) 910-2939';
const PHONE_TEXTED = '+15559102939';

test('enroll a phone, verify the code, then sign in again with a code', async ({ page, user }) => {
  test.slow();
  await test.step('sign in: enrollment is offered', async () => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/mfa-enrollment$/);
    // The app moves focus to the new page's heading after a navigation; type only after that.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  await test.step('the phone input masks what is typed and validates it', async () => {
    const phone = page.getByLabel('Mobile number');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Enter a valid phone number.')).toBeVisible();
    // Typed at a human pace (the mask library re-places the caret after each keystroke)...
    await phone.pressSequentially(PHONE_DIGITS, { delay: 80 });
    await expect(phone).toHaveValue(PHONE_SHOWN);
    // ...and pasted or autofilled in one go.
    await phone.fill('');
    await phone.fill(PHONE_DIGITS);
    await expect(phone).toHaveValue(PHONE_SHOWN);
  });

  let after = await lastMessageId(page.request);
  await test.step('send code, a wrong code, then the texted one', async () => {
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByLabel('Code', { exact: true });
    await expect(code).toBeVisible();
    await code.fill('12');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the 6-digit code.')).toBeVisible();
    const texted = codeIn(
      await waitForMessage(page.request, { recipient: PHONE_TEXTED, kind: 'otp', after }),
    );
    await code.fill(texted === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.mfaVerifyFailed);
    await code.fill(texted);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Hello, ${user.name}` })).toBeVisible();
  });

  await test.step('sign out, sign in again: the code step gates the app', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/mfa-enrollment$/);
    await expect(page.getByText('Your account uses two-step verification.')).toBeVisible();
    // A pending MFA step: the app's pages send the user back to it, sign-in stays reachable.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/mfa-enrollment$/);
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto('/mfa-enrollment');
  });

  await test.step('send a code and verify it: signed in, with the MFA token on every call', async () => {
    after = await lastMessageId(page.request);
    await page.getByRole('button', { name: 'Send code' }).click();
    const texted = codeIn(
      await waitForMessage(page.request, { recipient: PHONE_TEXTED, kind: 'otp', after }),
    );
    await page.getByLabel('Code', { exact: true }).fill(texted);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('No open requests')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('concierge.auth.mfaToken'))).toBeTruthy();
  });
});

test('the phone mask takes real typing at full speed, autofill with a country code, and paste', async ({
  page,
  user,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // getByLabel must find the input itself: its role and name come from the label's target.
  const phone = page.getByLabel('Mobile number');
  await expect(phone).toHaveJSProperty('tagName', 'INPUT');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveCount(1);

  await phone.pressSequentially('5555550123');
  await expect(phone).toHaveValue('(555) 555-0123');

  // Autofill gives the whole number at once, often with the country code in front.
  for (const autofilled of ['+1 555 555 0123', '+15555550123', '15555550123', '(555) 555-0123']) {
    await phone.fill(autofilled);
    await expect(phone, autofilled).toHaveValue('(555) 555-0123');
  }

  // A real clipboard paste, formatted and not, into an emptied field.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const copied of ['555-555-0123', '5555550123']) {
    await phone.fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), copied);
    await phone.press('ControlOrMeta+V');
    await expect(phone, copied).toHaveValue('(555) 555-0123');
  }
});

test('the MFA step says so when a code cannot be sent', async ({ page, user }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.route('**/api/v1/mfa', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}' }));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByLabel('Mobile number').fill(PHONE_DIGITS);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.mfaEnrollFailed);
});

test('docs/api.md#error-catalogue: a verify answer without an MFA token, and a code that cannot be resent', async ({
  page,
  user,
}) => {
  await page.clock.install();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const after = await lastMessageId(page.request);
  const phone = page.getByLabel('Mobile number');
  await phone.fill('5550109999');
  await expect(phone).toHaveValue('(555) 010-9999');
  await page.getByRole('button', { name: 'Send code' }).click();
  const texted = codeIn(
    await waitForMessage(page.request, { recipient: '+15550109999', kind: 'otp', after }),
  );

  await page.route('**/api/v1/mfa/send-otp', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.mfaTokenRequestFailed);

  // The 60-second resend rule (429 with Retry-After): the spec text stays, and the wait counts down. The
  // page's clock is paused and moved by the test, so no assertion depends on real seconds passing.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.unroute('**/api/v1/mfa/send-otp');
  await page.route('**/api/v1/mfa/send-otp', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '3', 'content-type': 'application/json' },
      body: JSON.stringify({ error: 'Too many requests' }),
    }),
  );
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.mfaTokenRequestFailed);
  const wait = page.getByRole('timer');
  await expect(wait).toHaveText(TEXTS.codeWait(3));
  await page.clock.runFor(1000);
  await expect(wait).toHaveText(TEXTS.codeWait(2));
  await page.clock.runFor(2000);
  await expect(wait).toBeHidden();
  await page.clock.resume();

  // The server's real answer (the code is right), minus its mfa-token header.
  await page.route('**/api/v1/mfa/verify', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['mfa-token'];
    await route.fulfill({ response, headers });
  });
  await page.getByLabel('Code', { exact: true }).fill(texted);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(MESSAGES.noMfaToken);
  await expect(page).toHaveURL(/\/mfa-enrollment$/);
});

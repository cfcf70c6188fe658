import { expectAccessible } from '@concierge/e2e-support';
import { DEVICE_LIST_TEXTS as L } from '@concierge/ui';
import { nodeClient } from './support/accounts';
import { expect, test } from './support/fixtures';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';

// Signed-in devices (docs/sign-in-security.md) against the real server: two browser contexts signed in as one person (and a third session from
// Node). The first lists them, signs one out, then signs out everywhere else; the second browser's next
// step lands on sign-in (the spec's 401 policy), within one request.

const D = TEXTS.devices;

test('lists the signed-in devices and signs out everywhere else', async ({ browser, page, user }) => {
  test.slow();
  // The fixture's sign-up (through the API) is a session too: with these three, four in all.
  const script = nodeClient();
  script.setToken((await script.client.signIn(user.email, user.password)).token);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInThroughUi(other, user);
  // A page that asks nothing by itself: what moves the other browser to sign-in is the live stream telling
  // it that its session ended (docs/conversation.md#the-live-stream).
  await other.goto('/account');
  await expect(other.getByRole('heading', { level: 1, name: TEXTS.account.title })).toBeVisible();
  await signInThroughUi(page, user);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('link', { name: TEXTS.account.devices }).click();
  await expect(page.getByRole('heading', { level: 1, name: D.title })).toBeVisible();
  const list = page.getByRole('list', { name: L.label });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(4);
  // This browser first, marked; Playwright's Chromium says HeadlessChrome on Linux; loopback is local.
  await expect(rows.first()).toContainText(L.thisDevice);
  await expect(rows.first()).toContainText(/Chrome \d+ on Linux/);
  await expect(rows.first()).toContainText(L.localNetwork);
  await expect(rows.first()).toContainText(L.activeNow);
  await expect(rows.filter({ hasText: L.unknownBrowser })).toHaveCount(2);
  await expectAccessible(page, 'signed-in devices');

  await test.step('one device: asked first, then gone; its next call is 401', async () => {
    // The most recently seen of the two Node sessions: the script's (it signed in after the sign-up).
    const scripted = rows.filter({ hasText: L.unknownBrowser }).first();
    await scripted.getByRole('button', { name: L.signOutNamed(L.name(null, null)) }).click();
    const dialog = page.getByRole('alertdialog', { name: L.confirmTitle(L.name(null, null)) });
    await expectAccessible(page, 'signed-in devices, confirming');
    await dialog.getByRole('button', { name: L.signOut }).click();
    await expect(rows).toHaveCount(3);
    await expect(
      page.getByRole('status').filter({ hasText: L.signedOut(L.name(null, null)) }),
    ).toBeAttached();
    await expect(script.client.getCurrentUser()).rejects.toMatchObject({ status: 401 });
  });

  await test.step('everywhere else, by keyboard: only this device is left', async () => {
    await page.getByRole('button', { name: L.signOutOthers }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: L.confirmOthersTitle });
    await expect(dialog).toContainText(L.confirmOthersBody(2));
    await dialog.getByRole('button', { name: L.signOutOthers }).click();
    await expect(rows).toHaveCount(1);
    await expect(page.getByText(L.onlyThisDevice)).toBeVisible();
    await expect(list).toBeFocused();
    await expectAccessible(page, 'signed-in devices, only this one');
  });

  await test.step('the other browser goes to sign-in by itself', async () => {
    await expect(other).toHaveURL(/\/sign-in/);
    await expect(other.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  await test.step('this browser goes on', async () => {
    await page.reload();
    await expect(rows).toHaveCount(1);
  });
  await otherContext.close();
});

test('shows the error state with a retry when the list cannot load', async ({ page, user }) => {
  await signInThroughUi(page, user);
  // A 4xx: the reads' policy retries 5xx a few times first, which only makes the test slower.
  await page.route('**/api/v1/users/sessions', (route) =>
    route.fulfill({ status: 403, json: { error: 'Forbidden', code: 'forbidden' } }),
  );
  await page.goto('/account/devices');
  const alert = page.getByRole('alert').filter({ hasText: TEXTS.loadFailed(D.what) });
  await expect(alert).toBeVisible();
  await expectAccessible(page, 'signed-in devices, failed');
  await page.unroute('**/api/v1/users/sessions');
  await alert.getByRole('button', { name: 'Try again' }).click();
  // The session of the API sign-up and this browser's.
  const rows = page.getByRole('list', { name: L.label }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(L.thisDevice);
});

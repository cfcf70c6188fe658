import { expectAccessible } from '@concierge/e2e-support';
import { tokenFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createRequestThroughApi } from './support/requests';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';

// Notifications (docs/notifications.md#settings) in the web app, against the real server: the Notifications settings page and a request's mute,
// each toggled by keyboard, saved at once, kept after a reload, with axe at 320 and 1280 px.

const N = TEXTS.notifications;

test('turns emails on replies off and on by keyboard, and the choice outlives a reload', async ({
  page,
  user,
}) => {
  await signInThroughUi(page, user);
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: N.title })).toBeVisible();
  // A setting, not a form field one may skip: the label is exactly the text.
  const setting = page.getByRole('checkbox', { name: N.emailReplies, exact: true });
  await expect(setting).toBeChecked();
  await expectAccessible(page, 'notification settings');

  await setting.focus();
  await page.keyboard.press('Space');
  await expect(setting).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: N.savedOff })).toBeAttached();
  await page.reload();
  await expect(setting).not.toBeChecked();

  await setting.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: N.savedOn })).toBeAttached();
  await page.reload();
  await expect(setting).toBeChecked();
});

test('mutes one request’s emails from its page by keyboard, kept after a reload', async ({ page, user }) => {
  const { requestId } = await createRequestThroughApi(await tokenFor(user));
  await signInThroughUi(page, user);
  await page.goto(`/requests/${requestId}`);
  const mute = page.getByRole('checkbox', { name: N.mute, exact: true });
  await expect(mute).not.toBeChecked();

  await mute.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: N.muted })).toBeAttached();
  await expectAccessible(page, 'a muted request');
  await page.reload();
  await expect(mute).toBeChecked();

  await page.getByRole('link', { name: N.settingsLink }).click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
});

test('settings that cannot load say so and load on “Try again”', async ({ page, user }) => {
  await signInThroughUi(page, user);
  const preferences = '**/api/v1/users/notification_preferences';
  await page.route(preferences, (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/settings/notifications');
  await expect(page.getByText(TEXTS.loadFailed(N.what))).toBeVisible();
  await expectAccessible(page, 'notification settings that failed to load');
  await page.unroute(preferences);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('checkbox', { name: N.emailReplies, exact: true })).toBeChecked();
});

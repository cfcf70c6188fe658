import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@concierge/auth/core';
import { DEVICE_LIST_TEXTS } from '@concierge/ui';
import { CONSOLE_STORAGE_PREFIX } from '../src/app/console-storage';
import { TEXTS } from '../src/app/texts';
import { TEAM_TEXTS } from '../src/routes/team/team-texts';
import { ADMIN, nodeClient, staffClient } from './support/accounts';
import { CONSOLE_PATH } from './support/environment';
import { inviteConcierge } from './support/staff';
import { signInThroughConsole } from './support/ui';

/** The header's links: the name, the page's path under /console and its heading. */
const HEADER_LINKS = [
  { link: TEXTS.appName, path: '', heading: TEXTS.queue.title },
  { link: TEAM_TEXTS.nav, path: '/team', heading: TEAM_TEXTS.title },
  { link: TEXTS.security.nav, path: '/security', heading: TEXTS.security.title },
  { link: TEXTS.devices.nav, path: '/devices', heading: DEVICE_LIST_TEXTS.label },
  { link: TEXTS.savedReplies.nav, path: '/saved-replies', heading: TEXTS.savedReplies.title },
] as const;

/** Ends this tab's session on the server, as a sign-out elsewhere, a revocation or an expiry does. */
async function endSessionOnServer(page: Page) {
  const token = await page.evaluate(
    (key) => localStorage.getItem(key),
    `${CONSOLE_STORAGE_PREFIX}${STORAGE_KEYS.token}`,
  );
  expect(token).not.toBeNull();
  const { client, setToken } = nodeClient();
  setToken(token!);
  await client.signOut();
}

const headerLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

/**
 * A tab that cannot hear the live stream (a proxy that blocks it), or whose session simply expired (no event
 * says so): only its own requests meet the 401. The queue's polling may meet it before the click does and go
 * to sign-in on its own (the link then leaves the page): either way is the behaviour wanted.
 */
async function clickAfterSessionEnded(page: Page, link: string) {
  const signInReached = page.waitForURL(new RegExp(`${CONSOLE_PATH}/sign-in$`));
  await Promise.race([
    signInReached,
    headerLink(page, link)
      .click()
      .catch(() => signInReached),
  ]);
}

const withoutLiveStream = (page: Page) => page.route('**/api/v1/live/events', (route) => route.abort());

// In a tab whose session has ended, a header link behaves as every other navigation: the 401
// policy goes to the console's sign-in and, after it, back to the page the link named. Each test signs a
// concierge of its own in twice, with the app's codes: the seeded concierge's would run out (one per 30 s).
for (const { link, path, heading } of HEADER_LINKS) {
  test(`"${link}" on its own page, after the session ended: sign-in, then back`, async ({ page }) => {
    await withoutLiveStream(page);
    const concierge = await inviteConcierge('ended');
    await signInThroughConsole(page, concierge);
    await page.goto(`${CONSOLE_PATH}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await endSessionOnServer(page);

    await clickAfterSessionEnded(page, link);
    await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}/sign-in$`));
    await signInThroughConsole(page, concierge);
    await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('a header link to another page, after the session ended: sign-in, then that page', async ({ page }) => {
  await withoutLiveStream(page);
  const concierge = await inviteConcierge('ended');
  await signInThroughConsole(page, concierge);
  await page.goto(`${CONSOLE_PATH}/saved-replies`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.savedReplies.title })).toBeVisible();
  await endSessionOnServer(page);

  await headerLink(page, TEAM_TEXTS.nav).click();
  await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}/sign-in$`));
  await signInThroughConsole(page, concierge);
  await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}/team$`));
  await expect(page.getByRole('heading', { level: 1, name: TEAM_TEXTS.title })).toBeVisible();
});

// With the live stream, a page that asks nothing by itself (the team) still learns at once that its session
// was ended elsewhere (docs/conversation.md#the-live-stream): here an admin deactivates the concierge.
test('a session ended elsewhere takes an idle page to sign-in by itself', async ({ page }) => {
  const concierge = await inviteConcierge('ended');
  await signInThroughConsole(page, concierge);
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/v1/live/events'));
  await page.goto(`${CONSOLE_PATH}/team`);
  await expect(page.getByRole('heading', { level: 1, name: TEAM_TEXTS.title })).toBeVisible();
  expect((await streamOpen).status()).toBe(200);

  const admin = await staffClient(ADMIN);
  const member = (await admin.getStaff()).find((staff) => staff.email === concierge.email);
  expect(member).toBeDefined();
  await admin.call('setStaffActive', { params: { id: member!.id }, body: { staff: { active: false } } });
  await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}/sign-in$`));
});

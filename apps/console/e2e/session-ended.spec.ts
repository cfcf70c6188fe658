import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@concierge/auth/core';
import { DEVICE_LIST_TEXTS } from '@concierge/ui';
import { CONSOLE_STORAGE_PREFIX } from '../src/app/console-storage';
import { TEXTS } from '../src/app/texts';
import { TEAM_TEXTS } from '../src/routes/team/team-texts';
import { CONCIERGE, nodeClient } from './support/accounts';
import { CONSOLE_PATH } from './support/environment';
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

// Issue 18: in a tab whose session has ended, a header link behaves as every other navigation: the 401
// policy goes to the console's sign-in and, after it, back to the page the link named.
for (const { link, path, heading } of HEADER_LINKS) {
  test(`"${link}" on its own page, after the session ended: sign-in, then back`, async ({ page }) => {
    await signInThroughConsole(page, CONCIERGE);
    await page.goto(`${CONSOLE_PATH}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await endSessionOnServer(page);

    await headerLink(page, link).click();
    await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}/sign-in$`));
    await signInThroughConsole(page, CONCIERGE);
    await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('a header link to another page, after the session ended: sign-in, then that page', async ({ page }) => {
  await signInThroughConsole(page, CONCIERGE);
  await page.goto(`${CONSOLE_PATH}/saved-replies`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.savedReplies.title })).toBeVisible();
  await endSessionOnServer(page);

  await headerLink(page, TEAM_TEXTS.nav).click();
  await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}/sign-in$`));
  await signInThroughConsole(page, CONCIERGE);
  await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATH}/team$`));
  await expect(page.getByRole('heading', { level: 1, name: TEAM_TEXTS.title })).toBeVisible();
});

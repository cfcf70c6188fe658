import { expect, test } from '@playwright/test';
import { expectAccessible } from '@concierge/e2e-support';
import { DEVICE_LIST_TEXTS as L } from '@concierge/ui';
import { TEXTS } from '../src/app/texts';
import { inviteConcierge } from './support/staff';
import { signInThroughConsole } from './support/ui';

// Signed-in devices for staff (docs/sign-in-security.md): their own sessions, and "sign out everywhere else" ending the other browser's.
test('a concierge signs out everywhere else from Devices', async ({ browser, page }) => {
  test.slow();
  const concierge = await inviteConcierge('devices');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInThroughConsole(other, concierge);
  // Parked on a page that does not poll (the queue would meet the 401 on its own within 3 s).
  await other
    .getByRole('navigation', { name: TEXTS.navLabel })
    .getByRole('link', { name: TEXTS.devices.nav })
    .click();
  await expect(other.getByRole('heading', { level: 1, name: L.label })).toBeVisible();
  await signInThroughConsole(page, concierge);

  await page
    .getByRole('navigation', { name: TEXTS.navLabel })
    .getByRole('link', { name: TEXTS.devices.nav })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: L.label })).toBeVisible();
  const rows = page.getByRole('list', { name: L.label }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(L.thisDevice);
  await expect(rows.nth(1)).toContainText(/Chrome \d+ on Linux/);
  await expectAccessible(page, 'devices');

  await page.getByRole('button', { name: L.signOutOthers }).click();
  const dialog = page.getByRole('alertdialog', { name: L.confirmOthersTitle });
  await dialog.getByRole('button', { name: L.signOutOthers }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText(L.onlyThisDevice)).toBeVisible();

  // The other browser's next request (here a reload) is a 401: the console goes to its sign-in.
  await other.reload();
  await expect(other).toHaveURL(/\/console\/sign-in/);
  await otherContext.close();
});

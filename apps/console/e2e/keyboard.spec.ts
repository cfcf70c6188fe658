import { expect, test, type Page } from '@playwright/test';
import { freshTotpCode } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { AVAILABILITY_TEXTS } from '../src/features/availability/availability-texts';
import { CONCIERGE, signUpRequester } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 25) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('sign in, search, open a request and reply with the keyboard alone', async ({ page }) => {
  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token);
  await page.goto('/console/sign-in');

  await tabTo(page, page.getByLabel(TEXTS.signIn.email));
  await page.keyboard.type(CONCIERGE.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(CONCIERGE.password);
  await page.keyboard.press('Enter');
  // The second factor by keyboard too: the authenticator app's code (staff always have one).
  await tabTo(page, page.getByLabel(FACTOR_TEXTS.totpLabel));
  await page.keyboard.type(await freshTotpCode(CONCIERGE.totpSecret));
  await page.keyboard.press('Enter');
  // Focus starts at the new page's heading, as after a page load.
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.queue.title })).toBeFocused();

  // On a fresh load the first stop is the skip link, and it leads into the page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.queue.title })).toBeVisible();
  // The availability switch appears once the team's list has loaded: the page is ready for the keyboard.
  await expect(page.getByRole('checkbox', { name: AVAILABILITY_TEXTS.switchLabel })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: TEXTS.skipToContent })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The page's first control is the concierge's availability; the "Due next" links follow, then the search.
  await expect(page.getByRole('checkbox', { name: AVAILABILITY_TEXTS.switchLabel })).toBeFocused();
  await tabTo(page, page.getByLabel(TEXTS.queue.search));
  await page.keyboard.type(requester.lastName);
  const list = page.getByRole('list', { name: TEXTS.queue.listLabel.open });
  const link = list.locator(`a[href="/console/requests/${requestId}"]`);
  await expect(list.getByRole('link', { name: 'Find a plumber' })).toHaveCount(1);
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/console/requests/${requestId}$`));
  // After a client-side navigation, focus starts at the new page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Find a plumber' })).toBeFocused();

  await tabTo(page, page.getByRole('textbox', { name: TEXTS.composer.label }), 40);
  await page.keyboard.type('Typed ');
  await page.keyboard.press('Control+i');
  await page.keyboard.type('by keyboard');
  await tabTo(page, page.getByRole('button', { name: TEXTS.composer.send }));
  await page.keyboard.press('Enter');
  const thread = page.getByRole('region', { name: TEXTS.request.thread });
  await expect(thread.locator('em')).toHaveText('by keyboard');
});

import { expectAccessible } from '@concierge/e2e-support';
import { nodeClient, tokenFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createRequestThroughApi } from './support/requests';
import { screenshotAtWidths } from './support/screenshots';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';

// Finding a request (docs/requests.md#finding-requests): the search box and status filter on /requests against the real server, by
// keyboard, with the search in the URL (bookmarkable; back and forward move between searches).

const S = TEXTS.search;

test('finds a request by a word of its messages, keeps the search in the URL, and goes back', async ({
  page,
  user,
}) => {
  const token = await tokenFor(user);
  const { requestId: railing } = await createRequestThroughApi(token);
  await createRequestThroughApi(token);
  const { client, setToken } = nodeClient();
  setToken(token);
  await client.postRequestMessage(railing, { bodyHtml: '<p>Also the balcony railing is loose.</p>' });

  await signInThroughUi(page, user);
  await page.goto('/requests');
  const box = page.getByRole('searchbox', { name: new RegExp(`^${S.label}`) });
  const results = page.getByRole('list', { name: S.listLabel });

  await test.step('a prefix of a word in a message, by keyboard', async () => {
    await box.focus();
    await page.keyboard.type('balc');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/requests\?q=balc$/);
    await expect(page.getByRole('heading', { name: S.results.matching('balc') })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: S.count(1) })).toBeVisible();
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.getByRole('link', { name: 'Find a plumber' })).toHaveAttribute(
      'href',
      `/requests/${railing}`,
    );
    await expectAccessible(page, 'search results');
    await screenshotAtWidths(page, 'search-results');
  });

  await test.step('a status with no match shows the empty state; a bookmark opens the same search', async () => {
    await page.getByRole('radiogroup', { name: S.status }).getByText('Completed', { exact: true }).click();
    await page.getByRole('button', { name: S.submit, exact: true }).click();
    await expect(page).toHaveURL(/\?q=balc&status=completed$/);
    await expect(page.getByRole('heading', { name: S.noResults })).toBeVisible();
    await expectAccessible(page, 'search without results');
    await page.goto('/requests?q=plumber');
    await expect(results.getByRole('link')).toHaveCount(2);
    await expect(box).toHaveValue('plumber');
  });

  await test.step('back returns to the previous search and its words, then to the lists', async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { name: S.noResults })).toBeVisible();
    await expect(box).toHaveValue('balc');
    await expect(page.getByRole('radio', { name: 'Completed' })).toBeChecked();
    await page.goBack();
    await expect(results.getByRole('link')).toHaveCount(1);
    await page.goBack();
    await expect(page.getByRole('tablist', { name: 'Requests by status' })).toBeVisible();
    await expect(box).toHaveValue('');
  });

  await test.step('clearing the search shows the lists again', async () => {
    await page.goForward();
    await page.getByRole('button', { name: S.clear }).click();
    await expect(page).toHaveURL(/\/requests$/);
    await expect(page.getByRole('tablist', { name: 'Requests by status' })).toBeVisible();
  });
});

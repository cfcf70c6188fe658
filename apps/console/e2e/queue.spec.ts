import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { CONCIERGE, conciergeClient, signUpRequester } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { openSignedIn } from './support/ui';

const tab = (page: Page, title: string, count: number) =>
  page.getByRole('tab', { name: TEXTS.queue.tabWithCount(title, count), exact: true });

test('the queue: counts and lists follow the search, live, and cards show what is waiting', async ({
  page,
}) => {
  // A requester of our own, with a unique name: the search narrows the shared queue to their requests.
  const requester = await signUpRequester();
  const first = await createRequestThroughApi(requester.token, 'Find a plumber');
  const second = await createRequestThroughApi(requester.token, 'Find a plumber');
  const concierge = await conciergeClient();

  await openSignedIn(page, CONCIERGE);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.queue.title })).toBeVisible();
  await expectAccessible(page, 'queue');

  await test.step('the search narrows lists and counts (debounced, kept in the URL)', async () => {
    await page.getByLabel(TEXTS.queue.search).fill(requester.lastName);
    await expect(tab(page, TEXTS.queue.tab.open, 2)).toBeVisible();
    await expect(tab(page, TEXTS.queue.tab.in_progress, 0)).toBeVisible();
    await expect(tab(page, TEXTS.queue.tab.completed, 0)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${requester.lastName}`));
    const list = page.getByRole('list', { name: TEXTS.queue.listLabel.open });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    // What falls due first (the console's order): the first request's first reply is due first, or both
    // at once outside business hours, when the older request comes first.
    await expect(list.getByRole('link', { name: 'Find a plumber' }).first()).toHaveAttribute(
      'href',
      `/console/requests/${first}`,
    );
    await expect(list.getByRole('link', { name: 'Find a plumber' }).last()).toHaveAttribute(
      'href',
      `/console/requests/${second}`,
    );
  });

  await test.step('changes made elsewhere show up without a reload', async () => {
    await concierge.postConciergeMessage(first, { bodyHtml: '<p>On it.</p>' });
    const card = page
      .getByRole('list', { name: TEXTS.queue.listLabel.open })
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/console/requests/${first}"]`) });
    await expect(card.getByText(TEXTS.queue.waiting)).toBeVisible();
    await expect(card.getByText('In Queue')).toBeVisible();
    await concierge.moveRequest(second, 'in_progress');
    await expect(tab(page, TEXTS.queue.tab.open, 1)).toBeVisible();
    await expect(tab(page, TEXTS.queue.tab.in_progress, 1)).toBeVisible();
  });

  await test.step('tabs work with the keyboard and show each list', async () => {
    await tab(page, TEXTS.queue.tab.open, 1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, TEXTS.queue.tab.in_progress, 1)).toHaveAttribute('aria-selected', 'true');
    const list = page.getByRole('list', { name: TEXTS.queue.listLabel.in_progress });
    await expect(list.getByRole('link')).toHaveAttribute('href', `/console/requests/${second}`);
    await expect(page).toHaveURL(/state=in_progress/);
    await page.keyboard.press('End');
    await expect(page.getByText(TEXTS.queue.empty.completed)).toBeVisible();
    await expect(page.getByText(TEXTS.queue.emptySearch(requester.lastName))).toBeVisible();
    await expectAccessible(page, 'queue, empty list');
  });
});

test('"Load more" pages through a long list with the cursor', async ({ page }) => {
  const requester = await signUpRequester();
  // One more than a page (QUEUE_PAGE_SIZE is 20).
  for (let index = 0; index < 21; index++) await createRequestThroughApi(requester.token);
  await openSignedIn(page, CONCIERGE);
  await page.getByLabel(TEXTS.queue.search).fill(requester.lastName);
  await expect(tab(page, TEXTS.queue.tab.open, 21)).toBeVisible();
  const list = page.getByRole('list', { name: TEXTS.queue.listLabel.open });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: TEXTS.queue.loadMore }).click();
  await expect(list.getByRole('listitem')).toHaveCount(21);
  await expect(page.getByRole('button', { name: TEXTS.queue.loadMore })).toHaveCount(0);
});

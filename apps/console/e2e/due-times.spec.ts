import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { DUE_TEXTS as D } from '../src/features/due/due-texts';
import { CONCIERGE, conciergeClient, signUpRequester } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { literal } from './support/patterns';
import { openSignedIn } from './support/ui';

// What falls due (service levels) where the team works: each queue row's due line in business time, the
// queue ordered by it (or by the longest wait), the "Due next" panel and the request page's due line.

/** "First reply due in 4 h" (or "… overdue by …" on a slow run): the time left differs with the hour. */
const firstReplyDue = new RegExp(
  `^(${literal(D.dueIn.first_reply(''))}|${literal(D.overdueBy.first_reply(''))})\\d`,
);
const anyDue = new RegExp(
  (['first_reply', 'next_reply', 'resolution'] as const)
    .flatMap((target) => [D.dueIn[target](''), D.overdueBy[target](''), D.dueNow[target]])
    .map(literal)
    .join('|'),
);

const openList = (page: Page) => page.getByRole('list', { name: TEXTS.queue.listLabel.open });
const rowOf = (page: Page, id: number) =>
  openList(page)
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/console/requests/${id}"]`) });

test('rows say what is due; the queue orders by it or by the wait; due next; the request page', async ({
  page,
}) => {
  const errors = watchForPageErrors(page);
  const requester = await signUpRequester();
  const answered = await createRequestThroughApi(requester.token, 'Find a plumber');
  const owed = await createRequestThroughApi(requester.token, 'Find a plumber');
  // A reply gives the requester the word: no clock runs on the older request, which has waited longest
  // but falls due after every request that has a due time.
  await (
    await conciergeClient()
  ).postConciergeMessage(answered, { bodyHtml: '<p>Could you send a photo?</p>' });

  await openSignedIn(page, CONCIERGE);
  await page.getByLabel(TEXTS.queue.search).fill(requester.lastName);
  await expect(openList(page).getByRole('listitem')).toHaveCount(2);

  await test.step('a row says what falls due, in words; none while the requester has the word', async () => {
    await expect(rowOf(page, owed).locator('.due-badge')).toHaveText(firstReplyDue);
    await expect(rowOf(page, answered).locator('.due-badge')).toHaveCount(0);
    await expectAccessible(page, 'queue with due times');
  });

  await test.step('due first by default; "Longest waiting" switches the order, kept in the URL', async () => {
    const order = page.getByRole('group', { name: D.sortLabel });
    await expect(order.getByRole('button', { name: D.sort.due })).toHaveAttribute('aria-pressed', 'true');
    const first = openList(page).getByRole('link').first();
    await expect(first).toHaveAttribute('href', `/console/requests/${owed}`);

    await order.getByRole('button', { name: D.sort.waiting }).click();
    await expect(page).toHaveURL(/sort=waiting/);
    await expect(first).toHaveAttribute('href', `/console/requests/${answered}`);
    // The address keeps the order (opened again, as "back" from a request or a shared link does).
    await page.goto(`/console/?q=${requester.lastName}&sort=waiting`);
    await expect(order.getByRole('button', { name: D.sort.waiting })).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveAttribute('href', `/console/requests/${answered}`);

    await order.getByRole('button', { name: D.sort.due }).click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(first).toHaveAttribute('href', `/console/requests/${owed}`);
  });

  await test.step('"Due next" lists at most five requests, each with its due line, and links to them', async () => {
    const panel = page.getByRole('region', { name: D.dueNextHeading });
    const items = panel.getByRole('list', { name: D.dueNextLabel }).getByRole('listitem');
    await expect(items.first()).toContainText(anyDue);
    expect(await items.count()).toBeLessThanOrEqual(5);
    const link = items.first().getByRole('link');
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${literal(href ?? '')}$`));
  });

  await test.step('the request page says it near the status, with the moment it falls due', async () => {
    await page.goto(`/console/requests/${owed}`);
    const meta = page.locator('.request-meta');
    await expect(meta.locator('.due-badge')).toHaveText(firstReplyDue);
    await expect(meta).toContainText(D.dueAt('').split(';')[0]!);
    await expectAccessible(page, 'request with its due line');
    await page.goto(`/console/requests/${answered}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a plumber' })).toBeVisible();
    await expect(page.locator('.request-meta .due-badge')).toHaveCount(0);
  });
  expect(errors()).toEqual([]);
});

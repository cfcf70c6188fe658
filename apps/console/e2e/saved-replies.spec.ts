import { expect, test, type Page } from '@playwright/test';
import { SAVED_REPLY_TITLE_MAX } from '@concierge/api-client';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { CONCIERGE, signUpRequester } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { openSignedIn } from './support/ui';

const T = TEXTS.savedReplies;
const SAVED_REPLIES_API = '**/api/v1/concierge/saved_replies';

const bodyEditor = (page: Page) => page.getByRole('textbox', { name: T.bodyLabel });
const titleField = (page: Page) => page.getByRole('textbox', { name: T.titleLabel });
const list = (page: Page) => page.getByRole('list', { name: T.listLabel });
const item = (page: Page, title: string) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('the saved-replies page: loading failure, empty list, validation, create, edit, use, delete', async ({
  page,
}) => {
  // Six steps, a request made and answered among them: more than a minute on a busy machine.
  test.slow();
  const errors = watchForPageErrors(page);
  const stamp = Date.now().toString(36);
  const title = `Greeting ${stamp}`;
  const renamed = `Warm greeting ${stamp}`;
  await openSignedIn(page, CONCIERGE);

  await test.step('reached from the header; a failed load offers to try again, an empty list says so', async () => {
    let answer: 'error' | 'empty' = 'error';
    await page.route(SAVED_REPLIES_API, (route) =>
      route.request().method() !== 'GET'
        ? route.fallback()
        : answer === 'error'
          ? route.fulfill({ status: 500, json: { error: 'boom' } })
          : route.fulfill({ json: { saved_replies: [] } }),
    );
    await page.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }).click();
    await expect(page).toHaveURL(/\/console\/saved-replies$/);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeFocused();
    await expect(page.getByText(TEXTS.loadFailed(T.what))).toBeVisible({ timeout: 20_000 });
    answer = 'empty';
    await page.getByRole('button', { name: TEXTS.tryAgain }).click();
    await expect(page.getByRole('heading', { name: T.empty })).toBeVisible();
    await expectAccessible(page, 'saved replies, empty');
    await page.unroute(SAVED_REPLIES_API);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  });

  await test.step('every bad input is named under its field, with the keyboard only', async () => {
    await page.getByRole('button', { name: T.add }).focus();
    await page.keyboard.press('Enter');
    await expect(titleField(page)).toBeFocused();
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.titleRequired)).toBeVisible();
    await expect(page.getByText(T.bodyRequired)).toBeVisible();
    await expect(titleField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(bodyEditor(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(titleField(page)).toBeFocused();
    await expectAccessible(page, 'saved reply form with errors');

    const tooLong = 'x'.repeat(SAVED_REPLY_TITLE_MAX + 1);
    await titleField(page).fill(tooLong);
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(T.titleTooLong(SAVED_REPLY_TITLE_MAX, SAVED_REPLY_TITLE_MAX + 1)),
    ).toBeVisible();
  });

  await test.step('create one with formatting', async () => {
    await titleField(page).fill(title);
    await bodyEditor(page).click();
    await page.keyboard.type('Thanks for writing. ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('We are on it.');
    await expect(page.getByText(T.bodyRequired)).toHaveCount(0);
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.created(title))).toBeVisible();
    await expect(item(page, title).locator('strong')).toHaveText('We are on it.');
    await expect(page.getByRole('button', { name: T.add })).toBeFocused();
    await expectAccessible(page, 'saved replies list');
  });

  await test.step('edit it: title and text', async () => {
    await page.getByRole('button', { name: T.editNamed(title) }).click();
    await expect(page.getByRole('heading', { name: T.editHeading(title) })).toBeVisible();
    await titleField(page).fill(renamed);
    await bodyEditor(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' See you soon.');
    await page.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(T.updated(renamed))).toBeVisible();
    await expect(item(page, renamed)).toContainText('We are on it. See you soon.');
    await expect(item(page, title)).toHaveCount(0);
    await expect(page.getByRole('button', { name: T.editNamed(renamed) })).toBeFocused();
  });

  await test.step('use it: inserted into a request’s composer and sent', async () => {
    const requester = await signUpRequester();
    const requestId = await createRequestThroughApi(requester.token, 'Find a plumber');
    await page.goto(`/console/requests/${requestId}`);
    await page.getByLabel(TEXTS.composer.savedReply).selectOption({ label: renamed });
    await page.getByRole('button', { name: TEXTS.composer.insertSavedReply }).click();
    const composer = page.getByRole('textbox', { name: TEXTS.composer.label });
    await expect(composer).toContainText('We are on it. See you soon.');
    await page.getByRole('button', { name: TEXTS.composer.send }).click();
    const thread = page.getByRole('region', { name: TEXTS.request.thread });
    await expect(thread.getByText('See you soon.')).toBeVisible();
  });

  await test.step('delete it, after a confirmation that can be cancelled', async () => {
    await page.goto('/console/saved-replies');
    await page.getByRole('button', { name: T.deleteNamed(renamed) }).click();
    const dialog = page.getByRole('alertdialog', { name: T.deleteTitle(renamed) });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(item(page, renamed)).toHaveCount(1);
    await page.getByRole('button', { name: T.deleteNamed(renamed) }).click();
    await dialog.getByRole('button', { name: T.delete }).click();
    await expect(page.getByText(T.deleted(renamed))).toBeVisible();
    await expect(item(page, renamed)).toHaveCount(0);
  });

  // The kit's dialog injects an inline <style> the product CSP refuses (a known kit issue, see README).
  expect(errors().filter((message) => !/Content Security Policy|500/.test(message))).toEqual([]);
});

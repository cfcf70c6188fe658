import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import {
  CONCIERGE,
  SECOND_CONCIERGE,
  conciergeClient,
  nodeClient,
  signUpRequester,
} from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { openSignedIn } from './support/ui';

const SCREENSHOT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'screenshots',
  'console-queue.png',
);

const editor = (page: Page, internal = false) =>
  page.getByRole('textbox', { name: internal ? TEXTS.composer.internalLabel : TEXTS.composer.label });
const thread = (page: Page) => page.getByRole('region', { name: TEXTS.request.thread });

// Two concierges (Casey and Jordan, the seeded pair) and one requester, on the real server.
test('two concierges: search by email, assign, collision notice, internal note, saved reply', async ({
  browser,
  page,
}) => {
  // Two browsers and a dozen steps: past the ordinary limit on CI's busy cores.
  test.slow();
  const errors = watchForPageErrors(page);
  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token, 'Find a plumber');
  const savedTitle = `Greeting ${requester.lastName}`;
  await (
    await conciergeClient()
  ).createSavedReply({ title: savedTitle, bodyHtml: '<p>Happy to help today.</p>' });

  await test.step('the queue row says who asked and how long they waited; search by email finds it', async () => {
    await openSignedIn(page, CONCIERGE);
    await page.getByLabel(TEXTS.queue.search).fill(requester.email);
    // In the open list: the "Due next" panel above it lists requests of the whole queue.
    const row = page
      .getByRole('list', { name: TEXTS.queue.listLabel.open })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Find a plumber' }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Robin ${requester.lastName}`);
    await expect(row).toContainText(TEXTS.queue.waitingSince);
    await expect(row).toContainText(TEXTS.queue.unassigned);
    await expect(
      page.getByRole('button', { name: TEXTS.queue.viewWithCount(TEXTS.queue.view.unassigned, 1) }),
    ).toBeVisible();
    await expectAccessible(page, 'queue with team rows');
    await row.getByRole('link', { name: 'Find a plumber' }).click();
    await expect(page).toHaveURL(new RegExp(`/console/requests/${requestId}$`));
  });

  await test.step('the requester panel and taking the request', async () => {
    const panel = page.getByRole('region', { name: TEXTS.request.requester });
    await expect(panel.getByRole('link', { name: requester.email })).toBeVisible();
    await page.getByRole('button', { name: TEXTS.request.take }).click();
    await expect(page.getByText(TEXTS.request.assignedToYou)).toBeVisible();
    await expect(thread(page).getByText('Casey Concierge took this request.')).toBeVisible();
  });

  const other = await browser.newContext();
  const jordan = await other.newPage();
  await test.step('a second concierge opens it: both see the collision notice, then typing', async () => {
    await openSignedIn(jordan, SECOND_CONCIERGE);
    await jordan.goto(`/console/requests/${requestId}`);
    await expect(jordan.getByText(TEXTS.request.alsoViewing('Casey Concierge'))).toBeVisible();
    await expect(jordan.getByText(TEXTS.request.assignedTo('Casey Concierge'))).toBeVisible();
    await expect(page.getByText(TEXTS.request.alsoViewing('Jordan Concierge'))).toBeVisible();
    await editor(jordan).click();
    await jordan.keyboard.type('Drafting');
    await expect(page.getByText(TEXTS.request.typing('Jordan Concierge'))).toBeVisible();
  });

  await test.step('an internal note, marked as such; a reply from a saved reply', async () => {
    await page.getByRole('button', { name: TEXTS.composer.modeInternal }).click();
    await editor(page, true).click();
    await page.keyboard.type('VIP customer, call before noon');
    await page.getByRole('button', { name: TEXTS.composer.sendInternal }).click();
    const note = thread(page).getByRole('listitem').filter({ hasText: 'VIP customer' });
    await expect(note).toContainText('Internal note');
    await expect(jordan.getByText('VIP customer, call before noon')).toBeVisible();

    await page.getByRole('button', { name: TEXTS.composer.modeReply }).click();
    await page.getByLabel(TEXTS.composer.savedReply).selectOption({ label: savedTitle });
    await page.getByRole('button', { name: TEXTS.composer.insertSavedReply }).click();
    await expect(editor(page)).toContainText('Happy to help today.');
    await page.getByRole('button', { name: TEXTS.composer.send }).click();
    await expect(thread(page).getByText('Happy to help today.')).toBeVisible();
  });

  await test.step('the requester sees the reply, never the note nor the assignment', async () => {
    const { client, setToken } = nodeClient();
    setToken(requester.token);
    const seen = (await client.call('getRequest', { params: { id: requestId } })).data.request;
    const bodies = (seen?.messages ?? []).map((message) => message.body_html).join('\n');
    expect(bodies).toContain('Happy to help today.');
    expect(bodies).not.toContain('VIP');
    expect(bodies).not.toContain('took this request');

    const web = await browser.newContext();
    const webPage = await web.newPage();
    // The web app's own sign-in (declining the optional phone enrollment), then the request's page.
    await webPage.goto('/sign-in');
    await webPage.getByLabel('Email').fill(requester.email);
    await webPage.getByLabel('Password').fill(requester.password);
    await webPage.getByRole('button', { name: 'Sign in' }).click();
    await webPage.getByRole('button', { name: 'Not now' }).click();
    await expect(webPage).not.toHaveURL(/\/mfa-enrollment$/);
    await webPage.goto(`/requests/${requestId}`);
    await expect(webPage.getByText('Happy to help today.')).toBeVisible();
    await expect(webPage.getByText('VIP customer')).toHaveCount(0);
    await web.close();
  });

  await test.step('giving it to the colleague shows in their Mine view', async () => {
    await page.getByLabel(TEXTS.request.giveTo).selectOption({ label: 'Jordan Concierge' });
    await page.getByRole('button', { name: TEXTS.request.give }).click();
    await expect(page.getByText(TEXTS.request.assignedTo('Jordan Concierge'))).toBeVisible();
    await jordan.goto('/console/?view=mine');
    await jordan.getByLabel(TEXTS.queue.search).fill(requester.email);
    const mine = jordan.getByRole('list', { name: TEXTS.queue.listLabel.open });
    await expect(mine.getByRole('link', { name: 'Find a plumber' })).toHaveCount(1);
  });
  await other.close();

  await test.step('the whole queue, for the README', async () => {
    await page.goto('/console/');
    await expect(page.getByRole('link', { name: 'Find a plumber' }).first()).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: SCREENSHOT });
  });
  expect(errors()).toEqual([]);
});

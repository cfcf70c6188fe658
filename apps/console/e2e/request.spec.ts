import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page, type Route } from '@playwright/test';
import { SAMPLE_PDF, SETUP_ANSWER, expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { EICAR_FILE, EICAR_REFUSAL } from '@concierge/e2e-support/clamd';
import { TEXTS } from '../src/app/texts';
import { CONCIERGE, conciergeClient, nodeClient, signUpRequester } from './support/accounts';
import { clamdPort } from './support/environment';
import { createRequestThroughApi } from './support/requests';
import { openSignedIn, recordBoxAtPressAndRelease } from './support/ui';

const SCREENSHOT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'screenshots',
  'console-request.png',
);

const editor = (page: Page) => page.getByRole('textbox', { name: TEXTS.composer.label });
const thread = (page: Page) => page.getByRole('region', { name: TEXTS.request.thread });
const sendButton = (page: Page) => page.getByRole('button', { name: TEXTS.composer.send });

/** A fresh request with one message from the requester's side of the story, opened from the queue. */
async function openFreshRequest(page: Page) {
  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token, 'Find a plumber');
  await openSignedIn(page, CONCIERGE);
  await page.getByLabel(TEXTS.queue.search).fill(requester.lastName);
  // In the open list: the "Due next" panel above it lists requests of the whole queue.
  const list = page.getByRole('list', { name: TEXTS.queue.listLabel.open });
  await expect(list.getByRole('link', { name: 'Find a plumber' })).toHaveCount(1);
  await list.getByRole('link', { name: 'Find a plumber' }).click();
  await expect(page).toHaveURL(new RegExp(`/console/requests/${requestId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Find a plumber' })).toBeVisible();
  return { requester, requestId };
}

test('open a request, reply with bold text and a file, move it along', async ({ page }) => {
  const errors = watchForPageErrors(page);
  const { requester, requestId } = await openFreshRequest(page);
  const concierge = await conciergeClient();

  await test.step('the request shows its status, answers and empty thread', async () => {
    await expect(page.getByText('In Queue')).toBeVisible();
    const answers = page.getByRole('region', { name: TEXTS.request.answers });
    await expect(answers.getByText(SETUP_ANSWER).first()).toBeVisible();
    await expect(thread(page).getByText(TEXTS.request.noMessages)).toBeVisible();
    await expectAccessible(page, 'request');
  });

  await test.step('the requester’s message arrives without a reload', async () => {
    const { client, setToken } = nodeClient();
    setToken(requester.token);
    await client.call('postRequestMessage', {
      params: { id: requestId },
      body: { message: { body_html: '<p>The leak is <em>under</em> the sink.</p>', attachment_keys: [] } },
    });
    const message = thread(page).getByRole('article', {
      name: TEXTS.request.messageFrom('Robin ' + requester.lastName),
    });
    await expect(message.locator('em')).toHaveText('under');
  });

  await test.step('reply: bold with the shortcut, the toolbar shows it, a file is attached', async () => {
    await editor(page).click();
    await page.keyboard.type('The plumber comes ');
    await page.keyboard.press('Control+b');
    await expect(page.getByRole('button', { name: TEXTS.composer.bold })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('on Tuesday');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('.');
    await page.locator('input[type="file"]').setInputFiles(SAMPLE_PDF);
    await expect(page.getByText('Uploaded')).toBeVisible();
    await expectAccessible(page, 'request with a reply being written');
    // Straight from the editor, right after the 320/1280 px resize of the check above, as a person would.
    // The button must stay put between press and release (a press that relaid out the page let
    // Chromium apply the scroll adjustment it owed from the resize, and the release missed the button).
    await expect(editor(page)).toBeFocused();
    const boxes = await recordBoxAtPressAndRelease(sendButton(page));
    await sendButton(page).click();
    const { pressed, released } = await boxes();
    expect(pressed).toBeDefined();
    expect(released).toEqual(pressed);
    const message = thread(page).getByRole('article', { name: TEXTS.request.messageFrom('Casey Concierge') });
    await expect(message.locator('strong')).toHaveText('on Tuesday');
    await expect(message.getByRole('link', { name: SAMPLE_PDF.name })).toBeVisible();
    await expect(editor(page)).toHaveText('');
    await expect(page.getByText(TEXTS.queue.waiting)).toBeVisible();
    const saved = await concierge.getQueueRequest(requestId);
    const ours = saved.messages.filter((each) => each.source === 'concierge');
    expect(ours).toHaveLength(1);
    // Where the typed space lands (inside or before the bold run) is the browser's business.
    expect(ours[0]?.body_html).toMatch(/^<p>The plumber comes ?<strong> ?on Tuesday<\/strong>\.<\/p>$/);
    expect(ours[0]?.attachments.map((each) => each.filename)).toEqual([SAMPLE_PDF.name]);
  });

  await test.step('status moves: start work, then complete', async () => {
    await page.getByRole('button', { name: TEXTS.moves.in_progress }).click();
    await expect(page.getByRole('button', { name: TEXTS.moves.completed })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS.moves.open })).toBeVisible();
    await expect(page.locator('.request-meta').getByText('In Progress')).toBeVisible();
    // The README's picture: without the toasts over the answers.
    const close = page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Close' });
    while ((await close.count()) > 0) await close.first().click();
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
    await page.getByRole('button', { name: TEXTS.moves.completed }).click();
    await expect(page.locator('.request-meta').getByText('Completed')).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS.moves.open })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS.moves.in_progress })).toHaveCount(0);
    expect((await concierge.getQueueRequest(requestId)).state).toBe('completed');
  });

  await test.step('the server refuses a move outside the table (409)', async () => {
    const refused = await concierge.moveRequest(requestId, 'in_progress').then(
      () => null,
      (error: { status?: number }) => error.status,
    );
    expect(refused).toBe(409);
  });
  expect(errors()).toEqual([]);
});

test('the draft survives a reload and is gone after the send', async ({ page }) => {
  const { requestId } = await openFreshRequest(page);
  await editor(page).click();
  await page.keyboard.type('Draft that must survive');
  await page.reload();
  await expect(editor(page)).toHaveText('Draft that must survive');
  await sendButton(page).click();
  await expect(thread(page).getByText('Draft that must survive')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Find a plumber' })).toBeVisible();
  await expect(editor(page)).toHaveText('');
  const drafts = await page.evaluate(
    (id) => Object.keys(localStorage).filter((key) => key.includes(`draft:`) && key.endsWith(`:${id}`)),
    requestId,
  );
  expect(drafts).toEqual([]);
});

test('a send whose answer is lost is retried with the same key and posted once', async ({ page }) => {
  const { requestId } = await openFreshRequest(page);
  await editor(page).click();
  await page.keyboard.type('Sent exactly once');
  // The server takes the first send, but the browser never hears back.
  await page.route('**/api/v1/concierge/requests/*/messages', async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await sendButton(page).click();
  await expect(page.getByText(TEXTS.composer.failed)).toBeVisible();
  await expect(editor(page)).toHaveText('Sent exactly once');
  await page.unroute('**/api/v1/concierge/requests/*/messages');
  await sendButton(page).click();
  await expect(editor(page)).toHaveText('');
  const concierge = await conciergeClient();
  const bodies = (await concierge.getQueueRequest(requestId)).messages.map((each) => each.body_html);
  expect(bodies).toEqual(['<p>Sent exactly once</p>']);
  await expect(thread(page).getByText('Sent exactly once')).toHaveCount(1);
});

test('the toolbar works from the keyboard alone', async ({ page }) => {
  await openFreshRequest(page);
  const bold = page.getByRole('button', { name: TEXTS.composer.bold });
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: TEXTS.composer.italic })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: TEXTS.composer.link })).toBeFocused();
  await page.keyboard.press('Enter');
  const field = page.getByLabel(TEXTS.composer.linkPrompt);
  await expect(field).toBeFocused();
  await field.fill('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(page.getByText(TEXTS.composer.linkInvalid)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.type('Empty replies are refused');
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await sendButton(page).click();
  await expect(page.getByText(TEXTS.composer.empty)).toBeVisible();
});

test('a move another concierge made first is refused (409) and the page catches up', async ({ page }) => {
  const { requestId } = await openFreshRequest(page);
  // Hold this page's polls, so it still shows the request as open while someone else moves it twice.
  const held: Route[] = [];
  const url = `**/api/v1/concierge/requests/${requestId}`;
  await page.route(url, (route) =>
    route.request().method() === 'GET' ? void held.push(route) : route.continue(),
  );
  const concierge = await conciergeClient();
  await concierge.moveRequest(requestId, 'in_progress');
  await concierge.moveRequest(requestId, 'completed');

  await page.getByRole('button', { name: TEXTS.moves.in_progress }).click();
  await expect(page.getByRole('alert')).toHaveText(TEXTS.moves.failed);
  // Removing the route lets the held polls through to the server.
  await page.unroute(url);
  expect(held.length).toBeGreaterThan(0);
  await expect(page.locator('.request-meta').getByText('Completed')).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTS.moves.open })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTS.moves.in_progress })).toHaveCount(0);
});

test.describe('in the concierge’s own time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('message times are shown in the browser’s time zone, named', async ({ page }) => {
    const requester = await signUpRequester();
    const requestId = await createRequestThroughApi(requester.token, 'Find a plumber');
    const { client, setToken } = nodeClient();
    setToken(requester.token);
    await client.call('postRequestMessage', {
      params: { id: requestId },
      body: { message: { body_html: '<p>Any time after 6 pm.</p>', attachment_keys: [] } },
    });
    await openSignedIn(page, CONCIERGE, `/console/requests/${requestId}`);
    const time = thread(page)
      .getByRole('article', { name: TEXTS.request.messageFrom('Robin ' + requester.lastName) })
      .locator('time');
    await expect(time).toBeVisible();
    // Tokyo is UTC+9 all year: the expected wall clock is the UTC instant moved nine hours, no Intl needed.
    const tokyo = new Date(Date.parse((await time.getAttribute('datetime'))!) + 9 * 3_600_000);
    const [year, month, day] = tokyo.toISOString().slice(0, 10).split('-');
    const hour = tokyo.getUTCHours() % 12 || 12;
    const minute = String(tokyo.getUTCMinutes()).padStart(2, '0');
    const meridiem = tokyo.getUTCHours() < 12 ? 'AM' : 'PM';
    await expect(time).toHaveText(
      new RegExp(`^${month}/${day}/${year!.slice(2)} ${hour}:${minute}\\s${meridiem} GMT\\+9$`),
    );
  });
});

test('a file with a virus is refused with the reason, and the reply goes without it', async ({ page }) => {
  test.skip(!clamdPort, 'clamd is not installed on this machine (CI installs it)');
  const errors = watchForPageErrors(page);
  await openFreshRequest(page);
  await editor(page).click();
  await page.keyboard.type('The report you asked for.');
  await page.locator('input[type="file"]').setInputFiles(EICAR_FILE);
  // Scanned before the upload is answered: the refusal is the server's, said where the file was chosen.
  await expect(page.getByRole('alert').filter({ hasText: EICAR_REFUSAL })).toBeVisible();
  await expect(page.getByText('Uploaded')).toHaveCount(0);
  await sendButton(page).click();
  const message = thread(page).getByRole('article', { name: TEXTS.request.messageFrom('Casey Concierge') });
  await expect(message).toContainText('The report you asked for.');
  await expect(message.getByRole('link', { name: EICAR_FILE.name })).toHaveCount(0);
  // The refused upload's 422 is the browser's own line, not the app's.
  expect(errors().filter((line) => !line.startsWith('Failed to load resource'))).toEqual([]);
});

import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SAMPLE_PDF, expectAccessible } from '@concierge/e2e-support';
import { EICAR_FILE, EICAR_REFUSAL } from '@concierge/e2e-support/clamd';
import { MESSAGES } from '@concierge/api-client';
import { tokenFor, type TestUser } from './support/accounts';
import { clamdPort } from './support/environment';
import { expect, test } from './support/fixtures';
import { conciergeReplies, createRequestThroughApi } from './support/requests';
import { SCREENSHOT_DIR } from './support/screenshots';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';
import { DRAFT_KEY_PREFIX } from '../src/features/conversation/reply-drafts';

// The conversation (docs/conversation.md), the requester's side, against the real server: replies with a file, the concierge's answers
// arriving without a reload, "Waiting on you", mark completed and reopen by replying, drafts, keyboard, axe.

const C = TEXTS.conversation;
/** A change on the other side shows within 5 seconds. */
const LIVE = { timeout: 5_000 };
const SURVEY = 'Find a plumber';

/** A fresh user's request, made through the API, and its page open in the signed-in browser. */
async function openNewRequest(page: Page, user: TestUser): Promise<number> {
  const { requestId } = await createRequestThroughApi(await tokenFor(user));
  await signInThroughUi(page, user);
  await page.goto(`/requests/${requestId}`);
  await expect(page.getByRole('heading', { name: SURVEY, level: 1 })).toBeVisible();
  return requestId;
}

const composer = (page: Page) => page.getByRole('form', { name: /^Reply/ });
const messageField = (page: Page) => composer(page).getByRole('textbox', { name: /^Your message/ });
const messagesFrom = (page: Page, author: string) =>
  page.getByRole('article', { name: `Message from ${author}` });
const fullName = (user: TestUser) => `${user.name} ${user.lastName}`;
const waitingMarker = (scope: Page | Locator) => scope.getByText(TEXTS.waitingOnYou, { exact: true });
const card = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: SURVEY });

async function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
    DRAFT_KEY_PREFIX,
  );
}

test('a reply with a file; the concierge’s answers arrive live; “Waiting on you” comes and goes', async ({
  page,
  user,
}) => {
  test.slow();
  const requestId = await openNewRequest(page, user);

  await test.step('the requester replies in plain text with a file', async () => {
    await messageField(page).fill(
      'Hello <b>team</b>,\nthe leak is under the sink.\n\nThe lease is attached.',
    );
    await composer(page).locator('input[type="file"]').setInputFiles(SAMPLE_PDF);
    const attached = composer(page).getByRole('group', { name: C.attachedFile });
    await expect(attached).toContainText(SAMPLE_PDF.name);
    await composer(page).getByRole('button', { name: C.send, exact: true }).click();

    const mine = messagesFrom(page, fullName(user));
    await expect(mine).toHaveCount(1);
    // What was typed is shown as typed: the markup as text, blank lines as paragraphs, newlines as breaks.
    const paragraphs = mine.locator('.cui-message-thread__body p');
    await expect(paragraphs).toHaveText([
      'Hello <b>team</b>,the leak is under the sink.',
      'The lease is attached.',
    ]);
    await expect(mine.locator('.cui-message-thread__body b')).toHaveCount(0);
    await expect(mine.locator('.cui-message-thread__body br')).toHaveCount(1);
    await expect(mine.getByRole('link', { name: SAMPLE_PDF.name })).toBeVisible();
    await expect(composer(page).getByRole('status')).toHaveText(C.sent);
    await expect(messageField(page)).toHaveValue('');
    await expect(attached).toHaveCount(0);
    expect(await draftKeys(page)).toEqual([]);
  });

  await test.step('the concierge answers: the card says "Waiting on you" without a reload', async () => {
    await page.getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(card(page, 'Open requests')).toBeVisible();
    await expect(waitingMarker(card(page, 'Open requests'))).toHaveCount(0);
    await conciergeReplies(requestId, '<p>Thanks! Is tomorrow morning good for you?</p>');
    await expect(waitingMarker(card(page, 'Open requests'))).toBeVisible(LIVE);

    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(waitingMarker(card(page, 'Open requests'))).toBeVisible();
  });

  await test.step('on the request, a new concierge message appears within 5 s, without a reload', async () => {
    await card(page, 'Open requests').getByRole('link', { name: SURVEY }).click();
    await expect(messagesFrom(page, 'Casey Concierge')).toHaveCount(1);
    await expect(waitingMarker(page.getByRole('main'))).toBeVisible();
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    await conciergeReplies(requestId, '<p>A plumber can come <strong>tomorrow at 9</strong>.</p>');
    await expect(messagesFrom(page, 'Casey Concierge').getByText('tomorrow at 9')).toBeVisible(LIVE);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  await test.step('the requester answers: the marker goes, here and on the card', async () => {
    await messageField(page).fill('Tomorrow at 9 works. Thank you!');
    await composer(page).getByRole('button', { name: C.send, exact: true }).click();
    await expect(messagesFrom(page, fullName(user))).toHaveCount(2);
    await expect(waitingMarker(page.getByRole('main'))).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'conversation.png'), fullPage: true });

    await page.getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(card(page, 'Open requests')).toBeVisible();
    await expect(waitingMarker(card(page, 'Open requests'))).toHaveCount(0);
  });
});

test('mark completed after a confirmation (cancel, then confirm); a reply reopens the request', async ({
  page,
  user,
}) => {
  await openNewRequest(page, user);
  const markCompleted = page.getByRole('button', { name: C.markCompleted });
  const dialog = page.getByRole('alertdialog', { name: C.confirmTitle });

  await markCompleted.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(C.confirmBody);
  await dialog.getByRole('button', { name: C.confirmCancel }).click();
  await expect(dialog).toBeHidden();
  await expect(markCompleted).toBeFocused();
  await expect(page.getByText('In Queue', { exact: true })).toBeVisible();

  await markCompleted.click();
  await dialog.getByRole('button', { name: C.confirmAction }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(markCompleted).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: C.completed })).toHaveCount(1);
  // The composer now says what a reply does, and focus is on it.
  await expect(page.getByRole('heading', { name: C.reopenHeading })).toBeFocused();
  await expect(page.getByText(C.reopenHint)).toBeVisible();
  await expect(messageField(page)).toHaveAccessibleDescription(C.reopenHint);

  await page.getByRole('link', { name: 'Requests', exact: true }).click();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(card(page, 'Completed requests')).toBeVisible();
  await card(page, 'Completed requests').getByRole('link', { name: SURVEY }).click();

  await messageField(page).fill('Sorry, the tap drips again.');
  await composer(page).getByRole('button', { name: C.sendAndReopen }).click();
  await expect(composer(page).getByRole('status')).toHaveText(C.reopened);
  await expect(page.getByText('In Queue', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: C.replyHeading, exact: true })).toBeVisible();
  await expect(markCompleted).toBeVisible();

  await page.getByRole('link', { name: 'Requests', exact: true }).click();
  await expect(card(page, 'Open requests')).toBeVisible();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByText('No completed requests yet')).toBeVisible();
});

test('a draft survives a reload, a failed send keeps it and a retry posts once; sign-out removes it', async ({
  page,
  user,
}) => {
  const requestId = await openNewRequest(page, user);
  const send = composer(page).getByRole('button', { name: C.send, exact: true });

  await test.step('an empty message is refused', async () => {
    await send.click();
    await expect(composer(page).getByText(C.empty)).toBeVisible();
    await expect(messageField(page)).toBeFocused();
    await expect(messageField(page)).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('text and uploaded file come back after a reload', async () => {
    await messageField(page).fill('First line\nSecond line');
    await expect(composer(page).getByText(C.empty)).toHaveCount(0);
    await composer(page).locator('input[type="file"]').setInputFiles(SAMPLE_PDF);
    await expect(composer(page).getByRole('group', { name: C.attachedFile })).toContainText(SAMPLE_PDF.name);
    expect(await draftKeys(page)).toHaveLength(1);
    await page.reload();
    await expect(messageField(page)).toHaveValue('First line\nSecond line');
    await expect(composer(page).getByRole('group', { name: C.attachedFile })).toContainText(SAMPLE_PDF.name);
  });

  await test.step('an answer lost on the way keeps the draft; the retry posts once', async () => {
    // The server takes the message, but the browser never hears back (a dropped connection).
    await page.route(
      `**/api/v1/requests/${requestId}/messages`,
      async (route) => {
        await route.fetch();
        await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
      },
      { times: 1 },
    );
    await send.click();
    await expect(composer(page).getByRole('alert')).toHaveText(MESSAGES.requestFailed);
    await expect(messageField(page)).toHaveValue('First line\nSecond line');
    await expect(composer(page).getByRole('group', { name: C.attachedFile })).toBeVisible();

    await send.click();
    await expect(messageField(page)).toHaveValue('');
    await expect(composer(page).getByRole('alert')).toHaveCount(0);
    await page.reload();
    await expect(messagesFrom(page, fullName(user))).toHaveCount(1);
    await expect(
      messagesFrom(page, fullName(user)).getByRole('link', { name: SAMPLE_PDF.name }),
    ).toBeVisible();
    expect(await draftKeys(page)).toEqual([]);
  });

  await test.step('sign-out removes every draft from the browser', async () => {
    await messageField(page).fill('Half-written on a shared computer');
    expect(await draftKeys(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await draftKeys(page)).toEqual([]);
    await signInThroughUi(page, user);
    await page.goto(`/requests/${requestId}`);
    await expect(messageField(page)).toHaveValue('');
  });
});

// Help desks' rule (docs/conversation.md#replying): nobody answers a thread they have not read. A reply
// from the concierge that arrives while the requester writes stops the send once, even when it already
// showed live above; the draft stays, and the next send goes.
test('a concierge reply that arrives while writing stops the send once; the draft stays and goes next', async ({
  page,
  user,
}) => {
  const requestId = await openNewRequest(page, user);
  await messageField(page).fill('Is Tuesday possible?');
  await conciergeReplies(requestId, '<p>We booked Monday at 9.</p>');
  const concierge = page.getByRole('article', { name: /^Message from / }).filter({ hasText: 'Monday at 9' });
  await expect(concierge).toBeVisible(LIVE);

  await composer(page).getByRole('button', { name: C.send, exact: true }).click();
  // The server's text (apps/api thread/texts.ts), in the page's language.
  await expect(composer(page).getByRole('alert')).toHaveText(
    'A new reply arrived while you were writing. Read it, then send yours again.',
  );
  await expect(messageField(page)).toHaveValue('Is Tuesday possible?');
  await expect(messagesFrom(page, fullName(user))).toHaveCount(0);

  await composer(page).getByRole('button', { name: C.send, exact: true }).click();
  await expect(messagesFrom(page, fullName(user))).toContainText('Is Tuesday possible?');
  await expect(composer(page).getByRole('alert')).toHaveCount(0);
  await expect(messageField(page)).toHaveValue('');
});

test('keyboard only: write and send a reply, then mark the request completed', async ({ page, user }) => {
  await openNewRequest(page, user);
  const tabTo = async (target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') => {
    for (
      let count = 0;
      count < 40 && !(await target.evaluate((el) => el === document.activeElement));
      count++
    ) {
      await page.keyboard.press(key);
    }
    await expect(target).toBeFocused();
  };

  await tabTo(messageField(page));
  await page.keyboard.type('Written without a mouse.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second line.');
  await tabTo(composer(page).getByRole('button', { name: C.send, exact: true }));
  await page.keyboard.press('Enter');
  const mine = messagesFrom(page, fullName(user));
  await expect(mine.locator('.cui-message-thread__body')).toHaveText('Written without a mouse.Second line.');
  // Focus is back in the empty field, ready for the next message.
  await expect(messageField(page)).toBeFocused();
  await expect(messageField(page)).toHaveValue('');

  await tabTo(page.getByRole('button', { name: C.markCompleted }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: C.confirmTitle });
  await expect(dialog.getByRole('button', { name: C.confirmCancel })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: C.confirmAction })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: C.reopenHeading })).toBeFocused();
});

test('the conversation has no axe violations in any state', async ({ page, user }) => {
  test.slow();
  const requestId = await openNewRequest(page, user);
  await conciergeReplies(requestId, '<p>Hello! <a href="https://example.com/plumbers">Our plumbers</a></p>');
  await expect(waitingMarker(page.getByRole('main'))).toBeVisible(LIVE);
  await expectAccessible(page, 'request waiting on the requester');

  await composer(page).getByRole('button', { name: C.send, exact: true }).click();
  await expect(composer(page).getByText(C.empty)).toBeVisible();
  await expectAccessible(page, 'composer with an error');

  await messageField(page).fill('Here is the lease.');
  await composer(page).locator('input[type="file"]').setInputFiles(SAMPLE_PDF);
  await expect(composer(page).getByRole('group', { name: C.attachedFile })).toBeVisible();
  await expectAccessible(page, 'composer with a file');

  await page.route(`**/api/v1/requests/${requestId}/messages`, (route) => route.fulfill({ status: 500 }), {
    times: 1,
  });
  await composer(page).getByRole('button', { name: C.send, exact: true }).click();
  await expect(composer(page).getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'composer after a failed send');
  await composer(page).getByRole('button', { name: C.send, exact: true }).click();
  await expect(messageField(page)).toHaveValue('');

  await page.goto('/requests');
  await expect(card(page, 'Open requests')).toBeVisible();
  await expectAccessible(page, 'requests list');

  await page.goto(`/requests/${requestId}`);
  await page.getByRole('button', { name: C.markCompleted }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'mark completed confirmation');
  await page.getByRole('button', { name: C.confirmAction }).click();
  await expect(page.getByRole('heading', { name: C.reopenHeading })).toBeVisible();
  await expectAccessible(page, 'completed request');
});

test('a file with a virus is refused with the reason, nothing is attached, and the reply goes without it', async ({
  page,
  user,
}) => {
  test.skip(!clamdPort, 'clamd is not installed on this machine (CI installs it)');
  await openNewRequest(page, user);
  await messageField(page).fill('The scan of the lease.');
  await composer(page).locator('input[type="file"]').setInputFiles(EICAR_FILE);
  // Scanned before the upload is answered: the refusal is the server's, said where the file was chosen.
  await expect(composer(page).getByRole('alert')).toHaveText(EICAR_REFUSAL);
  await expect(composer(page).getByRole('group', { name: C.attachedFile })).toHaveCount(0);
  await expectAccessible(page, 'reply with a refused file');
  await composer(page).getByRole('button', { name: C.send, exact: true }).click();
  const mine = messagesFrom(page, fullName(user));
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('The scan of the lease.');
  await expect(mine.getByRole('link', { name: EICAR_FILE.name })).toHaveCount(0);
});

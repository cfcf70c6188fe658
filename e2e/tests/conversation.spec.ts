// The must-show: the requester (web app) and the concierge (console) talk through a request, each in
// their own browser context, and each sees the other's messages and moves within 5 s without a reload.
// Project "two instances" puts the two sides on two API instances sharing one PostgreSQL database.
import type { Page } from '@playwright/test';
import { UPLOAD_STATUS } from '@concierge/uploader';
import {
  expectAccessible,
  nodeClient,
  signUpThroughApi,
  submittedRequestThroughApi,
  type TestPerson,
} from '@concierge/e2e-support';
import { LIVE_WITHIN_MS } from '../support/environment';
import { LEAK_PHOTO, QUOTE_PDF } from '../support/files';
import {
  CONCIERGE,
  CONSOLE,
  conciergeSignsIn,
  expect,
  messageFrom,
  requesterSignsIn,
  signsInToConsole,
  test,
  WEB,
} from './sides';

const live = { timeout: LIVE_WITHIN_MS };

/** The console's reply: bold text typed with the keyboard shortcut, and optionally one file. */
async function conciergeReplies(page: Page, words: { plain: string; bold: string }, file?: typeof QUOTE_PDF) {
  const editor = page.getByRole('textbox', { name: CONSOLE.composer.label });
  await editor.click();
  await editor.pressSequentially(`${words.plain} `);
  await page.keyboard.press('ControlOrMeta+b');
  await editor.pressSequentially(words.bold);
  await page.keyboard.press('ControlOrMeta+b');
  if (file) {
    const upload = page.getByRole('group', { name: CONSOLE.composer.attachment });
    await upload.locator('input[type=file]').setInputFiles(file);
    await expect(upload.getByRole('status')).toHaveText(UPLOAD_STATUS.uploaded);
  }
  await page.getByRole('button', { name: CONSOLE.composer.send }).click();
  await expect(page.getByText(CONSOLE.composer.sent)).toBeVisible();
}

/** The web app's reply: plain text and optionally one file. */
async function requesterReplies(page: Page, text: string, file?: typeof QUOTE_PDF) {
  await page.getByLabel(WEB.conversation.messageLabel).fill(text);
  if (file) {
    const reply = page.getByRole('region', { name: /^Reply/ });
    await reply.locator('input[type=file]').setInputFiles(file);
    await expect(
      page.getByRole('button', { name: `${WEB.conversation.removeAttachment} ${file.name}` }),
    ).toBeVisible();
  }
}

let requester: TestPerson;
let requestId: number;

test.beforeEach(async ({ sides }) => {
  requester = await signUpThroughApi(sides.requester);
  ({ requestId } = await submittedRequestThroughApi(sides.requester, requester.token, 'Find a plumber'));
});

test('a reply round trip both ways with attachments, live moves, completing and reopening', async ({
  requesterPage: web,
  conciergePage: console,
}, testInfo) => {
  await requesterSignsIn(web, requester);
  await web.goto(`/requests/${requestId}`);
  await expect(web.getByRole('heading', { level: 1 })).toHaveText('Find a plumber');
  await conciergeSignsIn(console);
  await console.goto(`/console/requests/${requestId}`);
  await expect(console.getByRole('heading', { level: 1 })).toHaveText('Find a plumber');

  // The concierge writes, with a file: the requester's open page shows it, waiting on them.
  await conciergeReplies(
    console,
    { plain: 'Two plumbers can come.', bold: 'Which day suits you?' },
    QUOTE_PDF,
  );
  const fromConcierge = messageFrom(web, CONCIERGE.name);
  await expect(fromConcierge).toContainText('Two plumbers can come.', live);
  await expect(fromConcierge.locator('strong')).toHaveText('Which day suits you?');
  await expect(fromConcierge.getByRole('link', { name: QUOTE_PDF.name })).toBeVisible();
  await expect(web.getByText(WEB.waitingOnYou)).toBeVisible();

  // The requester answers, with a file: the concierge's open page shows it; the wait is over.
  await requesterReplies(web, 'Tuesday morning, please. Photo attached.', LEAK_PHOTO);
  await web.getByRole('button', { name: WEB.conversation.send, exact: true }).click();
  await expect(web.getByText(WEB.conversation.sent)).toBeVisible();
  await expect(web.getByText(WEB.waitingOnYou)).toBeHidden();
  const fromRequester = messageFrom(console, requester.fullName);
  await expect(fromRequester).toContainText('Tuesday morning, please.', live);
  await expect(fromRequester.getByRole('link', { name: new RegExp(LEAK_PHOTO.name) })).toBeVisible();

  // A status move shows on the requester's page.
  await console.getByRole('button', { name: CONSOLE.moves.in_progress }).click();
  await expect(messageFrom(web, 'Concierge').last()).toHaveText(/Status changed to In Progress/, live);

  if (testInfo.project.name === 'one instance') {
    await console.screenshot({ path: 'screenshots/console-request.png', fullPage: true });
    await web.screenshot({ path: 'screenshots/conversation.png', fullPage: true });
  }

  // The requester marks it completed (after changing their mind once); the console follows.
  await web.getByRole('button', { name: WEB.conversation.markCompleted }).click();
  await web.getByRole('alertdialog').getByRole('button', { name: WEB.conversation.confirmCancel }).click();
  await expect(web.getByRole('alertdialog')).toBeHidden();
  await web.getByRole('button', { name: WEB.conversation.markCompleted }).click();
  await expectAccessible(web, 'the completion dialog');
  await web.getByRole('alertdialog').getByRole('button', { name: WEB.conversation.confirmAction }).click();
  await expect(web.getByText(WEB.conversation.completed)).toBeVisible();
  await expect(messageFrom(console, 'Concierge').last()).toHaveText(/Status changed to Completed/, live);

  // A reply reopens it, and the concierge sees it back in the open list.
  await expect(web.getByRole('heading', { name: WEB.conversation.reopenHeading })).toBeVisible();
  await requesterReplies(web, 'Sorry, one more thing: the tap drips too.');
  await web.getByRole('button', { name: WEB.conversation.sendAndReopen }).click();
  await expect(web.getByText(WEB.conversation.reopened)).toBeVisible();
  await expect(messageFrom(console, requester.fullName).last()).toContainText('the tap drips too', live);
  await expect(messageFrom(console, 'Concierge').last()).toHaveText(/Status changed to In Queue/, live);
  await expectAccessible(console, 'the console request view');
  await expectAccessible(web, 'the request detail');
});

test('the waiting-on-you marker comes and goes on the requester’s list without a reload', async ({
  requesterPage: web,
  conciergePage: console,
  sides,
}) => {
  await requesterSignsIn(web, requester);
  await web.goto('/requests');
  const card = web.getByRole('listitem').filter({ hasText: 'Find a plumber' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText(WEB.waitingOnYou)).toBeHidden();
  await conciergeSignsIn(console);
  await console.goto(`/console/requests/${requestId}`);
  await conciergeReplies(console, { plain: 'Quick question:', bold: 'is the water off?' });
  await expect(card.getByText(WEB.waitingOnYou)).toBeVisible(live);
  // The concierge's queue shows the same request as waiting on the requester.
  await console.goto(`/console/?q=${encodeURIComponent(requester.fullName)}`);
  const queued = console.getByRole('listitem').filter({ hasText: 'Find a plumber' });
  await expect(queued.getByText(CONSOLE.queue.waiting)).toBeVisible();
  // The requester answers from another device: both lists drop the marker on their next poll.
  const { client, setToken } = nodeClient(sides.requester);
  setToken(requester.token);
  await client.postRequestMessage(requestId, { bodyHtml: '<p>Yes, it is off.</p>' });
  await expect(card.getByText(WEB.waitingOnYou)).toBeHidden(live);
  await expect(queued.getByText(CONSOLE.queue.waiting)).toBeHidden(live);
});

test('the console turns away a requester: 403 from the API, the refusal in the UI', async ({
  conciergePage: console,
  sides,
}) => {
  const { client, setToken } = nodeClient(sides.concierge);
  setToken(requester.token);
  await expect(client.getQueue('open')).rejects.toMatchObject({ status: 403 });
  await expect(client.getQueueRequest(requestId)).rejects.toMatchObject({ status: 403 });
  await signsInToConsole(console, requester);
  await expect(console.getByText(CONSOLE.notConcierge)).toBeVisible();
  await expect(console).toHaveURL(/\/console\/sign-in/);
  await console.goto(`/console/requests/${requestId}`);
  await expect(console).toHaveURL(/\/console\/sign-in/);
});

import { expectAccessible } from '@concierge/e2e-support';
import { conciergeClient, nodeClient, tokenFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createRequestThroughApi } from './support/requests';
import { screenshotAtWidths } from './support/screenshots';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';

// Withdrawing and rating (docs/requests.md#withdrawing-a-request) on the request page, against the real server: withdraw with a reason (confirmation dialog), and
// rate a completed request with one click and a comment, by keyboard, with axe at 320 and 1280 px.

const W = TEXTS.withdraw;
const R = TEXTS.rating;

test('withdraws an open request with a reason; the concierge sees the note', async ({ page, user }) => {
  const { requestId } = await createRequestThroughApi(await tokenFor(user));
  await signInThroughUi(page, user);
  await page.goto(`/requests/${requestId}`);

  await page.getByRole('button', { name: W.open }).click();
  const form = page.getByRole('region', { name: W.heading });
  await form.getByRole('button', { name: W.submit }).click();
  await expect(form.getByText(W.reasonRequired)).toBeVisible();
  await expectAccessible(page, 'withdraw form with an error');
  await form.getByRole('textbox', { name: new RegExp(`^${W.reasonLabel}`) }).fill('Fixed it myself');
  await form.getByRole('button', { name: W.submit }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: W.confirmTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: W.confirmAction }).click();

  await expect(page.getByRole('status').filter({ hasText: W.done })).toBeAttached();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/Withdrawn by .*\. Reason: Fixed it myself/)).toBeVisible();
  const seen = await (await conciergeClient()).getQueueRequest(requestId);
  expect(seen?.state).toBe('completed');
  expect(seen?.messages.at(-1)?.body_html).toContain('Reason: Fixed it myself');
});

test('rates a completed request with one click, adds a comment, and keeps it', async ({ page, user }) => {
  const token = await tokenFor(user);
  const { requestId } = await createRequestThroughApi(token);
  const { client, setToken } = nodeClient();
  setToken(token);
  await client.completeRequest(requestId);
  await signInThroughUi(page, user);
  await page.goto(`/requests/${requestId}`);

  const rating = page.getByRole('region', { name: R.heading });
  await expect(rating.getByText(R.intro)).toBeVisible();
  await expectAccessible(page, 'rating, not yet rated');
  const good = rating.getByRole('button', { name: R.scores.good });
  await good.focus();
  await page.keyboard.press('Enter');
  await expect(good).toHaveAttribute('aria-pressed', 'true');
  await expect(rating.getByText(R.yours(R.scores.good))).toBeVisible();
  await rating
    .getByRole('textbox', { name: new RegExp(`^${R.commentLabel}`) })
    .fill('Quick and kind, thank you!');
  await rating.getByRole('button', { name: R.sendComment }).click();
  await expect(page.getByRole('status').filter({ hasText: R.saved })).toBeAttached();

  await page.reload();
  await expect(rating.getByRole('button', { name: R.scores.good })).toHaveAttribute('aria-pressed', 'true');
  await expect(rating.getByRole('textbox', { name: new RegExp(`^${R.commentLabel}`) })).toHaveValue(
    'Quick and kind, thank you!',
  );
  await expectAccessible(page, 'rating, rated');
  await screenshotAtWidths(page, 'rating');
  expect(await (await conciergeClient()).getQueueRequestRating(requestId)).toMatchObject({
    score: 'good',
    comment: 'Quick and kind, thank you!',
  });
});

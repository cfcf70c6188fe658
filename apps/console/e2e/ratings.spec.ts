import { expect, test } from '@playwright/test';
import { expectAccessible } from '@concierge/e2e-support';
import { RATING_TEXTS as T } from '../src/features/ratings/rating-texts';
import { CONCIERGE, nodeClient, signUpRequester } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { openSignedIn } from './support/ui';

// The team sees each request's rating and the week's summary, against the real server.

test('the queue sums up the week’s ratings and a request shows its rating', async ({ page }) => {
  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token, 'Find a plumber');
  const { client, setToken } = nodeClient();
  setToken(requester.token);
  await client.completeRequest(requestId);
  await client.rateRequest(requestId, { score: 'good', comment: 'Sorted within the hour' });

  await openSignedIn(page, CONCIERGE);
  const summary = page.getByRole('region', { name: T.summaryHeading });
  await expect(summary.getByText(/% good of \d+ rating/)).toBeVisible();
  await summary.getByText(/^Comments/).click();
  const comment = summary.getByRole('listitem').filter({ hasText: 'Sorted within the hour' });
  await expect(comment).toBeVisible();
  await expectAccessible(page, 'queue with the week’s ratings');

  await comment.getByRole('link', { name: T.commentOn(requestId) }).click();
  const rating = page.getByRole('region', { name: T.requestHeading });
  await expect(rating.getByText(new RegExp(`^${T.score.good}, on `))).toBeVisible();
  await expect(rating.getByText('Sorted within the hour')).toBeVisible();
  await expectAccessible(page, 'request with its rating');
});

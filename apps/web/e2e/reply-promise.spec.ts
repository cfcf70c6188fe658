import { expectAccessible } from '@concierge/e2e-support';
import { REPLY_PROMISE_TEXTS as P } from '../src/routes/request-detail/reply-promise-texts';
import { nodeClient, tokenFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { conciergeReplies, createRequestThroughApi } from './support/requests';
import { signInThroughUi } from './support/ui';

// The team's reply promise (service levels) on a request's page, from the default policy: a first reply within
// 4 business hours, each next one within 8; none once the request is completed.

test('a request’s page says how soon the team usually replies, until it is completed', async ({
  page,
  user,
}) => {
  const token = await tokenFor(user);
  const { requestId } = await createRequestThroughApi(token);
  await signInThroughUi(page, user);
  await page.goto(`/requests/${requestId}`);
  await expect(page.getByText(P.withinHours(4))).toBeVisible();
  await expectAccessible(page, 'request with the reply promise');

  await conciergeReplies(requestId, '<p>On it: which day suits you?</p>');
  await expect(page.getByText(P.withinHours(8))).toBeVisible();

  const { client, setToken } = nodeClient();
  setToken(token);
  await client.completeRequest(requestId);
  await page.reload();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  // "We usually reply within", whatever the time.
  await expect(page.getByText(P.withinHours(0).split('0')[0]!)).toHaveCount(0);
});

import { expectAccessible } from '@concierge/e2e-support';
import { conciergeClient, tokenFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createRequestThroughApi } from './support/requests';
import { signInThroughUi } from './support/ui';
import { ACCESS_TEXTS } from '../src/routes/request-detail/access-texts';

// The access record on the request page (docs/SECURITY.md#access-record), against the real server: empty
// until a concierge opens the request in the console (its page read through the API, as the console does),
// then the concierge's name and the time.

const A = ACCESS_TEXTS;

test('shows who on the team opened the request, once a concierge did', async ({ page, user }) => {
  const { requestId } = await createRequestThroughApi(await tokenFor(user));
  await signInThroughUi(page, user);
  await page.goto(`/requests/${requestId}`);

  const section = page.getByRole('region', { name: A.heading });
  await expect(section.getByText(A.empty)).toBeVisible();

  await (await conciergeClient()).getQueueRequest(requestId);
  await page.reload();
  await expect(section.getByText(A.viewed('Casey Concierge'))).toBeVisible();
  await expect(section.locator('time')).toHaveCount(1);
  await expect(section.getByText(A.empty)).toHaveCount(0);
  await expectAccessible(page, 'request page with its access record');
});

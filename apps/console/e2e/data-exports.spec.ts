import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from '@playwright/test';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { DATA_EXPORT_TEXTS as X } from '@concierge/account-ui/data-exports-texts';
import { ACCESS_RECORD_TEXTS as A } from '../src/routes/access-record/access-record-texts';
import { DATA_REQUEST_TEXTS as T } from '../src/routes/data-exports/data-exports-page-texts';
import { ADMIN, signUpRequester } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { openSignedIn } from './support/ui';

// A data subject request in the console (docs/personal-data.md#export): from a request's requester panel
// an admin opens the data requests page with the person filled in, asks by keyboard, follows the copy
// until it is ready, downloads the ZIP and opens it; the ask is on the access record. A bad address is
// said plainly. The job, its email and the ZIP's whole contents are the API's tests.

test('an admin prepares a copy of a requester’s data from the request page and downloads it', async ({
  page,
}) => {
  test.slow();
  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token);

  await openSignedIn(page, ADMIN, `/console/requests/${requestId}`);
  // Watched from here: a sign-in through the form may spend a code another test used (a 401, then the next).
  const errors = watchForPageErrors(page);
  await page.getByRole('link', { name: T.fromPanel }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  const email = page.getByLabel(T.email);
  await expect(email).toHaveValue(requester.email);
  await expectAccessible(page, 'Data requests');

  await test.step('a bad address is said plainly; the right one is asked for by keyboard', async () => {
    await email.fill('not an address');
    await email.press('Enter');
    await expect(page.getByText(T.emailInvalid)).toBeVisible();
    await email.fill('nobody-here@example.com');
    await email.press('Enter');
    await expect(page.getByRole('alert')).toContainText('No account uses this email address.');
    await email.fill(requester.email);
    await email.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: /We are preparing a copy of the data of/ }),
    ).toBeVisible();
  });

  await test.step('followed until ready, then downloaded and opened', async () => {
    const copy = page
      .getByRole('region', { name: X.listHeading })
      .getByRole('listitem')
      .filter({ hasText: requester.email });
    await expect(copy).toHaveCount(1);
    await expect(copy).toContainText(/Ready\. It can be downloaded until/, { timeout: 45_000 });
    await expectAccessible(page, 'Data requests, a copy ready');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      copy.getByRole('link', { name: /^concierge-data-/ }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(Buffer.concat(chunks)))['data.json']!));
    expect(data.account.email).toBe(requester.email);
    expect(data.requests.map((request: { id: number }) => request.id)).toEqual([requestId]);
  });

  await test.step('the ask is on the access record', async () => {
    await page.goto('/console/access-record');
    await expect(
      page.getByRole('table', { name: A.listLabel }).getByRole('row').filter({ hasText: A.actions.export }),
    ).not.toHaveCount(0);
  });
  // The one failed load is the refused ask for an address no account has.
  expect(errors()).toEqual([expect.stringContaining('status of 404')]);
});

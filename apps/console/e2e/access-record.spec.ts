import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { ACCESS_RECORD_TEXTS as T } from '../src/routes/access-record/access-record-texts';
import { ADMIN, conciergeClient, signUpRequester } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { openSignedIn } from './support/ui';

// The access record in the console (docs/SECURITY.md#access-record): a concierge opens a requester's
// request; the admin finds that look on the record's page, narrows it to the request by keyboard (the
// filter lands in the address, so Back returns to the whole record), is told plainly about a bad request
// number, and downloads the same entries as CSV. The chain and its verification are the API's tests.

test('an admin finds who opened a request, filters to it and downloads the record as CSV', async ({
  page,
}) => {
  test.slow();
  const errors = watchForPageErrors(page);
  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token);
  const concierge = await conciergeClient();
  const conciergeName = (await concierge.getCurrentUser()).full_name;
  await concierge.call('getQueueRequest', { params: { id: requestId } });
  const table = page.getByRole('table', { name: T.listLabel });
  const theLook = table
    .getByRole('row')
    .filter({ hasText: T.requestNumber(requestId) })
    .filter({ hasText: conciergeName })
    .filter({ hasText: T.actions.view });

  await openSignedIn(page, ADMIN);
  await page.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }).click();
  await expect(page).toHaveURL(/\/console\/access-record$/);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeFocused();
  await expect(theLook).toHaveCount(1);
  await expectAccessible(page, 'Access record');

  await test.step('a request number that is not one is said plainly; the right one narrows the record', async () => {
    const field = page.getByLabel(T.request);
    await field.fill('twelve');
    await field.press('Enter');
    await expect(page.getByText(T.requestInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/console\/access-record$/);
    await field.fill(String(requestId));
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/console/access-record\\?request=${requestId}$`));
    await expect(theLook).toHaveCount(1);
    const rows = table.locator('tbody tr');
    for (const row of await rows.all()) await expect(row).toContainText(T.requestNumber(requestId));
    await expectAccessible(page, 'Access record, one request');
  });

  await test.step('the CSV holds the same entries', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: T.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('access-record.csv');
    const csv = await readFile(await file.path(), 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(`,${requestId},`))).toBe(true);
    expect(csv).toContain(conciergeName);
  });

  await test.step('Back returns to the whole record, its form emptied', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/console\/access-record$/);
    await expect(page.getByLabel(T.request)).toHaveValue('');
  });
  expect(errors()).toEqual([]);
});

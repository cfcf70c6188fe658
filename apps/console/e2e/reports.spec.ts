import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectAccessible, signUpThroughApi, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { addDays, localDay } from '../src/features/formats/calendar-day';
import { REPORT_TEXTS as T } from '../src/routes/reports/report-texts';
import {
  ADMIN,
  CONCIERGE,
  conciergeClient,
  nodeClient,
  signUpRequester,
  staffClient,
} from './support/accounts';
import { appOrigin } from './support/environment';
import { createRequestThroughApi } from './support/requests';
import { openSignedIn } from './support/ui';

// Reports in the console (docs/service-levels.md#reports): the admin reaches the page from the header, reads
// the last 30 days by company (the lines and their total, the three charts each with its data beside it),
// downloads the lines as CSV, groups by concierge, and meets the empty state for days without requests. A
// concierge meets the notice. The numbers themselves are the API's tests (apps/api/src/service-levels).

const SCREENSHOT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'screenshots',
  'console-reports.png',
);
const FIGURES = [T.firstReplyChart, T.withinChart, T.backlogChart];
/** The seeded requesters' company (apps/api demo data). */
const DEMO_COMPANY_SLUG = 'demo';

/**
 * Requests of the test's own, so the report has replies, resolutions and ratings to count: a requester of
 * the demo company and one of none each ask twice; the concierge answers three, two are completed and
 * rated (good, bad). How long each took in business time depends on the hour the test runs at.
 */
async function helpedRequests() {
  const concierge = await conciergeClient();
  const people = [await signUpThroughApi(appOrigin, DEMO_COMPANY_SLUG), await signUpRequester()];
  for (const [index, person] of people.entries()) {
    const { client, setToken } = nodeClient();
    setToken(person.token);
    const answered = await createRequestThroughApi(person.token);
    await createRequestThroughApi(person.token);
    await concierge.postConciergeMessage(answered, { bodyHtml: '<p>On it: two quotes by tonight.</p>' });
    await client.completeRequest(answered);
    await client.rateRequest(answered, { score: index === 0 ? 'good' : 'bad' });
  }
}

test('an admin reads the report, its charts with their data, and downloads it as CSV', async ({
  page,
  browser,
}) => {
  test.slow();
  const lines = page.getByRole('table', { name: T.linesLabel.company });
  await helpedRequests();

  await openSignedIn(page, ADMIN);
  // Watched from here: a sign-in through the form may spend a code another test used (a 401, then the next).
  const errors = watchForPageErrors(page);
  await page.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }).click();
  await expect(page).toHaveURL(/\/console\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeFocused();

  await test.step('the last 30 days by company: the lines, and their total as the footer', async () => {
    const today = localDay();
    await expect(page.getByLabel(T.from, { exact: true })).toHaveValue(addDays(today, -29));
    await expect(page.getByLabel(T.to, { exact: true })).toHaveValue(today);
    await expect(page.getByRole('radio', { name: T.groupings.company })).toBeChecked();
    await expect(lines).toBeVisible();
    await expect(lines.getByRole('columnheader')).toHaveText([
      T.groupings.company,
      T.requests,
      T.firstReplyP50,
      T.firstReplyP90,
      T.resolutionP50,
      T.resolutionP90,
      T.firstReplyWithin,
      T.resolutionWithin,
      T.ratings,
      T.goodShare,
    ]);
    const total = lines.locator('tfoot tr');
    await expect(total.getByRole('rowheader')).toHaveText(T.total);
    // The total counts every line's requests.
    const counts = await lines.locator('tbody tr td:nth-of-type(1)').allTextContents();
    expect(counts.length).toBeGreaterThan(0);
    const sum = counts.reduce((all, count) => all + Number(count), 0);
    expect(sum).toBeGreaterThan(0);
    await expect(total.locator('td').first()).toHaveText(String(sum));
  });

  await test.step('three charts, each a captioned figure: the picture hidden, its data a table', async () => {
    for (const caption of FIGURES) {
      const figure = page.getByRole('figure', { name: caption });
      await expect(figure).toBeVisible();
      await expect(
        figure.locator('[aria-hidden="true"] .recharts-wrapper > svg.recharts-surface'),
      ).toBeVisible();
      await expect(figure.getByRole('table', { name: caption }).getByRole('row').nth(1)).toBeVisible();
    }
    // A name on the axis for each line of the table, and a legend for each series.
    const rows = await lines.locator('tbody tr').count();
    for (const caption of [T.firstReplyChart, T.withinChart]) {
      const figure = page.getByRole('figure', { name: caption });
      await expect(figure.locator('.recharts-yAxis .recharts-cartesian-axis-tick')).toHaveCount(rows);
      await expect(figure.locator('.recharts-legend-item')).toHaveCount(2);
    }
    const backlog = page.getByRole('figure', { name: T.backlogChart });
    await expect(backlog.locator('.recharts-area-area')).toBeAttached();
    // A row a day of the range.
    await expect(backlog.getByRole('table').locator('tbody tr')).toHaveCount(30);
    await expectAccessible(page, 'Reports');
  });

  await test.step('the CSV file: a header row naming each column, then the lines and the total', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: T.download }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^service-levels-by-company-\d{4}-\d{2}-\d{2}-to-.*\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const rows = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(
      [
        T.groupings.company,
        T.requests,
        `"${T.csvMinutes(T.firstReplyP50)}"`,
        `"${T.csvMinutes(T.firstReplyP90)}"`,
        `"${T.csvMinutes(T.resolutionP50)}"`,
        `"${T.csvMinutes(T.resolutionP90)}"`,
        T.csvPercent(T.firstReplyWithin),
        T.csvPercent(T.resolutionWithin),
        T.ratings,
        T.csvPercent(T.goodShare),
      ].join(','),
    );
    expect(rows.at(-2)).toMatch(new RegExp(`^${T.total},\\d+,`));
  });

  await test.step('the README’s picture, at a desktop size', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: SCREENSHOT, fullPage: true });
  });

  await test.step('grouped by concierge, from the keyboard, into the address', async () => {
    // From the checked option, the arrow moves to the next one.
    await page.getByRole('radio', { name: T.groupings.company }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: T.groupings.concierge })).toBeChecked();
    await page.getByRole('button', { name: T.apply }).press('Enter');
    await expect(page).toHaveURL(/by=concierge/);
    await expect(page.getByRole('table', { name: T.linesLabel.concierge })).toBeVisible();
  });

  await test.step('days without requests: the empty state, and a range the form refuses', async () => {
    await page.getByLabel(T.from, { exact: true }).fill('2020-01-01');
    await page.getByLabel(T.to, { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: T.apply }).click();
    await expect(page.getByRole('heading', { name: T.empty })).toBeVisible();
    await expect(page.getByRole('button', { name: T.download })).toHaveCount(0);
    await expectAccessible(page, 'Reports, no requests');
    await page.getByLabel(T.to, { exact: true }).fill('2019-12-01');
    await page.getByRole('button', { name: T.apply }).click();
    await expect(page.getByText(T.rangeInvalid)).toBeVisible();
    await expect(page.getByLabel(T.to, { exact: true })).toBeFocused();
  });
  expect(errors()).toEqual([]);

  await test.step('a concierge who is not an admin sees the notice, no link, and the API refuses', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await openSignedIn(other, CONCIERGE, '/console/reports');
    await expect(other.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(other.getByText(T.adminsOnly)).toBeVisible();
    await expect(
      other.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }),
    ).toHaveCount(0);
    await expectAccessible(other, 'Reports, not an admin');
    await context.close();
    const concierge = await staffClient(CONCIERGE);
    await expect(
      concierge.call('getServiceLevelReport', { query: { from: '2026-01-01', to: '2026-01-31' } }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

import { expect, test } from '@playwright/test';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { DATA_RETENTION_TEXTS as T } from '../src/routes/data-retention/data-retention-texts';
import { ADMIN, CONCIERGE } from './support/accounts';
import { openSignedIn } from './support/ui';

// Data retention in the console (docs/team-console.md#data-retention): the admin reaches the page from the
// header, opens a company's form by keyboard, is told plainly about a bad number of months, sees the dry run
// before anything is set (a real one, and the wording of a count the server could give, which a fresh
// database cannot: its requests are minutes old), confirms the policy, then removes it after a confirmation.
// A concierge meets the notice. The passes themselves are the API's tests (apps/api/src/retention).

/** The seeded requesters' company (apps/api demo data). */
const COMPANY = 'Demo Company';
const PREVIEW_API = '**/api/v1/concierge/companies/*/retention_policy/preview?*';

test('an admin sees what a policy would take, confirms it, and removes it', async ({ page, browser }) => {
  test.slow();
  const company = page
    .getByRole('list', { name: T.listLabel })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: COMPANY }) });
  const months = page.getByRole('textbox', { name: T.months });
  // The form's live region: always there, empty until a check answers.
  const dryRun = page.locator('.retention-form').getByRole('status');

  await openSignedIn(page, ADMIN);
  // Watched from here: a sign-in through the form may spend a code another test used (a 401, then the next).
  const errors = watchForPageErrors(page);
  await page.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }).click();
  await expect(page).toHaveURL(/\/console\/data-retention$/);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeFocused();
  await expect(company).toContainText(T.noPolicy);
  await expectAccessible(page, 'Data retention');

  await test.step('by keyboard: the form opens on the months, and a bad number is said plainly', async () => {
    await company.getByRole('button', { name: T.setPolicyNamed(COMPANY) }).press('Enter');
    await expect(months).toBeFocused();
    await expect(months).toHaveValue('12');
    await months.fill('0');
    await months.press('Enter');
    await expect(page.getByText(T.monthsInvalid)).toBeVisible();
    await expect(months).toBeFocused();
    await expectAccessible(page, 'the retention form with its error');
  });

  await test.step('the count the dry run answers is said before anything is set', async () => {
    await page.route(PREVIEW_API, (route) =>
      route.fulfill({
        json: {
          preview: {
            company_id: 1,
            months: 24,
            action: 'anonymise',
            cutoff: '2024-11-03T09:00:00.000Z',
            requests: 12,
          },
        },
      }),
    );
    await months.fill('24');
    await months.press('Enter');
    await expect(dryRun).toContainText('12 completed requests would be anonymised now.');
    await expect(page.getByRole('button', { name: T.confirm })).toBeVisible();
    await page.unroute(PREVIEW_API);
    // Another answer is another policy: the form asks for a new check.
    await months.fill('1');
    await expect(dryRun).toBeEmpty();
    await expect(page.getByRole('button', { name: T.check })).toBeVisible();
  });

  await test.step('the real dry run of deleting after a month, then confirmed', async () => {
    // The choice by keyboard: from the checked option, the arrow moves to the next one.
    await page.getByRole('radio', { name: new RegExp(`^${T.anonymise}`) }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: new RegExp(`^${T.delete}`) })).toBeChecked();
    await months.press('Enter');
    // The demo's requests were completed minutes ago: none is a month old.
    await expect(dryRun).toContainText(T.wouldDelete(0));
    await expect(company).toContainText(T.noPolicy);
    await expectAccessible(page, 'the dry run before confirming');
    await months.press('Enter');
    await expect(page.getByText(T.saved(COMPANY))).toBeVisible();
    await expect(company).toContainText(T.deleteAfter(1));
    await expect(company).toContainText('Alex Admin');
    await expect(company).toContainText(T.neverRun);
    await expectAccessible(page, 'a company with its policy');
  });

  await test.step('removed after the dialog’s confirmation', async () => {
    await company.getByRole('button', { name: T.removeNamed(COMPANY) }).press('Enter');
    const dialog = page.getByRole('alertdialog', { name: T.removeTitle(COMPANY) });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'removing a policy');
    await dialog.getByRole('button', { name: T.remove }).press('Enter');
    await expect(page.getByText(T.removed(COMPANY))).toBeVisible();
    await expect(company).toContainText(T.noPolicy);
  });
  expect(errors()).toEqual([]);

  await test.step('a concierge who is not an admin sees the notice, and no link to the page', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await openSignedIn(other, CONCIERGE, '/console/data-retention');
    await expect(other.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(other.getByText(T.adminsOnly)).toBeVisible();
    await expect(
      other.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }),
    ).toHaveCount(0);
    await expectAccessible(other, 'Data retention, not an admin');
    await context.close();
  });
});

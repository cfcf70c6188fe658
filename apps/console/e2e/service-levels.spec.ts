import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { SERVICE_LEVEL_TEXTS as T } from '../src/routes/service-levels/service-level-texts';
import { ADMIN, CONCIERGE, staffClient } from './support/accounts';
import { openSignedIn } from './support/ui';

// Service levels in the console (docs/service-levels.md#policies): the admin changes the default policy's
// week, holidays and targets and finds them saved after a reload; a closing time before the opening time is
// said at the week, by the form and by the server; a company gets a policy of its own, then loses it after
// a confirmation. A concierge meets the notice. The clocks themselves are the API's tests.

/** The seeded requesters' company (apps/api demo data). */
const COMPANY = 'Demo Company';
const DEFAULT_API = '**/api/v1/concierge/service_levels/default';

const day = (form: Locator, name: string) => form.getByRole('group', { name, exact: true });

/** The default policy's section, and its form once open. */
function defaultPolicy(page: Page) {
  const section = page.getByRole('region', { name: T.defaultHeading });
  return { section, form: section.getByRole('form', { name: T.formHeadingDefault }) };
}

test('an admin changes the default policy, is told of wrong hours, and gives a company its own', async ({
  page,
  browser,
}) => {
  test.slow();
  // The default as it was, put back at the end: the other tests' requests follow it.
  const admin = await staffClient(ADMIN);
  const before = (await admin.call('getServiceLevels', {})).data.default;
  const { section, form } = defaultPolicy(page);
  const company = page
    .getByRole('list', { name: T.listLabel })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: COMPANY }) });

  await openSignedIn(page, ADMIN);
  const errors = watchForPageErrors(page);
  await page.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }).click();
  await expect(page).toHaveURL(/\/console\/service-levels$/);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeFocused();
  await expect(section).toContainText(T.targetsFact);
  await expect(company).toContainText(T.followsDefault);
  await expectAccessible(page, 'Service levels');

  try {
    await test.step('the default policy’s week, holidays and targets, saved and there after a reload', async () => {
      await section.getByRole('button', { name: T.changeDefault }).press('Enter');
      await expect(form.getByLabel(T.timeZone)).toBeFocused();
      await form.getByLabel(T.timeZone).selectOption('Europe/Paris');
      await day(form, T.days.mon).getByLabel(T.closes).fill('18:30');
      const saturday = day(form, T.days.sat);
      await saturday.getByLabel(T.open, { exact: true }).check();
      await saturday.getByLabel(T.opens).fill('10:00');
      await saturday.getByLabel(T.closes).fill('14:00');
      await form.getByLabel(T.holidayDate, { exact: true }).fill('2026-12-25');
      await form.getByRole('button', { name: T.addHoliday }).click();
      await expect(form.getByRole('list', { name: T.holidaysLabel })).toContainText('Dec 25, 2026');
      await form.getByLabel(T.firstReply).fill('2:30');
      await form.getByLabel(T.nextReply).fill('6');
      await form.getByLabel(T.resolution).fill('30');
      await form.getByLabel(T.warnBeforeLabel).fill('45');
      await form.getByLabel(T.unassignOnBreach).check();
      await expectAccessible(page, 'the policy form');
      await form.getByRole('button', { name: T.save }).click();
      await expect(page.getByText(T.savedDefault)).toBeVisible();
      // The form closed: the focus is back on the button that opened it.
      await expect(section.getByRole('button', { name: T.changeDefault })).toBeFocused();
      await page.reload();
      await expect(section).toContainText('Europe/Paris');
      await expect(section).toContainText(`${T.days.mon} 09:00–18:30`);
      await expect(section).toContainText(`${T.days.tue}–${T.days.fri} 09:00–17:00`);
      await expect(section).toContainText(`${T.days.sat} 10:00–14:00`);
      await expect(section).toContainText('Dec 25, 2026');
      await expect(section).toContainText(T.targets('2 h 30 min', '6 h', '30 h'));
      await expect(section).toContainText(T.warnBefore('45 min'));
      await expect(section).toContainText(T.unassigns);
      await expect(section).toContainText('Alex Admin');
    });

    await test.step('a closing time before the opening time: the form says so at the week', async () => {
      await section.getByRole('button', { name: T.changeDefault }).click();
      const monday = day(form, T.days.mon);
      await monday.getByLabel(T.opens).fill('18:00');
      await monday.getByLabel(T.closes).fill('09:00');
      await form.getByRole('button', { name: T.save }).click();
      const message = T.dayTimesOrder(T.days.mon);
      await expect(form.getByText(message)).toBeVisible();
      await expect(monday.getByLabel(T.closes)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('group', { name: T.weeklyHours })).toBeFocused();
      await expectAccessible(page, 'the policy form with its error');
      // Fixed, the message goes at once.
      await monday.getByLabel(T.opens).fill('08:00');
      await expect(form.getByText(message)).toHaveCount(0);
    });

    await test.step('the server’s refusal of the same mistake lands at the week too', async () => {
      // The form would not send it: the body is changed on its way, so the real server answers.
      await page.route(DEFAULT_API, async (route) => {
        const body = route.request().postDataJSON() as {
          service_level: { hours: Array<{ open: string; close: string }> };
        };
        body.service_level.hours[0] = { ...body.service_level.hours[0]!, open: '18:00', close: '09:00' };
        await route.continue({ postData: JSON.stringify(body) });
      });
      await form.getByRole('button', { name: T.save }).click();
      const message = T.dayMessage(T.days.mon, 'The closing time must be after the opening time.');
      await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByRole('alert').first()).toContainText(
        'The closing time must be after the opening time.',
      );
      await page.unroute(DEFAULT_API);
      await form.getByRole('button', { name: T.cancel }).click();
    });

    await test.step('a company’s own policy, then removed after the dialog’s confirmation', async () => {
      await company.getByRole('button', { name: T.setPolicyNamed(COMPANY) }).click();
      const own = company.getByRole('form', { name: T.formHeading(COMPANY) });
      // A first own policy starts from the default's.
      await expect(own.getByLabel(T.timeZone)).toHaveValue('Europe/Paris');
      await own.getByLabel(T.firstReply).fill('1');
      await own.getByRole('button', { name: T.save }).click();
      await expect(page.getByText(T.saved(COMPANY))).toBeVisible();
      await expect(company).toContainText(T.ownPolicy);
      await expect(company).toContainText(T.targets('1 h', '6 h', '30 h'));
      await expectAccessible(page, 'a company with its own policy');

      await company.getByRole('button', { name: T.removeNamed(COMPANY) }).press('Enter');
      const dialog = page.getByRole('alertdialog', { name: T.removeTitle(COMPANY) });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: T.remove }).press('Enter');
      await expect(page.getByText(T.removed(COMPANY))).toBeVisible();
      await expect(company).toContainText(T.followsDefault);
      await expect(company).not.toContainText(T.targetsFact);
    });
    // The one refusal the test asked for, which the browser logs.
    expect(errors()).toEqual([expect.stringContaining('status of 400')]);
  } finally {
    const { updated_by: _by, updated_at: _at, ...settings } = before;
    await admin.call('setDefaultServiceLevel', { body: { service_level: settings } });
  }

  await test.step('a concierge who is not an admin sees the notice, and no link to the page', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    await openSignedIn(other, CONCIERGE, '/console/service-levels');
    await expect(other.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
    await expect(other.getByText(T.adminsOnly)).toBeVisible();
    await expect(
      other.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }),
    ).toHaveCount(0);
    await expectAccessible(other, 'Service levels, not an admin');
    await context.close();
  });
});

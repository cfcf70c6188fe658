import { expect, test } from '@playwright/test';
import { SERVICE_LEVEL_TEXTS } from '@concierge/api-client';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { DUE_TEXTS as D } from '../src/features/due/due-texts';
import { AVAILABILITY_TEXTS as A } from '../src/features/availability/availability-texts';
import { TEAM_TEXTS } from '../src/routes/team/team-texts';
import { ADMIN, conciergeClient, signUpRequester, staffClient } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { inviteConcierge } from './support/staff';
import { literal } from './support/patterns';
import { openSignedIn } from './support/ui';

// Availability for routing (service levels): a concierge of the test's own goes available and away from the
// queue, "Due next" follows their view live, and an admin sees and changes availability and limit on the
// team page. They end away: routing gives new requests only to available concierges, and other tests expect
// theirs to stay unassigned.

test('available and away from the queue; "Due next" live; the team page and an admin’s limit', async ({
  browser,
  page,
}) => {
  // Two browsers and an invitation: past the ordinary limit on CI's busy cores.
  test.slow();
  const errors = watchForPageErrors(page);
  const staff = await inviteConcierge('availability');
  const name = 'availability Staff';
  const admin = await staffClient(ADMIN);
  const staffId = (await admin.getStaff()).find((member) => member.email === staff.email)!.id;
  const toggle = page.getByRole('checkbox', { name: A.switchLabel });

  await test.step('a new concierge starts away; switching on is kept after a reload', async () => {
    await openSignedIn(page, staff);
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(A.openOfLimit(0, 20))).toBeVisible();
    await toggle.check();
    await expect(page.getByText(A.nowAvailable)).toBeVisible();
    await page.reload();
    await expect(toggle).toBeChecked();
    await expectAccessible(page, 'queue with the availability switch');
  });

  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token);
  await admin.assignRequest(requestId, staffId);

  await test.step('"Due next" in their view lists their request, then empties live once replied to', async () => {
    await page.goto('/console/?view=mine');
    const panel = page.getByRole('region', { name: D.dueNextHeading });
    await expect(panel.locator(`a[href="/console/requests/${requestId}"]`)).toBeVisible();
    await expect(page.getByText(A.openOfLimit(1, 20))).toBeVisible();
    await (
      await conciergeClient()
    ).postConciergeMessage(requestId, { bodyHtml: '<p>Which day suits you?</p>' });
    await expect(panel.getByText(D.nothingDue)).toBeVisible();
  });

  const other = await browser.newContext();
  const adminPage = await other.newPage();
  await test.step('the team page shows their availability and open requests against their limit', async () => {
    await openSignedIn(adminPage, ADMIN, '/console/team');
    const row = adminPage
      .getByRole('region', { name: TEAM_TEXTS.membersHeading })
      .getByRole('listitem')
      .filter({ hasText: staff.email });
    await expect(row).toContainText(A.available);
    await expect(row).toContainText(A.openOfLimit(1, 20));
  });

  await test.step('an admin changes the limit: the server’s message at the field, then saved', async () => {
    await adminPage.getByRole('button', { name: A.editNamed(name) }).click();
    const form = adminPage.getByRole('region', { name: A.formHeading(name) });
    await expect(form.getByRole('checkbox', { name: A.memberAvailable })).toBeFocused();
    const limit = form.getByRole('textbox', { name: new RegExp(`^${A.limit}`) });
    await limit.fill('0');
    await form.getByRole('button', { name: A.save }).click();
    // Under the field, and read with it.
    await expect(limit).toHaveAccessibleDescription(new RegExp(literal(SERVICE_LEVEL_TEXTS.openLimit)));
    await expectAccessible(adminPage, 'the availability form with the server’s message');
    await limit.fill('3');
    await form.getByRole('button', { name: A.save }).click();
    await expect(adminPage.getByText(A.saved(name))).toBeVisible();
    await expect(adminPage.getByRole('button', { name: A.editNamed(name) })).toBeFocused();
    const row = adminPage.getByRole('listitem').filter({ hasText: staff.email });
    await expect(row).toContainText(A.openOfLimit(1, 3));
  });
  await other.close();

  await test.step('switching off is kept after a reload, with the admin’s limit', async () => {
    await page.reload();
    await expect(page.getByText(A.openOfLimit(1, 3))).toBeVisible();
    await toggle.uncheck();
    await expect(page.getByText(A.nowAway)).toBeVisible();
    await page.reload();
    await expect(toggle).not.toBeChecked();
  });
  expect(errors()).toEqual([]);
});

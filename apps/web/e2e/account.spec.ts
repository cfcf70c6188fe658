import { expectAccessible } from '@concierge/e2e-support';
import { nodeClient } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForMessage } from './support/outbox';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';

// /account (docs/account.md) against the real server: the name (initials change at once), the password (current
// one required; other sessions end) and the email (only through the link sent to the new address).

const A = TEXTS.account;
const field = (label: string) => new RegExp(`^${label}`);

test('changes the name, the password and the email from /account', async ({ page, request, user }) => {
  test.slow();
  const otherDevice = nodeClient();
  otherDevice.setToken((await otherDevice.client.signIn(user.email, user.password)).token);
  await signInThroughUi(page, user);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: A.title })).toBeVisible();
  await expectAccessible(page, 'account');

  await test.step('a new name shows in the header at once', async () => {
    const name = page.getByRole('form', { name: A.nameHeading });
    await name.getByRole('textbox', { name: field(A.firstName) }).fill('Grace');
    await name.getByRole('textbox', { name: field(A.lastName) }).fill('Hopper');
    await name.getByRole('textbox', { name: field(A.lastName) }).press('Enter');
    await expect(name.getByText(A.nameSaved)).toBeVisible();
    await expect(page.getByRole('banner').getByText('GH', { exact: true })).toBeVisible();
  });

  await test.step('the password needs the current one; other sessions end', async () => {
    const form = page.getByRole('form', { name: A.passwordHeading });
    const next = `${user.password}-new`;
    await form.getByLabel(field(A.currentPassword)).fill('not my password at all');
    await form.getByLabel(field(A.newPassword)).fill(next);
    await form.getByRole('button', { name: A.changePassword }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'account with a password error');
    await form.getByLabel(field(A.currentPassword)).fill(user.password);
    await form.getByLabel(field(A.newPassword)).fill(next);
    await form.getByRole('button', { name: A.changePassword }).click();
    await expect(form.getByText(A.passwordChanged)).toBeVisible();
    await expect(otherDevice.client.call('getOpenRequests', {})).rejects.toMatchObject({ status: 401 });
    user.password = next;
  });

  await test.step('the email changes only through the link sent to the new address', async () => {
    const form = page.getByRole('form', { name: A.emailHeading });
    const newEmail = `new-${user.email}`;
    await form.getByLabel(field(A.newEmail)).fill(newEmail);
    await form.getByLabel(field(A.currentPassword)).fill(user.password);
    await form.getByRole('button', { name: A.sendLink }).click();
    await expect(form.getByText(A.linkSent(newEmail))).toBeVisible();
    await expect(form.getByText(A.currentEmail(user.email))).toBeVisible();
    const mail = await waitForMessage(request, { recipient: newEmail, kind: 'email-change' });
    const link = /\/confirm-email\/[\w-]+/.exec(mail.body)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!);
    await expectAccessible(page, 'confirm email');
    await page.getByRole('button', { name: A.confirmAction }).click();
    await expect(page.getByText(A.confirmed)).toBeVisible();
    await waitForMessage(request, { recipient: user.email, kind: 'email-changed' });
    await page.goto('/account');
    await expect(page.getByText(A.currentEmail(newEmail))).toBeVisible();
  });

  await test.step('the notification settings are one link away', async () => {
    await page.getByRole('link', { name: A.notificationSettings }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible } from '@concierge/e2e-support';
import { DATA_EXPORT_TEXTS as X } from '@concierge/account-ui/data-exports-texts';
import { tokenFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { waitForMessage } from './support/outbox';
import { createRequestThroughApi } from './support/requests';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';
import { YOUR_DATA_TEXTS as T } from '../src/routes/your-data/your-data-texts';

// A copy of one's data (docs/personal-data.md#export) against the real server and its export job: asked
// for by keyboard on the account's "Your data" page, followed until it is ready (the page looks again by
// itself), announced by email, downloaded behind sign-in and opened: the ZIP holds the person's request.

test('asks for a copy of one’s data, follows it until ready, and downloads the ZIP', async ({
  page,
  user,
}) => {
  test.slow();
  const { requestId } = await createRequestThroughApi(await tokenFor(user));
  await signInThroughUi(page, user);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('link', { name: TEXTS.account.yourData }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await expect(page.getByText(X.empty)).toBeVisible();
  await expectAccessible(page, 'your data, none yet');

  await page.getByRole('button', { name: T.ask }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: T.asked })).toBeVisible();
  const copies = page.getByRole('region', { name: X.listHeading }).getByRole('listitem');
  await expect(copies).toHaveCount(1);

  // Reloaded while it is prepared: the copy is still there, and the page follows it until it is ready.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await expect(copies.first()).toContainText(/Ready\. It can be downloaded until/, { timeout: 45_000 });
  await expectAccessible(page, 'your data, a copy ready');
  const mail = await waitForMessage(page.request, { recipient: user.email, kind: 'data-export-ready' });
  expect(mail.body).toContain('/account/data');

  const link = copies.first().getByRole('link', { name: /^concierge-data-\d{4}-\d{2}-\d{2}\.zip/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const data = JSON.parse(strFromU8(files['data.json']!));
  expect(data.account.email).toBe(user.email);
  expect(data.requests.map((request: { id: number }) => request.id)).toEqual([requestId]);
  expect(strFromU8(files['index.html']!)).toContain('Find a plumber');
});

test('asking a fourth time in a day says when to come back, in the server’s words', async ({
  page,
  user,
}) => {
  const token = await tokenFor(user);
  for (let ask = 0; ask < 3; ask += 1) {
    const answer = await page.request.post('/api/v1/users/data_exports', {
      headers: { authorization: token },
    });
    expect(answer.ok()).toBe(true);
    // Ready before the next ask (one in preparation is answered again, not counted).
    await expect
      .poll(
        async () => {
          const list = await page.request.get('/api/v1/users/data_exports', {
            headers: { authorization: token },
          });
          return ((await list.json()) as { exports: Array<{ state: string }> }).exports[0]?.state;
        },
        { timeout: 45_000 },
      )
      .toBe('ready');
  }
  await signInThroughUi(page, user);
  await page.goto('/account/data');
  await page.getByRole('button', { name: T.ask }).click();
  await expect(page.getByRole('alert')).toContainText(
    'You asked for three exports today already. Try again tomorrow.',
  );
  await expect(page.getByRole('region', { name: X.listHeading }).getByRole('listitem')).toHaveCount(3);
});

test('asks for the account’s deletion with the password; every session ends; signing in keeps it', async ({
  page,
  user,
}) => {
  await signInThroughUi(page, user);
  await page.goto('/account/data');
  const password = page.getByLabel(T.password);
  await password.fill('not my password');
  await password.press('Enter');
  await expect(password).toHaveAccessibleDescription(/Your current password is not correct\./);
  await password.fill(user.password);
  await password.press('Enter');
  await expect(page.getByText(/^Your account will be deleted on .+\. We emailed you\./)).toBeVisible();
  await expectAccessible(page, 'your data, deletion asked for');
  const mail = await waitForMessage(page.request, { recipient: user.email, kind: 'erasure-asked' });
  expect(mail.subject).toBe('Your Concierge account will be deleted');
  // The session ended with the ask: the next page leads to sign-in, and signing in keeps the account.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in/);
  await signInThroughUi(page, user);
  await page.goto('/account/data');
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { isApiError } from '@concierge/api-client';
import { TEXTS } from '../src/app/texts';
import { CONCIERGE, nodeClient, signUpRequester } from './support/accounts';
import { createRequestThroughApi } from './support/requests';
import { signInThroughConsole } from './support/ui';

test('a concierge signs in and lands on the queue; sign-out returns to sign-in', async ({ page }) => {
  const errors = watchForPageErrors(page);
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.signIn.title })).toBeVisible();
  await expectAccessible(page, 'sign-in');

  await signInThroughConsole(page, CONCIERGE);
  await expect(page).toHaveURL(/\/console\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS.queue.title })).toBeVisible();
  await expect(page.getByText('Casey Concierge')).toBeVisible();

  await page.getByRole('button', { name: TEXTS.signOut }).click();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  expect(errors()).toEqual([]);
});

test('a signed-out visitor is sent to sign-in and back to the page they asked for', async ({ page }) => {
  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token);
  await page.goto(`/console/requests/${requestId}`);
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await signInThroughConsole(page, CONCIERGE);
  await expect(page).toHaveURL(new RegExp(`/console/requests/${requestId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Find a plumber' })).toBeVisible();
});

test('a requester is refused with a clear message and signed out of the console only', async ({ page }) => {
  const requester = await signUpRequester();
  // The requester is also signed in to the web app on the same origin (its session keys, the sign-up token).
  await page.goto('/console/sign-in');
  await page.evaluate((token) => localStorage.setItem('concierge.auth.token', token), requester.token);
  await page.getByLabel(TEXTS.signIn.email).fill(requester.email);
  await page.getByLabel(TEXTS.signIn.password).fill(requester.password);
  await page.getByRole('button', { name: TEXTS.signIn.submit }).click();
  await expect(page.getByText(TEXTS.notConcierge)).toBeVisible();
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expectAccessible(page, 'sign-in with the refusal');
  // Signed out for real: the queue sends the visitor back to sign-in.
  await page.goto('/console/');
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('token')));
  expect(stored).toEqual(['concierge.auth.token']);
  // The console revoked its own token only: the web app's session still works.
  const { client, setToken } = nodeClient();
  setToken(requester.token);
  expect((await client.getCurrentUser()).email).toBe(requester.email);
});

test('the API answers 403 to a requester on every concierge endpoint', async () => {
  const requester = await signUpRequester();
  const { client, setToken } = nodeClient();
  setToken(requester.token);
  const calls = [
    () => client.getQueue('open'),
    () => client.getQueueCounts(),
    () => client.getQueueRequest(1),
    () => client.postConciergeMessage(1, { bodyHtml: '<p>Hi</p>' }),
    () => client.moveRequest(1, 'in_progress'),
  ];
  for (const call of calls) {
    const failure = await call().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isApiError(failure) && failure.status).toBe(403);
  }
});

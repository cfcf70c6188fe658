import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// docs/screens.md#shell-links-and-failed-page-loads: "If a lazily loaded page fails to load, the browser reloads that URL" — once: a marker in
// sessionStorage stops a loop when the chunk is gone for good.

const FORGOT_PASSWORD_CHUNK = /\/assets\/forgot-password-page-[\w-]+\.js$/;

function countDocumentLoads(page: Page, path: string) {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === path) loads += 1;
  });
  return () => loads;
}

test('a page chunk that fails once is fetched again by reloading that URL', async ({ page }) => {
  let failures = 0;
  await page.route(FORGOT_PASSWORD_CHUNK, async (route) => {
    if (failures === 0) {
      failures += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  const loads = countDocumentLoads(page, '/forgot-password');
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(failures).toBe(1);
  // The in-app navigation failed, so the browser loaded /forgot-password as a document: the reload.
  expect(loads()).toBe(1);
  // The heading is prerendered HTML: the marker goes once the app has settled on the page.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('concierge:chunk-reload'))).toBeNull();
});

test('a chunk that keeps failing reloads once, then shows an error with a way to retry', async ({ page }) => {
  let blocked = true;
  await page.route(FORGOT_PASSWORD_CHUNK, (route) =>
    blocked ? route.abort('connectionreset') : route.continue(),
  );
  const loads = countDocumentLoads(page, '/forgot-password');
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('This page could not be loaded.')).toBeVisible();
  // The first load and exactly one automatic reload: no loop.
  expect(loads()).toBe(2);

  blocked = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(loads()).toBe(3);
});

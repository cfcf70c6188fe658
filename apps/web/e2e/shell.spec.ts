import { expect, test } from '@playwright/test';

test('the server serves the built app at the root and on deep links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Concierge' })).toBeVisible();
  await page.goto('/some/deep/link');
  await expect(page.getByRole('heading', { name: 'Concierge' })).toBeVisible();
});

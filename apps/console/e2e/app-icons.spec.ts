import { test } from '@playwright/test';
import { expectAppIcons } from '@concierge/e2e-support';

test('favicon (SVG and .ico), touch icon and web manifest, allowed by the CSP', async ({ page }) => {
  await page.goto('/console/sign-in');
  await expectAppIcons(page, { name: 'Concierge console', startUrl: '/console/' });
});

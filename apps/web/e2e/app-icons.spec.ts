import { expectAppIcons } from '@concierge/e2e-support';
import { expect, test } from './support/fixtures';

test('favicon (SVG and .ico), touch icon and web manifest, allowed by the CSP', async ({ page }) => {
  await page.goto('/sign-in');
  await expectAppIcons(page, { name: 'Concierge', startUrl: '/' });
  // Browsers and tools also ask for /favicon.ico without reading the page.
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
});

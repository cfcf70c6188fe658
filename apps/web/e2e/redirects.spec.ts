import { expect, test } from './support/fixtures';
import { PARTNERS, partnerUrl } from './support/environment';

// docs/screens.md#routes: every legacy address and every partner route, in the built app served by the real server.
// One browser page walks a group of addresses (test.step each), which keeps the suite fast on 2 cores.

test('legacy unlock addresses, with or without a numeric user id, go to /unlock/{token}', async ({
  page,
}) => {
  const cases: [from: string, token: string][] = [
    ['/tok-123/unlock', 'tok-123'],
    ['/tok-123/unlock/42', 'tok-123'],
    ['/42/tok-123/unlock', 'tok-123'],
    ['/reset-password/tok-456/unlock', 'tok-456'],
    ['/reset-password/tok-456/unlock/42', 'tok-456'],
    ['/reset-password/42/tok-456/unlock', 'tok-456'],
  ];
  for (const [from, token] of cases) {
    await test.step(from, async () => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`/unlock/${token}$`));
      await expect(page.getByRole('heading', { name: 'Unlock your account' })).toBeVisible();
    });
  }
});

test('a non-numeric user id in a legacy unlock address is not found', async ({ page }) => {
  for (const from of ['/tok-123/unlock/not-a-number', '/reset-password/tok-456/unlock/x1']) {
    await page.goto(from);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('legacy sign-in, sign-up and request addresses redirect (signed out)', async ({ page }) => {
  const cases: [from: string, to: RegExp][] = [
    ['/users/sign_in', /\/sign-in$/],
    ['/users/sign_up', /\/sign-up$/],
    ['/users/sign_up/acme', /\/sign-up\/acme$/],
    // The next three land on auth-required pages, whose guard then asks to sign in.
    ['/life_concierge_requests', /\/sign-in$/],
    ['/life_concierge_requests/new', /\/sign-in$/],
    ['/requests/new', /\/sign-in$/],
  ];
  for (const [from, to] of cases) {
    await test.step(from, async () => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

for (const prefix of ['products', 'additional-information']) {
  test(`the seven /${prefix}/ partner routes open the configured partner pages`, async ({ page }) => {
    for (const partner of PARTNERS) {
      await test.step(partner, async () => {
        await page.goto(`/${prefix}/${partner}`);
        await expect(page).toHaveURL(partnerUrl(partner));
        await expect(page.getByRole('heading', { name: `Partner ${partner}` })).toBeVisible();
      });
    }
  });
}

test('an unknown partner is not found', async ({ page }) => {
  await page.goto('/products/space-travel-insurance');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('any other path shows the not-found page, with a way back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Concierge');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

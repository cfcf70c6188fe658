import { expect, test, type Page } from '@playwright/test';
import { createApiClient, isApiError } from '@concierge/api-client';
import { expectAccessible, watchForPageErrors } from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { API_TOKEN_TEXTS as T } from '../src/routes/api-tokens/api-token-texts';
import { ADMIN, CONCIERGE } from './support/accounts';
import { appOrigin } from './support/environment';
import { openSignedIn, signInThroughConsole } from './support/ui';

// API tokens in the console (docs/api.md#api-tokens): an admin makes one from the form, sees it once and
// copies it, another system calls the API with it (its last use then listed), and the admin revokes it
// after a confirmation, which refuses the token's next call at once. Scopes route by route, expiry and rate
// limits are the API's tests (apps/api/src/api-tokens). Every state checked with axe at 320 and 1280 px.

const TOKENS_API = '**/api/v1/concierge/api_tokens';

/** Picks a chip of a choice group by its text, as a person clicks it (the chip covers its native input). */
async function choose(page: Page, role: 'radio' | 'checkbox', name: string) {
  await page.locator('.cui-chip').filter({ hasText: name }).first().click();
  await expect(page.getByRole(role, { name: new RegExp(`^${name}`) })).toBeChecked();
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an admin makes a token, copies it once, sees its use and revokes it', async ({ page }) => {
  // Six states, each checked with axe at two widths.
  test.setTimeout(150_000);
  const errors = watchForPageErrors(page);
  const note = `CRM sync ${Date.now().toString(36)}`;
  const tokenCard = () =>
    page
      .getByRole('list', { name: T.listLabel })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: note }) });
  await signInThroughConsole(page, ADMIN);

  await test.step('reached from the header: loading, a failed load offers to try again, an empty list says so', async () => {
    let answer: 'slow-error' | 'empty' = 'slow-error';
    await page.route(TOKENS_API, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      if (answer === 'empty') return route.fulfill({ json: { api_tokens: [], companies: [] } });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.fulfill({ status: 500, json: { error: 'boom' } });
    });
    await page.getByRole('navigation', { name: TEXTS.navLabel }).getByRole('link', { name: T.nav }).click();
    await expect(page).toHaveURL(/\/console\/api-tokens$/);
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: TEXTS.loadingWhat(T.what) })).toBeAttached();
    await expectAccessible(page, 'API tokens, loading');
    await expect(page.getByText(TEXTS.loadFailed(T.what))).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'API tokens, failed to load');
    answer = 'empty';
    await page.getByRole('button', { name: TEXTS.tryAgain }).click();
    await expect(page.getByRole('heading', { name: T.empty })).toBeVisible();
    await expectAccessible(page, 'API tokens, empty');
    await page.unroute(TOKENS_API);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  });

  await test.step('the form names every missing answer under its field', async () => {
    await page.getByRole('button', { name: T.add }).click();
    await expect(page.getByRole('textbox', { name: T.note })).toBeFocused();
    await page.getByRole('button', { name: T.create }).click();
    await expect(page.getByText(T.noteRequired)).toBeVisible();
    await expect(page.getByText(T.scopesRequired)).toBeVisible();
    await expect(page.getByRole('textbox', { name: T.note })).toBeFocused();
    await choose(page, 'radio', T.expiresOnDate);
    await page.getByRole('button', { name: T.create }).click();
    await expect(page.getByText(T.expiryDateInvalid)).toBeVisible();
    await expectAccessible(page, 'the token form with its errors');
  });

  let token = '';
  await test.step('made: the token is shown once, and copied', async () => {
    await page.getByRole('textbox', { name: T.note }).fill(note);
    await choose(page, 'checkbox', T.scope['requests:read']);
    await choose(page, 'checkbox', T.scope['messages:write']);
    await choose(page, 'radio', T.expiresInDays(30));
    await choose(page, 'radio', T.allCompanies);
    await page.getByRole('button', { name: T.create }).click();
    await expect(page.getByRole('heading', { name: T.tokenHeading })).toBeFocused();
    token = (await page.getByTestId('new-api-token').textContent()) ?? '';
    expect(token).toMatch(/^cct_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: T.copy }).click();
    await expect(page.getByText(T.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await expect(tokenCard()).toContainText(T.neverUsed);
    await expectAccessible(page, 'the new token, shown once');
    await page.getByRole('button', { name: T.done }).click();
    await expect(page.getByTestId('new-api-token')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(token);
  });

  const system = createApiClient({ baseUrl: appOrigin, token });
  await test.step('another system calls the API with it: the list shows its last use', async () => {
    const { data } = await system.call('getQueue', { query: { state: 'open' } });
    expect(Array.isArray(data.requests)).toBe(true);
    await page.reload();
    await expect(tokenCard()).toContainText(T.lastUsedFrom('', '127.0.0.1').trim());
    await expect(tokenCard().locator('.cui-badge')).toHaveText(T.active);
    await expectAccessible(page, 'the API tokens list');
  });

  await test.step('revoked after a confirmation that can be cancelled: its next call is refused', async () => {
    await page.getByRole('button', { name: T.revokeNamed(note) }).click();
    const dialog = page.getByRole('alertdialog', { name: T.revokeTitle(note) });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the revocation’s confirmation');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await system.call('getQueue', { query: { state: 'open' } });
    await page.getByRole('button', { name: T.revokeNamed(note) }).click();
    await dialog.getByRole('button', { name: T.revoke }).click();
    await expect(page.getByText(T.revokedToast(note))).toBeVisible();
    await expect(tokenCard().locator('.cui-badge')).toHaveText(T.revoked);
    await expect(page.getByRole('button', { name: T.revokeNamed(note) })).toHaveCount(0);
    const refused = await system.call('getQueue', { query: { state: 'open' } }).catch((failure) => failure);
    expect(isApiError(refused) && refused.status).toBe(401);
  });
  // The failed loads the first step answered on purpose are the only errors.
  expect(errors().filter((message) => !/status of 500/.test(message))).toEqual([]);
});

test('a concierge who is not an admin has no API tokens page', async ({ page }) => {
  await openSignedIn(page, CONCIERGE);
  await expect(page.getByRole('navigation', { name: TEXTS.navLabel })).toBeVisible();
  await expect(page.getByRole('link', { name: T.nav })).toHaveCount(0);
  await page.goto('/console/api-tokens');
  await expect(page.getByText(T.adminsOnly)).toBeVisible();
  await expectAccessible(page, 'API tokens, not an admin');
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import {
  enrolAppThroughApi,
  expectAccessible,
  freshTotpCode,
  passConsoleAppStep,
  watchForPageErrors,
} from '@concierge/e2e-support';
import { TEXTS } from '../src/app/texts';
import { ADMIN, nodeClient, signUpRequester } from './support/accounts';
import { catalogTexts } from './support/catalog';
import { expectPseudoLocalized, recordServerData } from './support/pseudo-locale';
import { appOrigin } from './support/environment';
import { createRequestThroughApi } from './support/requests';
import { inviteConcierge } from './support/staff';

// Languages in the console (docs/languages.md): a concierge works a request in Arabic (right to left, axe clean), a language that
// cannot load says so, and the pseudo-locale pass over every route finds no text outside the catalogs and
// nothing clipped at 320 px.

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** A request of a fresh requester's, with one message of theirs in the thread. */
async function requestWithMessage() {
  const requester = await signUpRequester();
  const requestId = await createRequestThroughApi(requester.token, 'Find a plumber');
  const { client, setToken } = nodeClient();
  setToken(requester.token);
  await client.call('postRequestMessage', {
    params: { id: requestId },
    body: { message: { body_html: '<p>The leak is under the sink.</p>', attachment_keys: [] } },
  });
  return { requester, requestId };
}

const html = (page: Page) => page.locator('html');

test('a concierge works a request in Arabic, right to left', async ({ page }) => {
  const ar = await catalogTexts('ar');
  const { requester, requestId } = await requestWithMessage();
  // A concierge of this test's own: it saves a language to its account, which no other test may inherit.
  const concierge = await inviteConcierge('arabic');

  await test.step('a language that cannot load leaves the page as it was, and says so', async () => {
    await page.route(/\/console\/assets\/es-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/console/sign-in');
    await page.getByLabel(TEXTS.language.label).selectOption('es');
    await expect(page.getByRole('alert')).toHaveText(TEXTS.language.failed('Español'));
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel(TEXTS.language.label)).toHaveValue('en');
    await page.unroute(/\/console\/assets\/es-[\w-]+\.js$/);
  });
  // From here on (the refused chunks above are logged as failed loads, on purpose).
  const errors = watchForPageErrors(page);

  await test.step('the sign-in page switches to Arabic: lang, dir and every text', async () => {
    await page.getByLabel(TEXTS.language.label).selectOption('ar');
    await expect(html(page)).toHaveAttribute('lang', 'ar');
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    // The page was rendered again in Arabic, and the switch has focus back.
    await expect(page.getByLabel(ar('console.language.label'))).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: ar('console.signIn.title') })).toBeVisible();
    await expect(page).toHaveTitle(`${ar('console.signIn.title')} · ${ar('console.appName')}`);
    await expectAccessible(page, 'sign-in in Arabic');
    await page.getByLabel(ar('console.signIn.email')).fill(concierge.email);
    await page.getByLabel(ar('console.signIn.password')).fill(concierge.password);
    await page.getByRole('button', { name: ar('console.signIn.submit') }).click();
    // The second factor's step, in Arabic too.
    await passConsoleAppStep(page, concierge.totpSecret, {
      useApp: ar('mfaFactors.kind.totp'),
      codeLabel: ar('mfaFactors.totpLabel'),
    });
  });

  await test.step('the queue in Arabic', async () => {
    await expect(page.getByRole('heading', { level: 1, name: ar('console.queue.title') })).toBeVisible();
    await page.getByLabel(ar('console.queue.search')).fill(requester.lastName);
    const list = page.getByRole('list', { name: ar('console.queue.listLabel.open') });
    await expect(list.getByRole('link', { name: 'Find a plumber' })).toHaveCount(1);
    await expect(page.getByRole('tab', { name: `${ar('console.queue.tab.open')} (1)` })).toBeVisible();
    await expect(list.getByText(ar('console.requestStatus.open'))).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page, 'queue in Arabic');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'console-queue-ar.png') });
    await list.getByRole('link', { name: 'Find a plumber' }).click();
  });

  const thread = page.getByRole('region', { name: ar('console.request.thread') });
  await test.step('the request in Arabic: status, answers, the requester’s message', async () => {
    await expect(page).toHaveURL(new RegExp(`/console/requests/${requestId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Find a plumber' })).toBeVisible();
    await expect(page.getByRole('region', { name: ar('console.request.answers') })).toBeVisible();
    await expect(
      thread.getByRole('article', { name: ar('console.request.messageFrom', requester.fullName) }),
    ).toContainText('The leak is under the sink.');
  });

  await test.step('a reply in Arabic; the toolbar’s arrows follow the reading direction', async () => {
    const toolbar = page.getByRole('toolbar', { name: ar('console.composer.toolbar') });
    await toolbar.getByRole('button', { name: ar('console.composer.bold') }).focus();
    // Right to left, the left arrow goes to the next button (italic), as Tabs do.
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: ar('console.composer.italic') })).toBeFocused();
    await page.getByRole('textbox', { name: ar('console.composer.label') }).click();
    await page.keyboard.type('سيصل السبّاك يوم الثلاثاء صباحًا.');
    await page.getByRole('button', { name: ar('console.composer.send') }).click();
    await expect(page.getByText(ar('console.composer.sent'))).toBeVisible();
    await expect(thread).toContainText('سيصل السبّاك يوم الثلاثاء صباحًا.');
  });

  await test.step('a move, said in Arabic', async () => {
    await page.getByRole('button', { name: ar('console.moves.in_progress') }).click();
    await expect(
      page.getByText(ar('console.moves.moved', ar('console.requestStatus.in_progress'))),
    ).toBeVisible();
    await expect(html(page)).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page, 'request in Arabic');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'console-request-ar.png'), fullPage: true });
  });

  await test.step('the header’s switch saves the language to the account, which wins on the next visit', async () => {
    const fr = await catalogTexts('fr');
    await page.getByLabel(ar('console.language.label')).selectOption('fr');
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel(fr('console.language.label'))).toBeFocused();
    // Only the account can bring French back: this browser forgets its own choice, and reads French as no
    // language it prefers.
    await page.evaluate(() => localStorage.removeItem('concierge.locale'));
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: fr('console.signOut') })).toBeVisible();
  });
  expect(errors()).toEqual([]);
});

test('the pseudo-locale: every route’s texts come from a catalog, none clipped at 320 px', async ({
  page,
}) => {
  test.slow();
  const serverData = recordServerData(page);
  const { requestId } = await requestWithMessage();
  const check = async (label: string) => expectPseudoLocalized(page, label, await serverData());
  const pseudo = (route: string) => page.goto(`/console${route}?locale=en-XA`);
  const heading = page.getByRole('heading', { level: 1 });

  // A new concierge: the screen that asks for a second factor first, then (an authenticator app set up) the
  // MFA step's choice and code pages.
  const staff = await inviteConcierge('pseudo', { enrol: false });

  await test.step('signed out: sign-in, an invitation, a missing page', async () => {
    await pseudo('/sign-in');
    await expect(heading).toContainText('⟦');
    await check('sign-in');
    await pseudo('/accept-invite/no-such-token');
    await expect(heading).toContainText('⟦');
    await check('accepting an invitation');
    await pseudo('/no-such-page');
    await expect(heading).toContainText('⟦');
    await check('a missing page');
  });

  await test.step('the first sign-in: the screen that asks for a second factor, and adding an app', async () => {
    await pseudo('/sign-in');
    await page.locator('#sign-in-email').fill(staff.email);
    await page.locator('#sign-in-password').fill(staff.password);
    await page.locator('#sign-in-password').press('Enter');
    await expect(heading).toContainText('⟦');
    await expect(page.locator('#enrol-app')).toBeVisible();
    await check('the screen that asks for a second factor');
    await page.locator('section[aria-labelledby="enrol-app"] button').click();
    await expect(page.locator('#totp-code')).toBeVisible();
    // The key is the server's, shown in groups of four.
    const key = (await page.locator('.security-secret').textContent()) ?? '';
    await expectPseudoLocalized(page, 'adding an authenticator app first', [...(await serverData()), key]);
    // Set up through the API (the page's key is replaced): the next sign-in has the app, and codes.
    await enrolAppThroughApi(appOrigin, staff);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  });

  await test.step('the MFA step: the choice of factor, then the app’s code', async () => {
    await pseudo('/sign-in');
    await page.locator('#sign-in-email').fill(staff.email);
    await page.locator('#sign-in-password').fill(staff.password);
    await page.locator('#sign-in-password').press('Enter');
    await expect(page).toHaveURL(/\/mfa-enrollment/);
    await expect(page.locator('.mfa-factors button').first()).toBeVisible();
    await check('the choice of factor');
    await page.locator('.mfa-factors button').first().click();
    await expect(page.locator('#mfa-code, #mfa-recovery-code')).toBeVisible();
    await check('the authenticator app’s code');
  });

  await test.step('signed in as the admin: every page of the console', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await pseudo('/sign-in');
    await page.locator('#sign-in-email').fill(ADMIN.email);
    await page.locator('#sign-in-password').fill(ADMIN.password);
    await page.locator('#sign-in-password').press('Enter');
    // The admin's one factor, the demo's app: its code step at once.
    await page.locator('#mfa-code').fill(await freshTotpCode(ADMIN.totpSecret));
    await page.locator('#mfa-code').press('Enter');
    await expect(page).not.toHaveURL(/sign-in|mfa-enrollment/);
    const pages: [string, string][] = [
      ['/', 'the queue'],
      [`/requests/${requestId}`, 'a request'],
      ['/team', 'the team'],
      ['/security', 'sign-in security'],
      ['/devices', 'devices'],
      ['/api-tokens', 'API tokens'],
      ['/data-retention', 'data retention'],
      ['/service-levels', 'service levels'],
      ['/reports', 'reports'],
      ['/saved-replies', 'saved replies'],
    ];
    for (const [route, label] of pages) {
      await pseudo(route);
      await expect(heading).toBeVisible();
      // Loaded: no skeleton or spinner left (their announcements are catalogued too, but the page is not).
      await expect(page.locator('.query-loading, .page-loading')).toHaveCount(0);
      await check(label);
    }
    await page.locator('#saved-reply-new').click();
    await expect(page.getByRole('textbox').first()).toBeFocused();
    await check('a new saved reply');
  });
});

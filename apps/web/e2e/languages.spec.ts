import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SAMPLE_PDF, expectAccessible } from '@concierge/e2e-support';
import { formatDate, type KitTexts } from '@concierge/ui';
import { kitTexts as arabicKit } from '@concierge/ui/locales/ar';
import { kitTexts as spanishKit } from '@concierge/ui/locales/es';
import { TEXTS } from '../src/app/texts';
import { LANGUAGE_TEXTS } from '../src/features/language/language-texts';
import { LAYOUT_TEXTS } from '../src/features/layout/layout-texts';
import { ONBOARDING_TEXTS } from '../src/features/onboarding/onboarding-texts';
import { REQUEST_TEXTS } from '../src/features/requests/request-texts';
import { SURVEY_TEXTS } from '../src/features/surveys/survey-texts';
import { VALIDATION_TEXTS } from '../src/features/validation/validation-texts';
import { DASHBOARD_TEXTS } from '../src/routes/dashboard/dashboard-texts';
import { MFA_TEXTS } from '../src/routes/mfa-enrollment/mfa-texts';
import { SIGN_IN_TEXTS } from '../src/routes/sign-in/sign-in-texts';
import { SIGN_UP_TEXTS } from '../src/routes/sign-up/sign-up-texts';
import { newIdentity, type TestUser } from './support/accounts';
import { expect, test } from './support/fixtures';
import { DOCS_SCREENSHOT_DIR, LANGUAGE_SCREENSHOT_DIR, useTextsIn } from './support/languages';
import { conciergeReplies } from './support/requests';

// Languages (docs/languages.md) in Chromium against the real server: the language chosen on the sign-in page, then a sign-up, a
// survey and a conversation entirely in it (right to left for Arabic), axe clean, with pictures of each
// step and the README's dashboards. The page's words are found by their names in the app's own texts
// modules, translated here from the same catalogs (support/languages.ts).

const LANGUAGES = [
  { locale: 'ar', dir: 'rtl', kit: arabicKit },
  { locale: 'es', dir: 'ltr', kit: spanishKit },
] as const satisfies readonly { locale: string; dir: string; kit: KitTexts }[];
/** The concierge's answer shows within 5 seconds. */
const LIVE = { timeout: 5_000 };
const SURVEY = 'Review a document';

mkdirSync(LANGUAGE_SCREENSHOT_DIR, { recursive: true });
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(LANGUAGE_SCREENSHOT_DIR, `${name}.png`), fullPage: true });

test.afterEach(() => useTextsIn('en'));

for (const { locale, dir, kit } of LANGUAGES) {
  test(`in ${locale}: the sign-in page's switch, then sign-up, a survey and a conversation`, async ({
    page,
  }) => {
    test.slow();
    const user = newIdentity();
    await page.setViewportSize({ width: 1280, height: 800 });

    await test.step('the switch on the sign-in page puts the whole page in the language', async () => {
      await page.goto('/sign-in');
      await languageSwitch(page).selectOption(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await useTextsIn(locale);
      await expect(page.getByRole('heading', { name: SIGN_IN_TEXTS.title, level: 1 })).toBeVisible();
      await expect(languageSwitch(page)).toHaveValue(locale);
      await screenshot(page, `sign-in-${locale}`);
    });

    await test.step('sign-up: the field rules and the terms speak the language', async () => {
      await page.getByRole('link', { name: SIGN_IN_TEXTS.createAccount }).click();
      await expect(page.getByRole('heading', { name: SIGN_UP_TEXTS.title, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: SIGN_UP_TEXTS.submit }).click();
      await expect(page.getByText(VALIDATION_TEXTS.name).first()).toBeVisible();
      await expect(page.getByText(SIGN_UP_TEXTS.termsRequired)).toBeVisible();
      await expectAccessible(page, `sign-up with field errors in ${locale}`);
      await signUp(page, user);
    });

    await test.step('two-step verification offered, then onboarding', async () => {
      await expect(page.getByRole('heading', { name: MFA_TEXTS.title })).toBeVisible();
      await page.getByRole('button', { name: MFA_TEXTS.phone.notNow }).click();
      const O = ONBOARDING_TEXTS;
      await expect(page.getByRole('heading', { name: O.steps.aboutUs, level: 1 })).toBeVisible();
      await expect(page.getByText(O.step(1, 3))).toBeVisible();
      // The pseudo-locale test walks the other onboarding pages; this one goes on by the main navigation.
      await page.getByRole('link', { name: LAYOUT_TEXTS.nav.dashboard }).click();
      await expect(page.getByRole('heading', { name: DASHBOARD_TEXTS.hello(user.name) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
    });

    let requestId = 0;
    await test.step('a survey with a file, a rule broken and kept, then sent', async () => {
      await page
        .getByRole('region', { name: DASHBOARD_TEXTS.categories.title })
        .getByRole('link', { name: 'Paperwork and finance' })
        .click();
      await page.getByRole('button', { name: SURVEY }).click();
      await expect(page.getByText(SURVEY_TEXTS.position(1, 3))).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles(SAMPLE_PDF);
      await expect(page.getByText(kit.uploader.status.uploaded)).toBeVisible();
      // Axe checks the uploader on the conversation's reply below (the same component), not twice.
      await screenshot(page, `survey-step-${locale}`);
      await page.getByRole('button', { name: SURVEY_TEXTS.next }).click();
      await page.getByLabel('What would you like us to look at?').fill('Is the deposit clause fair?');
      await page.getByRole('button', { name: SURVEY_TEXTS.next }).click();
      const email = page.getByLabel('Which email should we send updates to?');
      await email.fill('not an email');
      await page.getByRole('button', { name: SURVEY_TEXTS.submit }).click();
      await expect(page.getByText(VALIDATION_TEXTS.email)).toBeVisible();
      await email.fill(user.email);
      await page.getByRole('button', { name: SURVEY_TEXTS.submit }).click();
      await expect(page).toHaveURL(/\/requests\/\d+$/);
      requestId = Number(new URL(page.url()).pathname.split('/').pop());
      const toasts = page.getByRole('region', { name: kit.common.notifications });
      await expect(toasts.getByText(TEXTS.requestSent)).toBeVisible();
      await toasts.getByRole('button', { name: kit.common.close }).click();
    });

    await test.step('the request, its date in the language, and a conversation', async () => {
      await expect(page.getByText(REQUEST_TEXTS.status.open, { exact: true })).toBeVisible();
      const today = formatDate(new Date(), { locale });
      await expect(page.getByText(REQUEST_TEXTS.created(today), { exact: true })).toBeVisible();
      const C = TEXTS.conversation;
      const composer = page.getByRole('form', { name: C.replyHeading });
      await composer.getByRole('textbox', { name: new RegExp(`^${C.messageLabel}`) }).fill('Thank you!');
      await composer.getByRole('button', { name: C.send, exact: true }).click();
      await expect(composer.getByRole('status')).toHaveText(C.sent);
      await conciergeReplies(requestId, '<p>We are on it.</p>');
      const answer = page.getByRole('article', { name: kit.messageThread.messageFrom('Casey Concierge') });
      await expect(answer.getByText('We are on it.')).toBeVisible(LIVE);
      await expect(page.getByText(TEXTS.waitingOnYou, { exact: true })).toBeVisible();
      await screenshot(page, `conversation-${locale}`);
      await expectAccessible(page, `a conversation in ${locale}`);
    });

    await test.step('the dashboard, for the README', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('link', { name: LAYOUT_TEXTS.nav.dashboard }).click();
      await expect(
        page.getByRole('list', { name: DASHBOARD_TEXTS.open.title }).getByRole('link', { name: SURVEY }),
      ).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(DOCS_SCREENSHOT_DIR, `dashboard-${locale}.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `dashboard-${locale}-390`);
    });

    await test.step('the account page saves the language to the account, which wins on the next visit', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('link', { name: LAYOUT_TEXTS.nav.account }).click();
      await languageSwitch(page).selectOption('fr');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      // Only the account can bring French back: this browser forgets its own choice, and prefers English.
      await page.evaluate(() => localStorage.removeItem('concierge.locale'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await useTextsIn('fr');
      await expect(languageSwitch(page)).toHaveValue('fr');
    });

    await test.step('back to English from the account page', async () => {
      await languageSwitch(page).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await useTextsIn('en');
      await expect(page.getByRole('heading', { name: TEXTS.account.title, level: 1 })).toBeVisible();
    });
  });
}

test('a language that cannot load leaves the page as it was and says so', async ({ page }) => {
  // French's chunks (the app's catalog and the kit's texts) fail, as on a connection that drops.
  await page.route(/\/assets\/fr-[\w-]+\.js$/, (route) => route.abort('connectionreset'));
  await page.goto('/sign-in');
  await languageSwitch(page).selectOption('fr');
  await expect(page.getByRole('alert').filter({ hasText: LANGUAGE_TEXTS.failed })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(languageSwitch(page)).toHaveValue('en');
  await expect(page.getByRole('heading', { name: SIGN_IN_TEXTS.title, level: 1 })).toBeVisible();
});

/** The native select of the sign-in and account pages. */
const languageSwitch = (page: Page) => page.getByRole('combobox', { name: LANGUAGE_TEXTS.label });

async function signUp(page: Page, user: TestUser) {
  await page.getByLabel(SIGN_UP_TEXTS.firstName, { exact: true }).fill(user.name);
  await page.getByLabel(SIGN_UP_TEXTS.lastName, { exact: true }).fill(user.lastName);
  await page.getByLabel(SIGN_UP_TEXTS.email, { exact: true }).fill(user.email);
  await page.getByLabel(SIGN_UP_TEXTS.password, { exact: true }).fill(user.password);
  await page.getByLabel(SIGN_UP_TEXTS.termsLabel).check();
  await page.getByRole('button', { name: SIGN_UP_TEXTS.submit }).click();
}

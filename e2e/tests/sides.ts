// The two people of a conversation, each in their own browser context (own storage, own session), on the
// instance the project gives them.
import { test as base, expect, type Browser, type Page } from '@playwright/test';
export { expect };
import { TEXTS as CONSOLE } from '../../apps/console/src/app/texts';
import { FACTOR_TEXTS } from '../../internal/account-ui/factor-texts';
import { TEXTS as WEB } from '../../apps/web/src/app/texts';
import { DEMO_STAFF_TOTP_SECRET, passConsoleAppStep, type TestPerson } from '@concierge/e2e-support';

/** Which instance serves each side. */
export interface Sides {
  requester: string;
  concierge: string;
}

/** The seeded concierge (apps/api demo data), with the demo's authenticator app (staff have a second factor). */
export const CONCIERGE = {
  email: 'concierge@concierge.test',
  password: 'concierge-staff-2026',
  totpSecret: DEMO_STAFF_TOTP_SECRET,
  name: 'Casey Concierge',
};

export { CONSOLE, WEB };

async function pageAt(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  return context.newPage();
}

export const test = base.extend<{ requesterPage: Page; conciergePage: Page }, { sides: Sides }>({
  sides: [
    { requester: '', concierge: '' },
    { option: true, scope: 'worker' },
  ],
  requesterPage: async ({ browser, sides }, use) => {
    const page = await pageAt(browser, sides.requester);
    await use(page);
    await page.context().close();
  },
  conciergePage: async ({ browser, sides }, use) => {
    const page = await pageAt(browser, sides.concierge);
    await use(page);
    await page.context().close();
  },
});

/** The requester signs in to the web app (declining the MFA offer, which is not this test's subject). */
export async function requesterSignsIn(page: Page, person: Pick<TestPerson, 'email' | 'password'>) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/mfa-enrollment$/);
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).not.toHaveURL(/\/mfa-enrollment$/);
}

/** Someone signs in to the console at /console/sign-in (the caller checks where they end up). */
export async function signsInToConsole(page: Page, person: { email: string; password: string }) {
  await page.goto('/console/sign-in');
  await page.getByLabel(CONSOLE.signIn.email).fill(person.email);
  await page.getByLabel(CONSOLE.signIn.password).fill(person.password);
  await page.getByRole('button', { name: CONSOLE.signIn.submit }).click();
}

/** The concierge signs in to the console, answers the authenticator app's step and lands on the queue. */
export async function conciergeSignsIn(page: Page) {
  await signsInToConsole(page, CONCIERGE);
  await passConsoleAppStep(page, CONCIERGE.totpSecret, {
    useApp: FACTOR_TEXTS.kind.totp,
    codeLabel: FACTOR_TEXTS.totpLabel,
  });
  await expect(page.getByRole('heading', { level: 1, name: CONSOLE.queue.title })).toBeVisible();
}

/** A message of the thread, by its author. */
export const messageFrom = (page: Page, author: string) =>
  page.getByRole('article', { name: `Message from ${author}` });

/** The concierge sends a plain reply from the console's composer and sees it in the thread. */
export async function conciergeReplies(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: CONSOLE.composer.label });
  await editor.fill(text);
  await page.getByRole('button', { name: CONSOLE.composer.send }).click();
  await expect(messageFrom(page, CONCIERGE.name).filter({ hasText: text })).toBeVisible();
}

/** The requester sends a plain reply from the web app's request page. */
export async function requesterSends(page: Page, text: string) {
  await page.getByLabel(WEB.conversation.messageLabel).fill(text);
  await page.getByRole('button', { name: WEB.conversation.send, exact: true }).click();
  await expect(page.getByText(WEB.conversation.sent)).toBeVisible();
}

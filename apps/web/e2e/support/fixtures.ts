import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { signUpThroughApi, type TestUser } from './accounts';
import { signInThroughUi } from './ui';

interface WorkerFixtures {
  /** One account signed in once per worker; its browser storage is reused by `signedInPage`. */
  sharedAccount: { user: TestUser; storageState: Awaited<ReturnType<BrowserContext['storageState']>> };
}

interface TestFixtures {
  /** A fresh account for this test only (made through the API). */
  user: TestUser;
  /** A page already signed in as the shared account (never sign out with it). */
  signedInPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sharedAccount: [
    async ({ browser }, use) => {
      const user = await signUpThroughApi();
      const page = await browser.newPage();
      await signInThroughUi(page, user);
      const storageState = await page.context().storageState();
      await page.close();
      await use({ user, storageState });
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  user: async ({}, use) => {
    await use(await signUpThroughApi());
  },
  signedInPage: async ({ browser, sharedAccount }, use) => {
    const context = await browser.newContext({ storageState: sharedAccount.storageState });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect } from '@playwright/test';

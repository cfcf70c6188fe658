import { expect, type Page } from '@playwright/test';
import { TEXTS } from '../../src/app/texts';

/** Signs in through the console's form (an optional MFA enrollment is skipped by the console itself). */
export async function signInThroughConsole(page: Page, user: { email: string; password: string }) {
  if (!page.url().includes('/console/sign-in')) await page.goto('/console/sign-in');
  await page.getByLabel(TEXTS.signIn.email).fill(user.email);
  await page.getByLabel(TEXTS.signIn.password).fill(user.password);
  await page.getByRole('button', { name: TEXTS.signIn.submit }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
}

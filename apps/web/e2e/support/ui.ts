import { expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from './accounts';

/**
 * Signs in through the form. Accounts without a phone are offered MFA enrollment after every sign-in
 * (apps/api: `mfa_enrollment_available`); this declines it, as most tests are not about MFA.
 */
export async function signInThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  if (!page.url().endsWith('/sign-in')) await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/mfa-enrollment$/);
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).not.toHaveURL(/\/mfa-enrollment$/);
}

/** The shell's toast area (docs/screens.md#routes). */
export function toasts(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

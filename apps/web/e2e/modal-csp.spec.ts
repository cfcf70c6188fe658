import type { Page } from '@playwright/test';
import { tokenFor } from './support/accounts';
import { expect, test } from './support/fixtures';
import { createRequestThroughApi } from './support/requests';
import { signInThroughUi } from './support/ui';
import { TEXTS } from '../src/app/texts';

// The kit's modals under the served app's CSP (SECURITY.md: no 'unsafe-inline'): opening the nav Drawer
// and a ConfirmDialog locks the page's scroll with no CSP violation. Radix's Overlay injected a <style>
// for its scroll lock, which this CSP refused on every open; the kit's ModalBackdrop styles it instead.

/** Records every CSP violation in the page, from before its first script runs. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation(event.violatedDirective + ' ' + event.blockedURI));`,
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('the nav Drawer opens with the scroll locked and no CSP violation', async ({ signedInPage: page }) => {
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  expect(violations).toEqual([]);
});

test('a ConfirmDialog opens with the scroll locked and no CSP violation', async ({ page, user }) => {
  const violations = await watchCsp(page);
  const { requestId } = await createRequestThroughApi(await tokenFor(user));
  await signInThroughUi(page, user);
  await page.goto(`/requests/${requestId}`);
  await page.getByRole('button', { name: TEXTS.withdraw.open }).click();
  const form = page.getByRole('region', { name: TEXTS.withdraw.heading });
  await form.getByRole('textbox', { name: new RegExp(`^${TEXTS.withdraw.reasonLabel}`) }).fill('No need');
  await form.getByRole('button', { name: TEXTS.withdraw.submit }).click();
  const dialog = page.getByRole('alertdialog', { name: TEXTS.withdraw.confirmTitle });
  await expect(dialog).toBeVisible();
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');
  await dialog.getByRole('button', { name: TEXTS.withdraw.cancel }).click();
  await expect(dialog).toBeHidden();
  expect(violations).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, freshTotpCode } from '@concierge/e2e-support';
import { DEVICE_LIST_TEXTS as L } from '@concierge/ui';
import { TEXTS } from '../src/app/texts';
import { FRESH_PROOF_TEXTS as T } from '@concierge/account-ui/texts';
import { inviteConcierge } from './support/staff';
import { signInThroughConsole } from './support/ui';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

// Fresh proof (docs/SECURITY.md#accounts-second-factors-and-file-access) on the console's security and
// devices pages. A session is fresh for 15 minutes after its sign-in or second factor, so the server's "prove
// it first" answer is played here once, by route, for the call under test; the proof and the same call again
// go to the real server.

const S = TEXTS.security;
const F = FACTOR_TEXTS;

/** The next `method` call to `path` answers 403 `recent-auth-required`, as a stale session's would. */
async function askForProofOnce(page: Page, method: string, path: string) {
  let asked = false;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (asked || route.request().method() !== method) return route.fallback();
      asked = true;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'For your security, confirm it’s you again to make this change.',
          code: 'recent-auth-required',
        }),
      });
    },
  );
}

test('a concierge confirms with the authenticator app before new recovery codes and before signing out everywhere else', async ({
  browser,
  page,
}) => {
  test.slow();
  const concierge = await inviteConcierge('fresh-proof');
  const otherContext = await browser.newContext();
  await signInThroughConsole(await otherContext.newPage(), concierge);
  await signInThroughConsole(page, concierge);

  await test.step('new recovery codes: the app’s code, then the codes', async () => {
    await page.goto('/console/security');
    await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
    await askForProofOnce(page, 'POST', '/api/v1/mfa/recovery_codes');
    await page.getByRole('button', { name: S.regenerate }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: S.regenerate }).click();
    const dialog = page.getByRole('dialog', { name: T.title });
    const field = dialog.getByLabel(F.totpLabel, { exact: true });
    await expect(field).toBeFocused();
    await expectAccessible(page, 'fresh proof, authenticator app');
    await field.fill(await freshTotpCode(concierge.totpSecret));
    await field.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.security-codes__list code')).toHaveCount(10);
  });

  await test.step('sign out everywhere else: cancelled first (nothing changes), then proved', async () => {
    await page.goto('/console/devices');
    const rows = page.getByRole('list', { name: L.label }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await askForProofOnce(page, 'DELETE', '/api/v1/users/other_sessions');
    await page.getByRole('button', { name: L.signOutOthers }).click();
    const confirm = page.getByRole('alertdialog', { name: L.confirmOthersTitle });
    await confirm.getByRole('button', { name: L.signOutOthers }).click();
    const dialog = page.getByRole('dialog', { name: T.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    // The confirm dialog stays, saying so; sent again from it, the proof is asked for again.
    await expect(confirm.getByRole('alert')).toHaveText(T.cancelled);

    await askForProofOnce(page, 'DELETE', '/api/v1/users/other_sessions');
    await confirm.getByRole('button', { name: L.signOutOthers }).click();
    const field = dialog.getByLabel(F.totpLabel, { exact: true });
    await field.fill(await freshTotpCode(concierge.totpSecret));
    await field.press('Enter');
    await expect(rows).toHaveCount(1);
  });
  await otherContext.close();
});

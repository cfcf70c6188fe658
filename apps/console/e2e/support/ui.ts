import { expect, type Locator, type Page } from '@playwright/test';
import { nodeClient, passConsoleAppStep, type StaffAccount } from '@concierge/e2e-support';
import { STORAGE_KEYS } from '@concierge/auth';
import { CONSOLE_STORAGE_PREFIX } from '../../src/app/console-storage';
import { TEXTS } from '../../src/app/texts';
import { appOrigin } from './environment';
import { FACTOR_TEXTS } from '@concierge/account-ui/factor-texts';

/** The console's authenticator-app step, in English. */
export const APP_STEP_TEXTS = { useApp: FACTOR_TEXTS.kind.totp, codeLabel: FACTOR_TEXTS.totpLabel };

/**
 * Signs in through the console's form (an optional MFA enrollment is skipped by the console itself). A member
 * of the team with an authenticator app (`totpSecret`) answers its step too, with a code computed from the
 * key; without one, the caller takes the step that follows (the enrolment screen, another factor).
 */
export async function signInThroughConsole(
  page: Page,
  user: { email: string; password: string; totpSecret?: string },
) {
  if (!page.url().includes('/console/sign-in')) await page.goto('/console/sign-in');
  await page.getByLabel(TEXTS.signIn.email).fill(user.email);
  await page.getByLabel(TEXTS.signIn.password).fill(user.password);
  await page.getByRole('button', { name: TEXTS.signIn.submit }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
  if (user.totpSecret) {
    await passConsoleAppStep(page, user.totpSecret, APP_STEP_TEXTS);
    await expect(page).not.toHaveURL(/\/mfa-enrollment$/);
  }
}

/** The console's sign-in in a browser's storage (@concierge/auth's keys, under the console's prefix), per account. */
const signedIn = new Map<string, Record<string, string>>();

/** Whether a kept sign-in still works (a test may have signed out every other session of the account). */
async function stillSignedIn(storage: Record<string, string>): Promise<boolean> {
  const node = nodeClient(appOrigin);
  node.setToken(storage[CONSOLE_STORAGE_PREFIX + STORAGE_KEYS.token] ?? null);
  node.setMfaToken(storage[CONSOLE_STORAGE_PREFIX + STORAGE_KEYS.mfaToken] ?? null);
  return node.client.getCurrentUser().then(
    () => true,
    () => false,
  );
}

/**
 * Opens `path` in the console signed in as `staff`, for a test about something else than signing in. The
 * first such test of an account signs in through the form; later ones start from that sign-in, kept in the
 * new browser's storage before the console loads, as a returning concierge's browser holds it. Each sign-in
 * spends one of the authenticator app's codes, which the server takes once each and three to a 90-second
 * window: a suite that signed in through the form for every test waited up to 30 s a test for the next code.
 * A kept sign-in that stopped working (every other session signed out) is replaced by a new one.
 */
export async function openSignedIn(page: Page, staff: StaffAccount, path = '/console/') {
  const kept = signedIn.get(staff.email);
  if (!kept || !(await stillSignedIn(kept))) {
    await signInThroughConsole(page, staff);
    signedIn.set(
      staff.email,
      await page.evaluate(
        (prefix) =>
          Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith(prefix))),
        CONSOLE_STORAGE_PREFIX,
      ),
    );
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    return;
  }
  // Once per tab: a sign-out later in the test stays signed out across its navigations.
  await page.addInitScript((storage: Record<string, string>) => {
    if (sessionStorage.getItem('e2e.keptSignIn')) return;
    sessionStorage.setItem('e2e.keptSignIn', 'yes');
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  }, kept);
  await page.goto(path);
}

type Box = { x: number; y: number; width: number; height: number };

/**
 * Records where the element is on screen when the next press starts (pointerdown) and when it ends
 * (pointerup), as seen by the page. Call before the click; the returned function reads both boxes.
 */
export async function recordBoxAtPressAndRelease(target: Locator) {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('recordBoxAtPressAndRelease: the element is not in the page');
  const recorded = await handle.evaluateHandle((element) => {
    const boxes: { pressed?: Box; released?: Box } = {};
    const record = (key: 'pressed' | 'released') => () => {
      const { x, y, width, height } = element.getBoundingClientRect();
      boxes[key] = { x, y, width, height };
    };
    // Capturing on the window: before any handler of the page's own can change the layout.
    window.addEventListener('pointerdown', record('pressed'), { capture: true, once: true });
    window.addEventListener('pointerup', record('released'), { capture: true, once: true });
    return boxes;
  });
  return () => recorded.jsonValue();
}

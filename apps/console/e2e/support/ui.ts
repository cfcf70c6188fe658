import { expect, type Locator, type Page } from '@playwright/test';
import { passConsoleAppStep } from '@concierge/e2e-support';
import { TEXTS } from '../../src/app/texts';
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

import { expect, type Locator, type Page } from '@playwright/test';
import { TEXTS } from '../../src/app/texts';

/** Signs in through the console's form (an optional MFA enrollment is skipped by the console itself). */
export async function signInThroughConsole(page: Page, user: { email: string; password: string }) {
  if (!page.url().includes('/console/sign-in')) await page.goto('/console/sign-in');
  await page.getByLabel(TEXTS.signIn.email).fill(user.email);
  await page.getByLabel(TEXTS.signIn.password).fill(user.password);
  await page.getByRole('button', { name: TEXTS.signIn.submit }).click();
  await expect(page).not.toHaveURL(/\/sign-in$/);
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

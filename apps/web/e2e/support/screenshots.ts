import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

// The README shows these: taken by the e2e run, at a phone width and a desktop width.
export const SCREENSHOT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
export const SCREENSHOT_WIDTHS = [390, 1280] as const;

/** Saves `e2e/screenshots/{name}-{width}.png` at each width, then restores the page's viewport. */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    // Fonts and layout settle before the picture; toasts and animations are not frozen on purpose.
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}

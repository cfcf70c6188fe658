import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The narrowest width the app supports (responsive from 320 px) and a desktop width. */
export const CHECK_WIDTHS = [320, 1280] as const;

/**
 * Waits for every animation that ends (fade-ins of messages and toasts) to end: mid-fade a text is paler than
 * it will be, which axe would measure as low contrast on a slow machine. Endless ones (spinners) are skipped.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * At each width, once fade-ins have ended: zero axe violations (every rule axe runs by default: WCAG 2 A/AA
 * and best practices), and no sideways scrolling. The page is left at the last width.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  for (const width of CHECK_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settleAnimations(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
    expect(found, `axe violations on ${label} at ${width}px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${label} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
}

import path from 'node:path';
import type { Page } from 'playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

// Visual regression: each story, in its final state (after its play function), is screenshotted in
// Chromium and compared with its committed baseline in `visual-baselines/`. `test:visual --update` rewrites
// the baselines (jest's --updateSnapshot); in CI a missing baseline fails instead of being written.

// The runner's working folder is the package (scripts/test-stories.mjs); jest loads this file as CommonJS,
// where import.meta is not available.
const root = process.cwd();

/** Where the baselines live (committed) and where a failing comparison leaves its diff image. */
export const VISUAL_PATHS = {
  baselines: path.join(root, 'visual-baselines'),
  diffs: path.join(root, '.reports', 'visual-diffs'),
};

/**
 * A story may differ from its baseline in 0.1 % of its pixels, each compared with pixelmatch's 0.1 colour
 * threshold, anti-aliased pixels ignored: text rasterised a hair differently passes, a moved border or a
 * changed colour does not.
 */
const COMPARISON = {
  failureThreshold: 0.001,
  failureThresholdType: 'percent',
  customDiffConfig: { threshold: 0.1, includeAA: false },
} as const;

export function registerVisualMatcher(): void {
  expect.extend({ toMatchImageSnapshot });
}

/** Compares the story now shown in `page` with its baseline named after the story id. */
export async function expectStoryToMatchBaseline(page: Page, storyId: string): Promise<void> {
  // Only local fonts (the kit's stack ends in the system's sans-serif); wait until they are laid out.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // And until Storybook has nothing pending for the story (no phase running, no re-render queued): the
  // shot is of the state its play function left, never of a render or play still under way.
  await page.waitForFunction(() => {
    const render = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { rerenderEnqueued?: boolean; isPending?: () => boolean } };
      }
    ).__STORYBOOK_PREVIEW__?.currentRender;
    return !render || (!render.rerenderEnqueued && !render.isPending?.());
  });
  // Playwright stops CSS animations and transitions (finite ones at their end) and hides the caret for the
  // shot only, then lets them run again: the next story in this page is not affected.
  const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  expect(image).toMatchImageSnapshot({
    ...COMPARISON,
    customSnapshotsDir: VISUAL_PATHS.baselines,
    customDiffDir: VISUAL_PATHS.diffs,
    customSnapshotIdentifier: storyId,
  });
}

import type { TextDirection } from '../locale/text-direction.js';
import { SWIPE_THRESHOLD_PX } from '../spec-constants.js';

/**
 * The tab step a finished pointer gesture asks for: -1 (previous), +1 (next) or 0. A gesture counts when it
 * moved at least 50 px and more sideways than up or down, so vertical scrolling never turns tabs.
 * Like turning a page, dragging the content towards where the reading starts (the left in a left-to-right
 * language, the right in a right-to-left one) brings the next tab, the other way the previous one.
 */
export function swipeStep(
  deltaX: number,
  deltaY: number,
  {
    threshold = SWIPE_THRESHOLD_PX,
    dir = 'ltr',
  }: { threshold?: number | undefined; dir?: TextDirection | undefined } = {},
): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  const towardsStart = dir === 'rtl' ? deltaX > 0 : deltaX < 0;
  return towardsStart ? 1 : -1;
}

/**
 * The index `step` enabled tabs away from `index`, clamped at the first and last enabled tab;
 * `index` itself when there is none further.
 */
export function stepTab(enabled: readonly boolean[], index: number, step: -1 | 0 | 1): number {
  if (step === 0) return index;
  for (let next = index + step; next >= 0 && next < enabled.length; next += step) {
    if (enabled[next]) return next;
  }
  return index;
}

import { SWIPE_THRESHOLD_PX } from '../spec-constants.js';

/**
 * The tab step a finished pointer gesture asks for: -1 (previous), +1 (next) or 0. A gesture counts when it
 * moved at least 50 px (SPEC §9) and more sideways than up or down, so vertical scrolling never turns tabs.
 * Like turning a page, dragging the content to the right brings the previous tab, to the left the next one.
 */
export function swipeStep(deltaX: number, deltaY: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX > 0 ? -1 : 1;
}

/**
 * The index `step` enabled tabs away from `index`, clamped at the first and last enabled tab (SPEC §4);
 * `index` itself when there is none further.
 */
export function stepTab(enabled: readonly boolean[], index: number, step: -1 | 0 | 1): number {
  if (step === 0) return index;
  for (let next = index + step; next >= 0 && next < enabled.length; next += step) {
    if (enabled[next]) return next;
  }
  return index;
}

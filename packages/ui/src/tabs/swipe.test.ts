import { describe, expect, it } from 'vitest';
import { stepTab, swipeStep } from './swipe.js';

describe('swipeStep', () => {
  it('needs at least 50 px sideways (docs/limits.md#business-constants)', () => {
    expect(swipeStep(49, 0)).toBe(0);
    expect(swipeStep(50, 0)).toBe(-1);
    expect(swipeStep(-49.9, 0)).toBe(0);
    expect(swipeStep(-50, 0)).toBe(1);
  });

  it('brings the previous tab when dragged right and the next when dragged left', () => {
    expect(swipeStep(120, 10)).toBe(-1);
    expect(swipeStep(-120, 10)).toBe(1);
  });

  it('ignores gestures that are mostly vertical, i.e. scrolling', () => {
    expect(swipeStep(60, 80)).toBe(0);
    expect(swipeStep(-60, -60)).toBe(0);
  });

  it('follows the reading direction: in right-to-left, dragging to the right brings the next tab', () => {
    expect(swipeStep(120, 10, { dir: 'rtl' })).toBe(1);
    expect(swipeStep(-120, 10, { dir: 'rtl' })).toBe(-1);
    expect(swipeStep(49, 0, { dir: 'rtl' })).toBe(0);
    expect(swipeStep(60, 80, { dir: 'rtl' })).toBe(0);
  });
});

describe('stepTab', () => {
  const allEnabled = [true, true, true];

  it('moves one tab and clamps at the first and last (docs/components.md)', () => {
    expect(stepTab(allEnabled, 1, 1)).toBe(2);
    expect(stepTab(allEnabled, 1, -1)).toBe(0);
    expect(stepTab(allEnabled, 2, 1)).toBe(2);
    expect(stepTab(allEnabled, 0, -1)).toBe(0);
    expect(stepTab(allEnabled, 1, 0)).toBe(1);
  });

  it('skips disabled tabs and stays when only disabled ones lie ahead', () => {
    expect(stepTab([true, false, true], 0, 1)).toBe(2);
    expect(stepTab([true, true, false], 1, 1)).toBe(1);
  });
});

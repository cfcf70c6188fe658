import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHIP_IMAGE_MAX_SIZE_PX,
  CLOSE_LABEL,
  DRAWER_WIDTH_PX,
  MOTION_MS,
  OPTIONAL_SUFFIX,
  SPINNER_MAX_SIZE_PX,
  SWIPE_THRESHOLD_PX,
  TEXTAREA_DEFAULT_ROWS,
  TOAST_AUTO_DISMISS_MS,
  WEEK_STARTS_ON,
} from './spec-constants.js';

describe('spec constants', () => {
  it('hold the numbers and texts of docs/components.md, docs/validation.md#validation-rules and docs/limits.md#business-constants', () => {
    expect(TOAST_AUTO_DISMISS_MS).toBe(10000);
    expect(CLOSE_LABEL).toBe('Close');
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(OPTIONAL_SUFFIX).toBe(' (optional)');
    expect(TEXTAREA_DEFAULT_ROWS).toBe(3);
    expect(SPINNER_MAX_SIZE_PX).toBe(52);
    expect(CHIP_IMAGE_MAX_SIZE_PX).toBe(20);
    expect(DRAWER_WIDTH_PX).toEqual({ nav: 275, panel: 660 });
    expect(MOTION_MS).toEqual({ ripple: 401, fade: 300, slide: 300, progress: 1000, inkBar: 300 });
    expect(WEEK_STARTS_ON).toBe(0);
  });
});

describe('design tokens', () => {
  const tokens = readFileSync(new URL('./tokens/tokens.css', import.meta.url), 'utf8');
  const rootBlock = tokens.slice(0, tokens.indexOf('@media'));
  const token = (name: string) => new RegExp(`--cui-${name}:\\s*([^;]+);`).exec(rootBlock)?.[1]?.trim();

  it('repeat the spec durations of spec-constants.ts', () => {
    expect(token('motion-ripple')).toBe(`${MOTION_MS.ripple}ms`);
    expect(token('motion-fade')).toBe(`${MOTION_MS.fade}ms`);
    expect(token('motion-slide')).toBe(`${MOTION_MS.slide}ms`);
    expect(token('motion-progress')).toBe(`${MOTION_MS.progress}ms`);
    expect(token('motion-ink-bar')).toBe(`${MOTION_MS.inkBar}ms`);
  });

  it('repeat the spec sizes of spec-constants.ts', () => {
    expect(token('drawer-width-nav')).toBe(`${DRAWER_WIDTH_PX.nav}px`);
    expect(token('drawer-width-panel')).toBe(`${DRAWER_WIDTH_PX.panel}px`);
    expect(token('spinner-max-size')).toBe(`${SPINNER_MAX_SIZE_PX}px`);
    expect(token('chip-image-max-size')).toBe(`${CHIP_IMAGE_MAX_SIZE_PX}px`);
  });

  it('collapse every motion token under prefers-reduced-motion', () => {
    const reduced = tokens.slice(tokens.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const name of ['ripple', 'fade', 'slide', 'progress', 'ink-bar']) {
      expect(reduced).toMatch(new RegExp(`--cui-motion-${name}:\\s*1ms;`));
    }
  });
});

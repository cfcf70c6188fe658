import { describe, expect, it } from 'vitest';
import { spinnerSize } from '../spinner/spinner.js';
import { toPercent } from './progress-bar.js';

describe('toPercent', () => {
  it('rounds to a whole percentage and clamps to 0–100 (docs/components.md, docs/limits.md#business-constants)', () => {
    expect(toPercent(41.6)).toBe(42);
    expect(toPercent(-5)).toBe(0);
    expect(toPercent(180)).toBe(100);
    expect(toPercent(Number.NaN)).toBe(0);
  });
});

describe('spinnerSize', () => {
  it('caps the spinner at 52 px (docs/limits.md#business-constants)', () => {
    expect(spinnerSize(24)).toBe(24);
    expect(spinnerSize(52)).toBe(52);
    expect(spinnerSize(80)).toBe(52);
    expect(spinnerSize(-1)).toBe(0);
  });
});

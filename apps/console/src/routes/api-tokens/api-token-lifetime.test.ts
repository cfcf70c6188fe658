import { describe, expect, it } from 'vitest';
import { daysUntil, isLifetime } from './api-token-lifetime';

describe('an API token’s lifetime from a date', () => {
  const today = new Date(2026, 10, 27, 15, 30);

  it('counts calendar days from today, whatever the time of day', () => {
    expect(daysUntil('2026-11-28', today)).toBe(1);
    expect(daysUntil('2027-11-27', today)).toBe(365);
    expect(daysUntil('2026-11-27', today)).toBe(0);
  });

  it('takes 1 to 365 days only, and no malformed date', () => {
    expect([0, 1, 365, 366].map(isLifetime)).toEqual([false, true, true, false]);
    expect(isLifetime(daysUntil('', today))).toBe(false);
    expect(isLifetime(daysUntil('2026-13-40', today))).toBe(false);
  });
});

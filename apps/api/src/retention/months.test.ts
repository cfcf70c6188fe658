import { describe, expect, it } from 'vitest';
import { monthsBefore } from './months.js';

const utc = (iso: string) => new Date(iso);

describe('the retention cut-off', () => {
  it('goes back calendar months at the same time of day, across years', () => {
    expect(monthsBefore(utc('2026-03-02T09:00:00.000Z'), 1).toISOString()).toBe('2026-02-02T09:00:00.000Z');
    expect(monthsBefore(utc('2026-03-02T09:00:00.000Z'), 14).toISOString()).toBe('2025-01-02T09:00:00.000Z');
    expect(monthsBefore(utc('2026-01-15T23:59:59.999Z'), 120).toISOString()).toBe('2016-01-15T23:59:59.999Z');
  });

  it('stops at the last day of a shorter month instead of running into the next', () => {
    expect(monthsBefore(utc('2026-03-31T12:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsBefore(utc('2024-03-31T12:00:00.000Z'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(monthsBefore(utc('2026-07-31T00:00:00.000Z'), 3).toISOString()).toBe('2026-04-30T00:00:00.000Z');
  });
});

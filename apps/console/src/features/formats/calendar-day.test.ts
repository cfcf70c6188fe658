import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, daysBetween, localDay } from './calendar-day';

describe('calendar days', () => {
  it('adds days across months, years and daylight saving changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-12-01', -29)).toBe('2026-11-02');
  });

  it('counts the days between two days', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-11-02', '2026-11-01')).toBe(-1);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
  });

  it('formats a day the same wherever the reader is', () => {
    const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(format.format(calendarDay('2026-12-25'))).toBe('Dec 25, 2026');
  });

  it('writes the reader’s own date of an instant', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

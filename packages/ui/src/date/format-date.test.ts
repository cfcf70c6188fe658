import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.js';

describe('formatDate', () => {
  it('formats as mm/dd/yy with leading zeros (SPEC §9)', () => {
    expect(formatDate(new Date(2024, 2, 5))).toBe('03/05/24');
    expect(formatDate(new Date(2009, 11, 31, 23, 59))).toBe('12/31/09');
    expect(formatDate(new Date(2000, 0, 1))).toBe('01/01/00');
  });

  it('reads a bare ISO date as that calendar day in any time zone', () => {
    expect(formatDate('2024-03-05')).toBe('03/05/24');
  });

  it('accepts timestamps and full ISO strings in local time', () => {
    const date = new Date(2023, 6, 14, 8, 30);
    expect(formatDate(date.getTime())).toBe('07/14/23');
    expect(formatDate(date.toISOString())).toBe('07/14/23');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the local time of day to the date', () => {
    const date = new Date(2024, 2, 5, 16, 7);
    const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(date);
    expect(formatDateTime(date.toISOString())).toBe(`03/05/24 ${time}`);
    expect(time).toMatch(/07/);
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

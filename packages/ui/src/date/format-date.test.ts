import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.js';

describe('formatDate', () => {
  it('formats as mm/dd/yy with leading zeros (docs/limits.md#business-constants)', () => {
    expect(formatDate(new Date(2024, 2, 5))).toBe('03/05/24');
    expect(formatDate(new Date(2009, 11, 31, 23, 59))).toBe('12/31/09');
    expect(formatDate(new Date(2000, 0, 1))).toBe('01/01/00');
  });

  it('reads a bare ISO date as that calendar day in any time zone', () => {
    expect(formatDate('2024-03-05')).toBe('03/05/24');
    expect(formatDate('2024-03-05', { timeZone: 'Pacific/Kiritimati' })).toBe('03/05/24');
    expect(formatDate('2024-03-05', { timeZone: 'Pacific/Pago_Pago' })).toBe('03/05/24');
  });

  it('shows an instant on the day it is in the given time zone', () => {
    const lateEvening = '2024-03-06T03:30:00Z';
    expect(formatDate(lateEvening, { timeZone: 'America/New_York' })).toBe('03/05/24');
    expect(formatDate(lateEvening, { timeZone: 'Europe/Paris' })).toBe('03/06/24');
    expect(formatDate(Date.parse(lateEvening), { timeZone: 'UTC' })).toBe('03/06/24');
  });

  it('defaults to the local time zone', () => {
    const date = new Date(2023, 6, 14, 8, 30);
    expect(formatDate(date.getTime())).toBe('07/14/23');
    expect(formatDate(date.toISOString())).toBe('07/14/23');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  const at = '2024-03-05T21:07:00Z';

  it("adds the time of day in the person's time zone, with the zone named", () => {
    expect(formatDateTime(at, { timeZone: 'America/New_York', locale: 'en-US' })).toBe(
      '03/05/24 4:07 PM EST',
    );
    expect(formatDateTime(at, { timeZone: 'America/Los_Angeles', locale: 'en-US' })).toBe(
      '03/05/24 1:07 PM PST',
    );
    expect(formatDateTime(at, { timeZone: 'UTC', locale: 'en-US' })).toBe('03/05/24 9:07 PM UTC');
  });

  it('crosses midnight with the zone: the date and the time move together', () => {
    expect(formatDateTime(at, { timeZone: 'Asia/Tokyo', locale: 'en-US' })).toBe('03/06/24 6:07 AM GMT+9');
  });

  it('follows daylight saving time', () => {
    expect(formatDateTime('2024-07-05T21:07:00Z', { timeZone: 'America/New_York', locale: 'en-US' })).toBe(
      '07/05/24 5:07 PM EDT',
    );
  });

  it('writes the time of day in the given locale; the date stays mm/dd/yy', () => {
    expect(formatDateTime(at, { timeZone: 'Europe/Paris', locale: 'en-GB' })).toBe('03/05/24 22:07 CET');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

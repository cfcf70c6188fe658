import { describe, expect, it } from 'vitest';
import type { OpeningHours, Weekday } from '@concierge/api-client';
import { addBusinessTime, businessTimeBetween, calendarOf } from './business-time.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const weekdays: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const nineToFive = (days: Weekday[] = weekdays): OpeningHours[] =>
  days.map((day) => ({ day, open: '09:00', close: '17:00' }));
const at = (iso: string) => new Date(iso);

describe('business time', () => {
  const paris = calendarOf({ time_zone: 'Europe/Paris', hours: nineToFive(), holidays: [] });

  it('counts only opening hours, in the calendar’s zone', () => {
    // Monday 2026-03-02 10:00 in Paris is 09:00 UTC; 4 business hours end at 14:00 Paris.
    expect(addBusinessTime(paris, at('2026-03-02T09:00:00Z'), 4 * HOUR).toISOString()).toBe(
      '2026-03-02T13:00:00.000Z',
    );
    // Started before opening: the clock waits for 09:00.
    expect(addBusinessTime(paris, at('2026-03-02T05:00:00Z'), 30 * MINUTE).toISOString()).toBe(
      '2026-03-02T08:30:00.000Z',
    );
  });

  it('carries over the night and the weekend', () => {
    // Friday 2026-03-06 16:00 Paris + 2 h: one hour on Friday, one on Monday from 09:00.
    expect(addBusinessTime(paris, at('2026-03-06T15:00:00Z'), 2 * HOUR).toISOString()).toBe(
      '2026-03-09T09:00:00.000Z',
    );
    expect(businessTimeBetween(paris, at('2026-03-06T15:00:00Z'), at('2026-03-09T09:00:00Z'))).toBe(2 * HOUR);
  });

  it('skips holidays', () => {
    const withHoliday = calendarOf({
      time_zone: 'Europe/Paris',
      hours: nineToFive(),
      holidays: ['2026-03-03'],
    });
    // Monday 16:00 + 2 h: Tuesday is a holiday, so the second hour is Wednesday 09:00-10:00 Paris.
    expect(addBusinessTime(withHoliday, at('2026-03-02T15:00:00Z'), 2 * HOUR).toISOString()).toBe(
      '2026-03-04T09:00:00.000Z',
    );
    expect(businessTimeBetween(withHoliday, at('2026-03-02T08:00:00Z'), at('2026-03-04T16:00:00Z'))).toBe(
      16 * HOUR,
    );
  });

  it('follows the zone across the clocks going forward and back', () => {
    // Paris goes from UTC+1 to UTC+2 on Sunday 2026-03-29: Friday 16:00 (15:00 UTC) + 2 h ends Monday
    // 10:00 Paris, which is now 08:00 UTC.
    expect(addBusinessTime(paris, at('2026-03-27T15:00:00Z'), 2 * HOUR).toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    // Around the clock every day: the Sunday of the change has 23 real hours, the autumn one 25.
    const always = calendarOf({
      time_zone: 'Europe/Paris',
      hours: (['sat', 'sun', 'mon'] as Weekday[]).map((day) => ({ day, open: '00:00', close: '24:00' })),
      holidays: [],
    });
    expect(businessTimeBetween(always, at('2026-03-28T23:00:00Z'), at('2026-03-29T22:00:00Z'))).toBe(
      23 * HOUR,
    );
    expect(businessTimeBetween(always, at('2026-10-24T22:00:00Z'), at('2026-10-25T23:00:00Z'))).toBe(
      25 * HOUR,
    );
  });

  it('opens a period whose local start the change skips an hour later', () => {
    // 02:30 does not exist in Paris on 2026-03-29: it moves forward by the hour skipped, to 03:30 local
    // (01:30 UTC), so the half hour ends at 02:00 UTC.
    const night = calendarOf({
      time_zone: 'Europe/Paris',
      hours: [{ day: 'sun', open: '02:30', close: '04:00' }],
      holidays: [],
    });
    expect(addBusinessTime(night, at('2026-03-28T12:00:00Z'), 30 * MINUTE).toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
  });

  it('handles a period closing at midnight, and one starting right after', () => {
    const evenings = calendarOf({
      time_zone: 'America/New_York',
      hours: [
        { day: 'mon', open: '20:00', close: '24:00' },
        { day: 'tue', open: '00:00', close: '02:00' },
      ],
      holidays: [],
    });
    // Monday 2026-03-02 23:00 New York (UTC-5) + 2 h crosses midnight into Tuesday's period.
    expect(addBusinessTime(evenings, at('2026-03-03T04:00:00Z'), 2 * HOUR).toISOString()).toBe(
      '2026-03-03T06:00:00.000Z',
    );
    expect(businessTimeBetween(evenings, at('2026-03-03T01:00:00Z'), at('2026-03-03T07:00:00Z'))).toBe(
      6 * HOUR,
    );
  });

  it('finds the local day in a zone a quarter hour off the hour (Kathmandu, UTC+05:45)', () => {
    const kathmandu = calendarOf({ time_zone: 'Asia/Kathmandu', hours: nineToFive(), holidays: [] });
    // 18:14 UTC on Sunday is 23:59 Sunday there (closed); 18:15 UTC is Monday 00:00, still before opening.
    expect(addBusinessTime(kathmandu, at('2026-03-01T18:14:00Z'), HOUR).toISOString()).toBe(
      '2026-03-02T04:15:00.000Z',
    );
    expect(businessTimeBetween(kathmandu, at('2026-03-02T03:15:00Z'), at('2026-03-02T11:15:00Z'))).toBe(
      8 * HOUR,
    );
  });

  it('is negative when the end comes first, and zero outside opening hours', () => {
    expect(businessTimeBetween(paris, at('2026-03-02T13:00:00Z'), at('2026-03-02T09:00:00Z'))).toBe(
      -4 * HOUR,
    );
    expect(businessTimeBetween(paris, at('2026-03-07T09:00:00Z'), at('2026-03-08T18:00:00Z'))).toBe(0);
  });

  it('adds and measures alike (the inverse of each other) over many starts and lengths', () => {
    for (let start = 0; start < 14 * 24; start += 5) {
      const from = new Date(Date.parse('2026-10-19T00:00:00Z') + start * HOUR + 17 * MINUTE);
      for (const minutes of [1, 59, 240, 481, 2400]) {
        const due = addBusinessTime(paris, from, minutes * MINUTE);
        expect(businessTimeBetween(paris, from, due)).toBe(minutes * MINUTE);
      }
    }
  });
});

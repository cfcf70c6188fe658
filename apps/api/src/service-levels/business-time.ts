import { DateTime, IANAZone } from 'luxon';
import { WEEKDAYS, type OpeningHours } from '@concierge/api-client';

// Business time (docs/service-levels.md#business-time): how far a target lies in a company's opening hours,
// and how much of them passed between two instants. Luxon does the time-zone arithmetic: a local opening
// time is the instant it really is that day, so business time is real time spent inside opening hours. The
// night the clocks go back, hours spanning the change last an hour longer; the night they go forward, an hour
// shorter (a local time that does not exist moves forward by the hour skipped, as Luxon resolves it).

/** A calendar as the clocks read it: its zone, opening periods per weekday (minutes of the day), holidays. */
export interface Calendar {
  zone: string;
  /** Index 0 is Monday; each period is [open, close) in minutes of the local day (close may be 1440). */
  periods: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  holidays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
/** The furthest a computation walks, in local days: ten years (a policy must open at least one day a week). */
const MAX_DAYS = 3_660;
/** How many local days a calendar remembers the opening instants of. */
const CACHE_DAYS = 8_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** The calendar of a policy's settings. */
export function calendarOf(settings: {
  time_zone: string;
  hours: readonly OpeningHours[];
  holidays: readonly string[];
}): Calendar {
  const periods = WEEKDAYS.map((day) =>
    settings.hours
      .filter((hours) => hours.day === day)
      .map((hours) => [minutesOf(hours.open), minutesOf(hours.close)] as const)
      .sort((a, b) => a[0] - b[0]),
  );
  return { zone: settings.time_zone, periods, holidays: new Set(settings.holidays) };
}

// Each calendar's opening instants per local day (days since 1970-01-01 on the local calendar): a queue page
// asks the same days for each of its rows, and Luxon's zone arithmetic is the costly part.
const openingCache = new WeakMap<Calendar, Map<number, Array<[number, number]>>>();

// Each calendar's UTC offsets by quarter hour of UTC time: every zone's offset is a whole number of quarter
// hours and changes on a quarter hour, so one lookup serves every instant of the quarter (a queue page's rows
// share the reader's now, and their due times repeat from page to page).
const offsetCache = new WeakMap<Calendar, Map<number, number>>();
const QUARTER_HOUR_MS = 900_000;

/** The local day number of an instant in the calendar's zone. */
function localDayOf(calendar: Calendar, at: number): number {
  let cache = offsetCache.get(calendar);
  if (!cache) offsetCache.set(calendar, (cache = new Map()));
  const quarter = Math.floor(at / QUARTER_HOUR_MS);
  let offsetMinutes = cache.get(quarter);
  if (offsetMinutes === undefined) {
    offsetMinutes = IANAZone.create(calendar.zone).offset(at);
    if (cache.size >= CACHE_DAYS) cache.clear();
    cache.set(quarter, offsetMinutes);
  }
  return Math.floor((at + offsetMinutes * 60_000) / DAY_MS);
}

/** The opening periods of one local day as instants [start, end), none on a holiday. */
function openingsOn(calendar: Calendar, day: number): Array<[number, number]> {
  let cache = openingCache.get(calendar);
  if (!cache) openingCache.set(calendar, (cache = new Map()));
  const cached = cache.get(day);
  if (cached) return cached;
  const date = new Date(day * DAY_MS);
  const ymd = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  // 1970-01-01 was a Thursday: index 3 with Monday as 0.
  const weekday = (((day + 3) % 7) + 7) % 7;
  const iso = date.toISOString().slice(0, 10);
  const openings = calendar.holidays.has(iso)
    ? []
    : calendar.periods[weekday]!.map(([open, close]): [number, number] => {
        const at = (minutes: number) =>
          minutes >= 1440
            ? DateTime.fromObject({ ...ymd }, { zone: calendar.zone })
                .plus({ days: 1 })
                .toMillis()
            : DateTime.fromObject(
                { ...ymd, hour: Math.floor(minutes / 60), minute: minutes % 60 },
                { zone: calendar.zone },
              ).toMillis();
        return [at(open), at(close)];
      });
  if (cache.size >= CACHE_DAYS) cache.clear();
  cache.set(day, openings);
  return openings;
}

/** The instant `ms` of business time after `from`; `from` itself for 0. */
export function addBusinessTime(calendar: Calendar, from: Date, ms: number): Date {
  const start = from.getTime();
  if (ms <= 0) return new Date(start);
  let remaining = ms;
  const first = localDayOf(calendar, start);
  for (let day = first; day < first + MAX_DAYS; day += 1) {
    for (const [open, close] of openingsOn(calendar, day)) {
      const begin = Math.max(open, start);
      if (close <= begin) continue;
      if (remaining <= close - begin) return new Date(begin + remaining);
      remaining -= close - begin;
    }
  }
  throw new Error(`no business time within ${MAX_DAYS} days of ${from.toISOString()}`);
}

/** The business time from `from` to `to`, in ms; negative when `to` comes first. */
export function businessTimeBetween(calendar: Calendar, from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end < start) return -businessTimeBetween(calendar, to, from);
  let total = 0;
  const first = localDayOf(calendar, start);
  const last = Math.min(localDayOf(calendar, end), first + MAX_DAYS);
  for (let day = first; day <= last; day += 1) {
    for (const [open, close] of openingsOn(calendar, day)) {
      const overlap = Math.min(close, end) - Math.max(open, start);
      if (overlap > 0) total += overlap;
    }
  }
  return total;
}

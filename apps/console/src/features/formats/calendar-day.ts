// Calendar days (`YYYY-MM-DD`: holidays, a report's range and its backlog) as the API writes them: days of a
// calendar, not instants. Formatted at noon UTC with `timeZone: 'UTC'`, a day reads the same wherever the
// reader is; counted in UTC, no daylight saving change makes a day 23 or 25 hours long.

/** The instant to format a calendar day at, with a formatter in `timeZone: 'UTC'`. */
export const calendarDay = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** The reader's own date of an instant (by default now), as `YYYY-MM-DD`. */
export function localDay(at: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The day `days` after (or before, when negative) a calendar day. */
export function addDays(day: string, days: number): string {
  const date = calendarDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days from one calendar day to another (0 for the same day; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((calendarDay(to).getTime() - calendarDay(from).getTime()) / 86_400_000);

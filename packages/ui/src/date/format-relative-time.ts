import type { DateInput } from './format-date.js';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago (or until) `input` is from `now`, in the largest whole unit, through
 * `Intl.RelativeTimeFormat` ("3 hours ago", "yesterday", "last week"); under a minute is "now".
 * An invalid date gives an empty string.
 * @example formatRelativeTime('2026-11-05T13:00:00Z', new Date('2026-11-05T16:10:00Z')) // "3 hours ago"
 */
export function formatRelativeTime(input: DateInput, now: Date, locale?: string): string {
  const at = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(at.getTime())) return '';
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formatters.set(key, formatter);
  }
  const elapsed = at.getTime() - now.getTime();
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return formatter.format(Math.trunc(elapsed / ms), unit);
  }
  return formatter.format(0, 'second');
}

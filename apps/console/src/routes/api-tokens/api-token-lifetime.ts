import { API_TOKEN_LIFETIME_DAYS_MAX } from '@concierge/api-client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar days from today to `date` (`YYYY-MM-DD`, the date field's value); NaN when it is no date. */
export function daysUntil(date: string, today: Date = new Date()): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const target = Date.UTC(year, month - 1, day);
  // Date.UTC rolls an impossible day over (Feb 30 → Mar 2): such a value is no date.
  const parsed = new Date(target);
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return Number.NaN;
  return Math.round((target - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) / DAY_MS);
}

/** A lifetime the server takes: 1 to 365 whole days. */
export const isLifetime = (days: number) =>
  Number.isInteger(days) && days >= 1 && days <= API_TOKEN_LIFETIME_DAYS_MAX;

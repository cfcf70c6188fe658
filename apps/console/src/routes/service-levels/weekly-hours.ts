import { WEEKDAYS, type OpeningHours, type Weekday } from '@concierge/api-client';

/** Days in a row that open the same hours: Monday to Friday, 09:00 to 17:00. */
export interface OpeningLine {
  first: Weekday;
  last: Weekday;
  periods: Array<{ open: string; close: string }>;
}

/**
 * A policy's week in as few lines as it takes: consecutive weekdays (Monday first) with the same periods
 * share one line; closed days have none.
 */
export function openingLines(hours: readonly OpeningHours[]): OpeningLine[] {
  const lines: OpeningLine[] = [];
  // The periods of the day before, while it was open.
  let before: string | null = null;
  for (const day of WEEKDAYS) {
    const periods = hours
      .filter((period) => period.day === day)
      .map(({ open, close }) => ({ open, close }))
      .sort((a, b) => a.open.localeCompare(b.open));
    const key = periods.map((period) => `${period.open}-${period.close}`).join(',');
    const line = lines.at(-1);
    if (periods.length === 0) before = null;
    else if (line && before === key) line.last = day;
    else lines.push({ first: day, last: day, periods });
    if (periods.length > 0) before = key;
  }
  return lines;
}

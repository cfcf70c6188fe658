// The report's choice as the address keeps it (shareable, and Back returns to the last one) and as the API
// takes it: two calendar days, both included, and what the lines are (docs/service-levels.md#reports).
import { ReportGrouping } from '@concierge/api-client';
import { addDays, calendarDay, daysBetween, localDay } from '../../features/formats/calendar-day';

export interface ReportFilters {
  from: string;
  to: string;
  by: ReportGrouping;
}

/** The range a report opens on: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;
/** The contract's longest range: the last day at most 365 days after the first (366 days, both included). */
export const RANGE_DAYS_MAX = 365;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the calendar (not 2026-02-30, which a date parser would roll over to March). */
const isDay = (day: string) =>
  DAY.test(day) && !Number.isNaN(calendarDay(day).getTime()) && addDays(day, 0) === day;
const GROUPINGS = ReportGrouping.options;

/** Why a range cannot be asked for, if it cannot. */
export function rangeProblem(from: string, to: string): 'missing' | 'range' | null {
  if (!isDay(from) || !isDay(to)) return 'missing';
  const days = daysBetween(from, to);
  return days >= 0 && days <= RANGE_DAYS_MAX ? null : 'range';
}

/** The report for the last 30 days up to `today` (the reader's date), by company. */
export function defaultFilters(today: string = localDay()): ReportFilters {
  return { from: addDays(today, 1 - DEFAULT_DAYS), to: today, by: 'company' };
}

/** The choice in the address; the default range when its dates are missing or cannot be asked for. */
export function filtersFrom(params: URLSearchParams, today: string = localDay()): ReportFilters {
  const fallback = defaultFilters(today);
  const by = params.get('by');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = rangeProblem(from, to) === null ? { from, to } : { from: fallback.from, to: fallback.to };
  return { ...range, by: GROUPINGS.find((grouping) => grouping === by) ?? fallback.by };
}

export function searchParamsOf(filters: ReportFilters): URLSearchParams {
  return new URLSearchParams({ from: filters.from, to: filters.to, by: filters.by });
}

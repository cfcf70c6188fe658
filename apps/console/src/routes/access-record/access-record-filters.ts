// The access record's filters as the address keeps them (shareable, and Back returns to the last ones) and
// as the API takes them (docs/SECURITY.md#access-record).
import type { AccessLogQuery } from '@concierge/api-client';

/** The filters as typed: strings, empty when unset. Dates are the reader's calendar days (`yyyy-mm-dd`). */
export type AccessRecordFilters = {
  staff: string;
  request: string;
  from: string;
  to: string;
};

const NAMES = { staff: 'staff', request: 'request', from: 'from', to: 'to' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,12}$/;

export function filtersFrom(params: URLSearchParams): AccessRecordFilters {
  const read = (name: string, pattern: RegExp) => {
    const value = params.get(name)?.trim() ?? '';
    return pattern.test(value) ? value : '';
  };
  return {
    staff: read(NAMES.staff, ID),
    request: read(NAMES.request, ID),
    from: read(NAMES.from, DAY),
    to: read(NAMES.to, DAY),
  };
}

export function searchParamsOf(filters: AccessRecordFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  return params;
}

/** The start of a calendar day in the reader's time zone, as the instant the API compares with. */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
};

/** The API's query: `from` the start of the first day, `to` the start of the day after the last (exclusive). */
export function accessLogQueryOf(filters: AccessRecordFilters): AccessLogQuery {
  return {
    ...(filters.staff && { staff_id: Number(filters.staff) }),
    ...(filters.request && { request_id: Number(filters.request) }),
    ...(filters.from && { from: startOfDay(filters.from) }),
    ...(filters.to && { to: startOfDay(filters.to, 1) }),
  };
}

/** The CSV export of the same entries (all of them, not a page). */
export function csvAddress(filters: AccessRecordFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(accessLogQueryOf(filters))) query.set(key, String(value));
  const search = query.toString();
  return `/api/v1/concierge/access_log.csv${search ? `?${search}` : ''}`;
}

/** A calendar date: a `Date`, a timestamp, or an ISO string (`2024-03-05` or `2024-03-05T10:00:00Z`). */
export type DateInput = Date | number | string;

const pad = (value: number) => String(value).padStart(2, '0');

function toDate(input: DateInput): Date {
  // A bare ISO date is a calendar day, not UTC midnight: read it in local time so it never shifts a day.
  if (typeof input === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  return input instanceof Date ? input : new Date(input);
}

/** Formats a date as mm/dd/yy in local time (SPEC §9); an invalid date gives an empty string. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;
}

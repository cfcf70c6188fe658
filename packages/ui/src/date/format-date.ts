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

let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * `mm/dd/yy` and the time of day in the reader's locale (`03/05/24 4:07 PM`), for lists whose order
 * within a day matters, such as a conversation; an invalid date gives an empty string.
 */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  return `${formatDate(date)} ${timeFormat.format(date)}`;
}

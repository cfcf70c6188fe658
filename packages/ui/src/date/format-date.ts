import { isEnglishLocale } from '@concierge/uploader';

/** A calendar date: a `Date`, a timestamp, or an ISO string (`2024-03-05` or `2024-03-05T10:00:00Z`). */
export type DateInput = Date | number | string;

export interface DateFormatOptions {
  /** An IANA time zone, e.g. `America/New_York`. Default: the person's own (the browser's). */
  timeZone?: string | undefined;
  /**
   * The language (BCP 47). English, or none, writes mm/dd/yy and the time of day in the
   * browser's locale; any other language writes both its own way (`05/03/24`, `٠٥‏/٠٣‏/٢٤`).
   */
  locale?: string | undefined;
}

const BARE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Intl formatters are costly to make and a thread formats every message: one per zone and locale.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'time', { timeZone, locale }: DateFormatOptions): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone ?? ''} ${locale ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      kind === 'date'
        ? // In English only the parts: mm/dd/yy is put together below, whatever the region.
          new Intl.DateTimeFormat(isEnglishLocale(locale) ? 'en-US' : locale, {
            timeZone,
            month: '2-digit',
            day: '2-digit',
            year: '2-digit',
          })
        : new Intl.DateTimeFormat(locale, {
            timeZone,
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          });
    formatters.set(key, found);
  }
  return found;
}

function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

/**
 * Formats a date as mm/dd/yy in English, or as the short numeric date of `locale`, the day it is
 * in the person's time zone (or `timeZone`); an invalid date gives an empty string. A bare ISO date
 * (`2024-03-05`) is a calendar day, shown as is in every zone.
 * @example formatDate('2024-03-05') // '03/05/24'; formatDate('2024-03-05', { locale: 'fr' }) // '05/03/24'
 */
export function formatDate(input: DateInput, options: DateFormatOptions = {}): string {
  const day = typeof input === 'string' ? BARE_DAY.exec(input) : null;
  if (day && isEnglishLocale(options.locale)) return `${day[2]}/${day[3]}/${day[1]!.slice(2)}`;
  if (day) {
    // The calendar day itself: read and written in UTC, so no zone moves it.
    const utcDay = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    return formatter('date', { ...options, timeZone: 'UTC' }).format(utcDay);
  }
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  if (!isEnglishLocale(options.locale)) return formatter('date', options).format(date);
  const parts = Object.fromEntries(
    formatter('date', options)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year}`;
}

/**
 * `mm/dd/yy` and the time of day with its zone (`03/05/24 4:07 PM EST`), both in the person's time zone
 * (or `timeZone`), through `Intl.DateTimeFormat`: for lists whose order within a day matters, such as a
 * conversation. The zone is named so a time read across zones is never ambiguous. Invalid: empty string.
 */
export function formatDateTime(input: DateInput, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date, options)} ${formatter('time', options).format(date)}`;
}

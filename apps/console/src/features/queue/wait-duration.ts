import { isEnglishLocale } from '@concierge/uploader';
import { TEXTS } from '../../app/texts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type WaitUnit = 'minute' | 'hour' | 'day';
const ENGLISH_UNITS: Record<WaitUnit, string> = { minute: 'min', hour: 'h', day: 'd' };

/**
 * A wait as the queue says it, the two largest units at most: "under 1 min", "12 min", "3 h 5 min",
 * "2 d 4 h" in English (the console's own short units); another language's short units and list through
 * Intl ("3 h 5 min", "3 س و5 د").
 */
export function formatWait(ms: number, locale = 'en'): string {
  const english = isEnglishLocale(locale);
  const unit = (value: number, name: WaitUnit) =>
    english
      ? `${value} ${ENGLISH_UNITS[name]}`
      : new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const both = (first: string, second: string) =>
    english
      ? `${first} ${second}`
      : new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format([first, second]);
  if (ms < MINUTE) return TEXTS.queue.waitUnder(unit(1, 'minute'));
  if (ms < HOUR) return unit(Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    const hours = unit(Math.floor(ms / HOUR), 'hour');
    return minutes ? both(hours, unit(minutes, 'minute')) : hours;
  }
  const hours = Math.floor((ms % DAY) / HOUR);
  const days = unit(Math.floor(ms / DAY), 'day');
  return hours ? both(days, unit(hours, 'hour')) : days;
}

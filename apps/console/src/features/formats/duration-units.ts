import { isEnglishLocale } from '@concierge/uploader';

export type DurationUnit = 'minute' | 'hour' | 'day';
const ENGLISH_UNITS: Record<DurationUnit, string> = { minute: 'min', hour: 'h', day: 'd' };

/**
 * How the console writes a duration's parts in the reader's language: English keeps the console's own short
 * units ("3 h 5 min"); another language gets its short units and its list of units through Intl
 * ("3 h 5 min", "3 س و5 د").
 */
export function durationUnits(locale: string) {
  const english = isEnglishLocale(locale);
  return {
    /** One amount of one unit: "12 min". */
    unit: (value: number, name: DurationUnit) =>
      english
        ? `${value} ${ENGLISH_UNITS[name]}`
        : new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value),
    /** Two amounts, the larger first: "3 h 5 min". */
    both: (first: string, second: string) =>
      english
        ? `${first} ${second}`
        : new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format([first, second]),
  };
}

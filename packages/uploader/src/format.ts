import { FILE_SIZE_STEP, FILE_SIZE_UNITS } from './spec-constants.js';

// Intl's byte units (the sanctioned ones stop at petabyte), for every language but English: English keeps
// its own unit names (Bytes, KB, MB…), which differ from Intl's English ("byte", "kB").
const INTL_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'];

/** True for English or no locale: the English texts and formats apply. */
export function isEnglishLocale(locale: string | undefined): boolean {
  return !locale || /^en(-|$)/i.test(locale);
}

/**
 * Formats a byte count in 1024 steps with one decimal: in English (the default) with the
 * units, in any other language through `Intl.NumberFormat`'s units, with that language's digits and names.
 * @example formatFileSize(26214400) // '25 MB'; formatFileSize(26214400, 'fr') // '25 Mo'
 */
export function formatFileSize(bytes: number, locale?: string): string {
  const units = isEnglishLocale(locale) ? FILE_SIZE_UNITS : INTL_UNITS;
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const last = units.length - 1;
  // Below one byte the logarithm is negative: clamp to the first unit rather than index before it.
  let exponent = size && Math.min(Math.max(Math.floor(Math.log(size) / Math.log(FILE_SIZE_STEP)), 0), last);
  let value = Number.parseFloat((size / FILE_SIZE_STEP ** exponent).toFixed(1));
  // Rounding can reach the next unit (1048575 bytes is 1023.99 KB): show '1 MB', not '1024 KB'.
  if (value >= FILE_SIZE_STEP && exponent < last) {
    exponent += 1;
    value = Number.parseFloat((size / FILE_SIZE_STEP ** exponent).toFixed(1));
  }
  if (units === FILE_SIZE_UNITS) return `${value} ${units[exponent]}`;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[exponent],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * Fills `{0}`, `{1}`, … in a text; a placeholder without a value is left as it is.
 * @example formatMessage('limit is {0} at most.', 1) // 'limit is 1 at most.'
 */
export function formatMessage(template: string, ...values: ReadonlyArray<string | number>): string {
  // A replacer function, so `$&` and friends in a file name are not read as replacement patterns.
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}

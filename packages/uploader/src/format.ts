import { FILE_SIZE_STEP, FILE_SIZE_UNITS } from './spec-constants.js';

/**
 * Formats a byte count in 1024 steps with one decimal (spec §9).
 * @example formatFileSize(26214400) // '25 MB'
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${FILE_SIZE_UNITS[0]}`;
  const last = FILE_SIZE_UNITS.length - 1;
  // Below one byte the logarithm is negative: clamp to Bytes rather than index before the first unit.
  let exponent = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(FILE_SIZE_STEP)), 0), last);
  let value = Number.parseFloat((bytes / FILE_SIZE_STEP ** exponent).toFixed(1));
  // Rounding can reach the next unit (1048575 bytes is 1023.99 KB): show '1 MB', not '1024 KB'.
  if (value >= FILE_SIZE_STEP && exponent < last) {
    exponent += 1;
    value = Number.parseFloat((bytes / FILE_SIZE_STEP ** exponent).toFixed(1));
  }
  return `${value} ${FILE_SIZE_UNITS[exponent]}`;
}

/**
 * Fills `{0}`, `{1}`, … in a spec text; a placeholder without a value is left as it is.
 * @example formatMessage('limit is {0} at most.', 1) // 'limit is 1 at most.'
 */
export function formatMessage(template: string, ...values: ReadonlyArray<string | number>): string {
  // A replacer function, so `$&` and friends in a file name are not read as replacement patterns.
  return template.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}

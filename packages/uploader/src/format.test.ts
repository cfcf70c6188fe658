import { describe, expect, it } from 'vitest';
import { formatFileSize, formatMessage } from './index.js';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [0.5, '0.5 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [26214400, '25 MB'],
    [26214401, '25 MB'],
    [1024 ** 3 * 2.25, '2.3 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5 * 3, '3 PB'],
    [1024 ** 9, '1024 YB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('formatMessage', () => {
  it('fills numbered placeholders, in any order, as often as they occur', () => {
    expect(formatMessage('{1} then {0}, {1} again', 'a', 2)).toBe('2 then a, 2 again');
  });

  it('leaves a placeholder without a value alone', () => {
    expect(formatMessage('{0}: {1}', 'x')).toBe('x: {1}');
  });

  it('inserts values literally, even ones that look like replacement patterns', () => {
    expect(formatMessage('{0}: bad', "$&$1$'.png")).toBe("$&$1$'.png: bad");
  });
});

describe('formatFileSize in a language', () => {
  it.each([
    // English keeps the spec's units whatever the region.
    ['en', 26214400, '25 MB'],
    ['en-GB', 1536, '1.5 KB'],
    ['es', 26214400, '25 MB'],
    ['es', 1536, '1,5 kB'],
    ['es', 500, '500 B'],
    ['fr', 26214400, '25 Mo'],
    ['fr', 1536, '1,5 ko'],
  ])('%s: %d bytes → %s', (locale, bytes, text) => {
    // Intl separates a number from its unit with a (narrow) no-break space in some languages.
    expect(formatFileSize(bytes, locale).replace(/[\u00a0\u202f]/g, ' ')).toBe(text);
  });

  it('ar: the megabyte in Arabic (digits Latin or Arabic-Indic, as the ICU data of the runtime has them)', () => {
    expect(formatFileSize(26214400, 'ar').replace(/[\u00a0\u202f\u200f\u061c]/g, ' ')).toMatch(
      /^(25|٢٥) م\.ب$/,
    );
  });

  it('rounds to the next unit as in English', () => {
    expect(formatFileSize(1024 * 1024 - 1, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe('1 Mo');
  });
});

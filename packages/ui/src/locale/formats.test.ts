// Every format of the kit, per language. English stays the spec's (mm/dd/yy, `25 MB`, `50%`).
// Arabic digits and direction marks depend on the ICU data of the runtime (Node's writes Latin digits,
// Chromium's Arabic-Indic ones): `plain` reads both the same, so the test pins the words and the order.
import { formatFileSize } from '@concierge/uploader';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../date/format-date.js';
import { formatRelativeTime } from '../date/format-relative-time.js';
import { kitTexts as ar } from '../locales/ar.js';
import { countIn } from '../locales/count.js';
import { kitTexts as es } from '../locales/es.js';
import { kitTexts as fr } from '../locales/fr.js';
import { formatPercent } from '../progress-bar/progress-bar.js';
import { textDirection } from './text-direction.js';

const plain = (text: string) =>
  text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/٫/g, '.')
    .replace(/٬/g, ',')
    .replace(/٪/g, '%');

const at = '2024-03-05T21:07:00Z';
const now = new Date('2024-03-06T00:07:00Z');

describe.each([
  // locale, date, date and time (Paris), 3 hours ago, yesterday, 50 %, 1.5 KB, 25 MB
  ['en', '03/05/24', '03/05/24 10:07 PM GMT+1', '3 hours ago', 'yesterday', '50%', '1.5 KB', '25 MB'],
  ['es', '05/03/24', '05/03/24 22:07 CET', 'hace 3 horas', 'ayer', '50 %', '1,5 kB', '25 MB'],
  ['fr', '05/03/24', '05/03/24 22:07 UTC+1', 'il y a 3 heures', 'hier', '50 %', '1,5 ko', '25 Mo'],
  ['ar', '05/03/24', '05/03/24 10:07 م غرينتش+1', 'قبل 3 ساعات', 'أمس', '50%', '1.5 كيلوبايت', '25 م.ب'],
])('formats in %s', (locale, date, dateTime, hoursAgo, yesterday, percent, kilobytes, megabytes) => {
  it('writes a date (English: the spec’s mm/dd/yy) and a time of day in the reader’s zone', () => {
    expect(plain(formatDate(at, { locale, timeZone: 'Europe/Paris' }))).toBe(date);
    expect(plain(formatDate('2024-03-05', { locale, timeZone: 'Pacific/Pago_Pago' }))).toBe(date);
    // English's time of day is the browser's here; the test fixes it to en-US through the locale.
    const timeLocale = locale === 'en' ? 'en-US' : locale;
    expect(plain(formatDateTime(at, { locale: timeLocale, timeZone: 'Europe/Paris' }))).toBe(dateTime);
  });

  it('says how long ago', () => {
    expect(plain(formatRelativeTime('2024-03-05T21:07:00Z', now, locale))).toBe(hoursAgo);
    expect(plain(formatRelativeTime('2024-03-04T21:07:00Z', now, locale))).toBe(yesterday);
  });

  it('writes a percentage and a file size', () => {
    expect(plain(formatPercent(50, locale))).toBe(percent);
    expect(plain(formatFileSize(1536, locale))).toBe(kilobytes);
    expect(plain(formatFileSize(26214400, locale))).toBe(megabytes);
  });
});

describe('plurals', () => {
  it('picks the plural category and digits of the language', () => {
    expect(countIn('es', 1).plural).toBe('one');
    expect(countIn('es', 3).plural).toBe('other');
    expect(countIn('fr', 0).plural).toBe('one');
    expect(countIn('ar', 2).plural).toBe('two');
    expect(countIn('ar', 5).plural).toBe('few');
    expect(countIn('ar', 11).plural).toBe('many');
    expect(plain(countIn('fr', 1234).text)).toBe('1 234');
  });

  it('agrees "the other devices" with their number in each language', () => {
    expect(es.deviceList.confirmOthersBody(1)).toMatch(/^El otro dispositivo necesitará/);
    expect(es.deviceList.confirmOthersBody(3)).toMatch(/^Los otros 3 dispositivos necesitarán/);
    expect(fr.deviceList.confirmOthersBody(1)).toContain('sur l’autre appareil.');
    expect(plain(fr.deviceList.confirmOthersBody(2))).toContain('sur les 2 autres appareils.');
    expect(ar.deviceList.confirmOthersBody(1)).toMatch(/^سيحتاج الجهاز الآخر/);
    expect(ar.deviceList.confirmOthersBody(2)).toMatch(/^سيحتاج الجهازان الآخران/);
    expect(plain(ar.deviceList.confirmOthersBody(5))).toMatch(/^ستحتاج الأجهزة الأخرى وعددها 5/);
  });
});

describe('textDirection', () => {
  it('is right to left for the languages written in a right-to-left script', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('fa')).toBe('rtl');
    expect(textDirection('ur-PK')).toBe('rtl');
    expect(textDirection('az-Arab')).toBe('rtl');
  });

  it('is left to right otherwise, and for no or a malformed locale', () => {
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('es-MX')).toBe('ltr');
    expect(textDirection('fr')).toBe('ltr');
    expect(textDirection('az')).toBe('ltr');
    expect(textDirection(undefined)).toBe('ltr');
    expect(textDirection('not a locale!')).toBe('ltr');
  });
});

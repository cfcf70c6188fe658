import type { Locale } from '@concierge/api-client/constants';

// Scripts written right to left (ISO 15924), as CLDR's likely-subtags data assigns them to a language.
const RTL_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);

/** The direction a language is written in, from its likely script (`ar` → Arab → right to left). */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  const { script } = new Intl.Locale(locale).maximize();
  return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
}

/**
 * When a message was written, as an email shows it, in UTC (the server does not know the reader's time zone,
 * and says which zone it uses). English keeps the format its emails have always had (`toUTCString`); other
 * languages get `Intl`'s, e.g. `mar, 3 mar 2026, 9:00 UTC`.
 */
export function emailDateTime(locale: Locale, at: Date): string {
  if (locale === 'en') return at.toUTCString();
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(at);
}

import { useMemo } from 'react';
import { useLocale } from '@concierge/app-locale';
import { isEnglishLocale } from '@concierge/uploader';

// The console's own dates and durations in the reader's language, through Intl. English keeps the
// formats it had before languages came: the browser's locale for dates and times, the queue's hand-made
// "3 h 5 min" for waits.

/** The locale Intl should use: the active language, or undefined (the browser's) for English. */
export function intlLocale(locale: string): string | undefined {
  return isEnglishLocale(locale) ? undefined : locale;
}

/** An `Intl.DateTimeFormat` for the page's language, made again only when the language changes. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const { locale } = useLocale();
  const key = JSON.stringify(options);
  // The options are a literal at each call site: the key, not the object, says when they change.
  return useMemo(() => new Intl.DateTimeFormat(intlLocale(locale), options), [locale, key]);
}

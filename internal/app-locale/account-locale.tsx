import { useEffect } from 'react';
import type { Locale } from '@concierge/api-client/constants';
import { PSEUDO_LOCALE } from './locale-choice.js';
import { useLocale } from './locale-root.js';

/**
 * Follows the signed-in account's setting (from wherever the app reads the current user): when it is set and
 * differs from the page's language, it wins. Null (follow the browser) changes nothing. The switching code
 * loads only then.
 */
export function useAccountLocale(accountLocale: Locale | null | undefined): void {
  const { locale } = useLocale();
  useEffect(() => {
    if (!accountLocale || accountLocale === locale || locale === PSEUDO_LOCALE) return;
    // A language that fails to load leaves the page as it is; the account page shows its own errors.
    void import('./locale-switch.js')
      .then(({ setLocale }) => setLocale(accountLocale))
      .catch(() => undefined);
    // Only a change of the account's setting switches; the page's own switches go through setLocale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLocale]);
}

// The language switch's own words; each language's name is its own (LOCALE_NAMES), never these.

import { localizable } from '@concierge/app-locale';

export const LANGUAGE_TEXTS = localizable('language', {
  label: 'Language',
  failed: 'That language could not be loaded. Check your connection and try again.',
});

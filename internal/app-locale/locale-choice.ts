import { DEFAULT_LOCALE, LOCALES, type Locale } from '@concierge/api-client/constants';

// Which language a reader gets: the account's setting, else the language last chosen on this
// browser (the sign-in page's switch, before there is an account to keep it), else the browser's languages,
// else English. The stored choice sits in localStorage so a signed-out page knows it before any request.

/**
 * The pseudo-locale: English accented and 40 % longer, for the test that finds strings no catalog holds and
 * text clipped at 320 px. Reachable only by `?locale=en-XA` (never offered in a switch); the tag is the one
 * Android and Chrome use for the same purpose.
 */
export const PSEUDO_LOCALE = 'en-XA';
/** A locale the apps can render in: a product language, or the pseudo-locale. */
export type AppLocale = Locale | typeof PSEUDO_LOCALE;

/** Where this browser keeps the reader's choice (locale-switch.ts writes it). */
export const STORAGE_KEY = 'concierge.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of a reader's languages the product speaks (`es-MX` → `es`), if any. */
export function matchLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return undefined;
}

/** The language chosen on this browser, if any (storage can be unavailable: private modes, policies). */
export function storedLocale(): Locale | undefined {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export interface LocaleSources {
  /** The signed-in account's setting; null or undefined when it follows the browser or nobody is signed in. */
  account?: Locale | null;
  /** The page's address, for the pseudo-locale's `?locale=en-XA`. */
  search?: string;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  languages?: readonly string[];
}

/** The language to render in, from the sources in the order. */
export function chooseLocale({ account, search, languages }: LocaleSources): AppLocale {
  if (search && new URLSearchParams(search).get('locale') === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return account ?? storedLocale() ?? matchLocale(languages ?? []) ?? DEFAULT_LOCALE;
}

/** The language at start-up, before the account is known. */
export function initialLocale(): AppLocale {
  return chooseLocale({ search: globalThis.location?.search, languages: globalThis.navigator?.languages });
}

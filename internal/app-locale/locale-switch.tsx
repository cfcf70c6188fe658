import type { ReactNode } from 'react';
import type { Locale } from '@concierge/api-client/constants';
import { KitLocaleProvider, textDirection } from '@concierge/ui';
import type { Translate } from './localizable-texts.js';
import { activateTexts } from './texts-translation.js';
import { PSEUDO_LOCALE, STORAGE_KEY, type AppLocale } from './locale-choice.js';
import { localeLoader, updateLocaleState, type ActiveLocale, type LoadLocale } from './locale-store.js';

// Switching languages, a chunk of its own: loaded before the first render for a reader whose language is not
// English, and by the language switches and the account's setting otherwise.

interface PreparedLocale {
  active: ActiveLocale;
  translate: Translate | undefined;
}

/** Loads a language without showing it yet. */
async function prepare(locale: AppLocale, load: LoadLocale): Promise<PreparedLocale> {
  if (locale === 'en') return { active: { locale }, translate: undefined };
  if (locale === PSEUDO_LOCALE) {
    const [{ pseudoTranslate }, { kitTexts }] = await Promise.all([
      import('./pseudo-locale.js'),
      import('@concierge/ui/locales/pseudo'),
    ]);
    return { active: { locale, wrap: kitWrapper(locale, kitTexts) }, translate: pseudoTranslate() };
  }
  const bundle = await load(locale);
  return { active: { locale, wrap: kitWrapper(locale, bundle.kitTexts) }, translate: bundle.translate };
}

/** Translates every registered texts module, sets `lang` and `dir`, and re-renders a `LocaleRoot`. */
function show({ active, translate }: PreparedLocale) {
  activateTexts(translate);
  const root = globalThis.document?.documentElement;
  if (root) {
    root.lang = active.locale;
    root.dir = textDirection(active.locale);
  }
  updateLocaleState({ active });
}

/**
 * Puts the app in a language. The app awaits this before its first render when the reader's language is not
 * English, so no English flashes first.
 */
export async function activateLocale(locale: AppLocale, load?: LoadLocale): Promise<ActiveLocale> {
  const prepared = await prepare(locale, load ?? appLoader());
  show(prepared);
  return prepared.active;
}

function kitWrapper(locale: string, texts: Parameters<typeof KitLocaleProvider>[0]['texts']) {
  return function wrap(app: ReactNode) {
    return (
      <KitLocaleProvider locale={locale} texts={texts}>
        {app}
      </KitLocaleProvider>
    );
  };
}

function appLoader(): LoadLocale {
  const load = localeLoader();
  if (!load) throw new Error('No locale loader: call setLocaleLoader at start-up.');
  return load;
}

let latest = 0;

/**
 * Switches the language and keeps it on this browser (the account page also saves it to the account).
 * Rejects when the language's chunks cannot be loaded; the page stays in the language it was in. A quicker
 * later switch wins over a slow earlier one.
 */
export async function setLocale(locale: Locale): Promise<void> {
  const attempt = ++latest;
  updateLocaleState({ pending: locale });
  try {
    const prepared = await prepare(locale, appLoader());
    if (attempt !== latest) return;
    show(prepared);
    storeLocale(locale);
  } finally {
    if (attempt === latest) updateLocaleState({ pending: undefined });
  }
}

/** Each language in its own name, as a switch lists them (a reader who cannot read the page still finds theirs). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  ar: 'العربية',
};

/** Keeps a choice for the next visit; `null` forgets it, so the browser's languages decide again. */
export function storeLocale(locale: Locale | null): void {
  try {
    if (locale) globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Not kept: the account's setting (when signed in) still carries it.
  }
}

import { setupI18n, type Messages } from '@lingui/core';
import type { Translate } from './localizable-texts.js';

// Lingui's runtime over one compiled catalog (the apps import `src/locales/<locale>.po`, which Lingui's Vite
// plugin compiles at build time: no message parser ships, only ICU plurals and selects as data). Loaded with
// a language's catalog, never by English.

/** Looks messages up in a compiled catalog; a message it lacks is undefined, so the English stays. */
export function catalogTranslate(locale: string, messages: Messages): Translate {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (id, values) => (Object.hasOwn(messages, id) ? i18n._(id, values) : undefined);
}

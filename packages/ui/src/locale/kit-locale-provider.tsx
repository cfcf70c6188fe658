import { useMemo, type ReactNode } from 'react';
import type { KitTextsOverride } from '../kit-texts.js';
import { KitLocaleContext, type KitLocaleState } from './kit-locale-context.js';
import { textDirection, type TextDirection } from './text-direction.js';

// The provider alone, apart from every component's English (kit-locale.ts): an app that wraps its tree in a
// language does not load the texts of components it never shows (English's first load carries no translation).

export interface KitLocaleProviderProps {
  /** BCP 47 language tag: `es`, `fr-CA`, `ar`. Dates, numbers, sizes and relative times follow it. */
  locale: string;
  /** Reading direction; by default the locale's (`ar`, `he`, `fa`… are right to left). */
  dir?: TextDirection | undefined;
  /** Texts over the English ones: a locale entry's `kitTexts`, or only the words a product wants its own. */
  texts?: KitTextsOverride | undefined;
  children: ReactNode;
}

/**
 * Puts the kit in a language: every component below reads its texts, formats and direction from here (a
 * text given as a prop still wins). It sets no attribute on the page: the app sets `lang` and `dir` on
 * `<html>`, which portals (Drawer, ConfirmDialog, toasts) inherit too.
 * @example <KitLocaleProvider locale="ar" texts={(await import('@concierge/ui/locales/ar')).kitTexts}>…
 */
export function KitLocaleProvider({ locale, dir, texts, children }: KitLocaleProviderProps) {
  const value = useMemo<KitLocaleState>(
    () => ({ locale, dir: dir ?? textDirection(locale), texts }),
    [locale, dir, texts],
  );
  return <KitLocaleContext.Provider value={value}>{children}</KitLocaleContext.Provider>;
}

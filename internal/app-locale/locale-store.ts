import type { Locale } from '@concierge/api-client/constants';
import type { KitTextsOverride } from '@concierge/ui';
import type { ReactNode } from 'react';
import type { Translate } from './localizable-texts.js';
import type { AppLocale } from './locale-choice.js';

// The app's language as a tiny store outside React, in every first load: English pays for this and the
// registry only. Switching (locale-switch.ts: loading a catalog, the kit's provider) is a chunk of its own.

/** What a language brings when it loads: its catalog's lookup and the kit's texts in it. */
export interface LocaleBundle {
  translate: Translate;
  kitTexts: KitTextsOverride;
}
/** Each app's loader of a language's chunks (its compiled catalog, the kit's and uploader's texts). */
export type LoadLocale = (locale: Exclude<Locale, 'en'>) => Promise<LocaleBundle>;

export interface ActiveLocale {
  locale: AppLocale;
  /** Wraps the app in the kit's provider for a language other than English. */
  wrap?: (app: ReactNode) => ReactNode;
}

export interface LocaleState {
  active: ActiveLocale;
  /** The language being loaded after a switch, until it renders. */
  pending: Locale | undefined;
}

let state: LocaleState = { active: { locale: 'en' }, pending: undefined };
let loader: LoadLocale | undefined;
const listeners = new Set<() => void>();

export function localeState(): LocaleState {
  return state;
}

/** The page's language now, for code outside React (the API client's `Accept-Language`). */
export function currentLocale(): AppLocale {
  return state.active.locale;
}

export function updateLocaleState(next: Partial<LocaleState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function subscribeLocaleState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's loader, given once at start-up, for switches made later. */
export function setLocaleLoader(load: LoadLocale): void {
  loader = load;
}

export function localeLoader(): LoadLocale | undefined {
  return loader;
}

import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@concierge/api-client/constants';
import { localeState, subscribeLocaleState } from './locale-store.js';
import type { AppLocale } from './locale-choice.js';

/**
 * The app's root in its language. A switch re-renders the app from here (keyed by language), since texts
 * are read at render time from the translated modules; server data and drafts live outside the tree (query
 * cache, draft store) and survive it.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const { active } = useSyncExternalStore(subscribeLocaleState, localeState, localeState);
  const app = <Fragment key={active.locale}>{children}</Fragment>;
  return active.wrap ? active.wrap(app) : app;
}

/** The page's language, and the one loading after a switch. */
export function useLocale(): { locale: AppLocale; pending: Locale | undefined } {
  const { active, pending } = useSyncExternalStore(subscribeLocaleState, localeState, localeState);
  return { locale: active.locale, pending };
}

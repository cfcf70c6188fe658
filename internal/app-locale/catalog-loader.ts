import type { Messages } from '@lingui/core';
import type { KitTextsOverride } from '@concierge/ui';
import type { LoadLocale } from './locale-store.js';

/** What one language's chunks give: the app's compiled catalog and the kit's texts. */
type LanguageChunks = () => Promise<[{ messages: Messages }, { kitTexts: KitTextsOverride }]>;

/**
 * An app's loader of a language from its chunks, which each app names itself (their imports are
 * relative to the app): its catalog, the kit's texts, and Lingui's runtime with them. English loads none.
 * @example catalogLoader({ es: () => Promise.all([import('../locales/es.po'), import('@concierge/ui/locales/es')]), … })
 */
export function catalogLoader(chunks: Record<Parameters<LoadLocale>[0], LanguageChunks>): LoadLocale {
  return async (locale) => {
    const [[{ messages }, { kitTexts }], { catalogTranslate }] = await Promise.all([
      chunks[locale](),
      import('./catalog-translate.js'),
    ]);
    return { translate: catalogTranslate(locale, messages), kitTexts };
  };
}

import { KIT_TEXTS, type KitTextsOverride } from '@concierge/ui';
import { pseudoLocalize } from './pseudo-locale.js';

/** The kit's own texts in the pseudo-locale, for `KitLocaleProvider` (its texts are not in the apps' catalogs). */
export function pseudoKitTexts(): KitTextsOverride {
  return mapTexts(KIT_TEXTS) as KitTextsOverride;
}

function mapTexts(texts: object): object {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === 'string'
        ? pseudoLocalize(value)
        : typeof value === 'function'
          ? (...values: unknown[]) => pseudoLocalize(String(value(...values)))
          : Array.isArray(value)
            ? value.map((item) => pseudoLocalize(String(item)))
            : mapTexts(value as object),
    ]),
  );
}

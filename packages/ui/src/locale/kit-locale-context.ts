import { createContext, useContext } from 'react';
import type { KitTexts, KitTextsOverride } from '../kit-texts.js';
import type { TextDirection } from './text-direction.js';

/** What KitLocaleProvider hands the components: no locale and no texts outside a provider. */
export interface KitLocaleState {
  /** BCP 47; `undefined` outside a provider, where formats are English (and the browser's time). */
  locale: string | undefined;
  dir: TextDirection;
  texts: KitTextsOverride | undefined;
}

export const KitLocaleContext = createContext<KitLocaleState>({
  locale: undefined,
  dir: 'ltr',
  texts: undefined,
});

/** The locale and direction the kit is in (a component reads only these, not the whole texts). */
export function useKitLocaleState(): KitLocaleState {
  return useContext(KitLocaleContext);
}

/**
 * One component's texts: its English defaults with the provider's texts for it merged over them. Each
 * component imports only its own defaults, so a page that shows a Button does not load DeviceList's words.
 */
export function useKitTexts<Section extends keyof KitTexts>(
  section: Section,
  defaults: KitTexts[Section],
): KitTexts[Section] {
  const override = useContext(KitLocaleContext).texts?.[section];
  return override ? { ...defaults, ...override } : defaults;
}

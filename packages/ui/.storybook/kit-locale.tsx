// Storybook's language and direction: two toolbar menus, a loader that imports the language's
// texts the way an app does (lazily, from the locale entry's source), and a decorator that sets `lang` and
// `dir` on <html> (portals inherit them) and hands the story the kit's locale.
import type { Decorator, Loader } from '@storybook/react-vite';
import type { KitTexts } from '../src/kit-texts.js';
import { KIT_TEXTS } from '../src/locale/kit-locale.js';
import { KitLocaleContext, type KitLocaleState } from '../src/locale/kit-locale-context.js';
import { textDirection, type TextDirection } from '../src/locale/text-direction.js';

const LANGUAGES = {
  es: () => import('../src/locales/es.js'),
  fr: () => import('../src/locales/fr.js'),
  ar: () => import('../src/locales/ar.js'),
  // The pseudo-locale: every kit text accented, 40 % longer, between ⟦ ⟧ (the runner checks each story in it).
  'en-XA': () => import('../src/locales/pseudo.js'),
} satisfies Record<string, () => Promise<{ kitTexts: KitTexts }>>;

type Language = 'en' | keyof typeof LANGUAGES;

export const localeGlobalTypes = {
  locale: {
    description: 'The kit’s language',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'en', title: 'English' },
        { value: 'es', title: 'Español' },
        { value: 'fr', title: 'Français' },
        { value: 'ar', title: 'العربية' },
        { value: 'en-XA', title: 'Pseudo-locale (en-XA)' },
      ],
      dynamicTitle: true,
    },
  },
  dir: {
    description: 'Reading direction (automatic: the language’s)',
    toolbar: {
      title: 'Direction',
      icon: 'transfer',
      items: [
        { value: 'auto', title: 'Direction of the language' },
        { value: 'ltr', title: 'Left to right' },
        { value: 'rtl', title: 'Right to left' },
      ],
      dynamicTitle: true,
    },
  },
};

export const localeInitialGlobals = { locale: 'en', dir: 'auto' };

/** Imports the chosen language's texts before the story renders; English has none to load. */
export const loadKitTexts: Loader = async ({ globals }) => {
  const language = globals['locale'] as Language;
  return { kitTexts: language === 'en' ? undefined : (await LANGUAGES[language]()).kitTexts };
};

// English without a forced direction is the state without a provider: the stories and their baselines
// look exactly as they did before the kit had languages. The context is always there (the value changes,
// not the tree), so switching language re-renders a story in place, in the state its play function left.
const ENGLISH: KitLocaleState = { locale: undefined, dir: 'ltr', texts: undefined };

export const withKitLocale: Decorator = (Story, context) => {
  const language = context.globals['locale'] as Language;
  const chosen = context.globals['dir'] as TextDirection | 'auto';
  const dir = chosen === 'auto' ? textDirection(language) : chosen;
  const value: KitLocaleState =
    language === 'en' && dir === 'ltr'
      ? ENGLISH
      : { locale: language, dir, texts: context.loaded['kitTexts'] as KitTexts | undefined };
  document.documentElement.lang = language;
  document.documentElement.dir = dir;
  return (
    <KitLocaleContext.Provider value={value}>
      <Story />
    </KitLocaleContext.Provider>
  );
};

/** The kit's English texts that are plain strings (a function's are put together from a story's values). */
function englishStrings(texts: object): string[] {
  return Object.values(texts).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? englishStrings(value) : [],
  );
}

// Under automation, what the runner's pseudo-locale check looks for on a story shown in en-XA: an English
// kit text still on screen there did not go through the kit's locale (.storybook/pseudo-locale-check.ts).
if (typeof navigator !== 'undefined' && navigator.webdriver) {
  (window as unknown as { __KIT_ENGLISH_TEXTS__: string[] }).__KIT_ENGLISH_TEXTS__ =
    englishStrings(KIT_TEXTS);
}

// What every first load holds (English pays for this only); switching is `@concierge/app-locale/switch`.
export {
  PSEUDO_LOCALE,
  chooseLocale,
  initialLocale,
  isLocale,
  matchLocale,
  storedLocale,
  type AppLocale,
  type LocaleSources,
} from './locale-choice.js';
export { localizable, type TextFunction, type Texts, type Translate } from './localizable-texts.js';
export {
  currentLocale,
  setLocaleLoader,
  type ActiveLocale,
  type LoadLocale,
  type LocaleBundle,
} from './locale-store.js';
export { LocaleRoot, useLocale } from './locale-root.js';
export { useAccountLocale } from './account-locale.js';
// For catalog tests (dropped from an app's bundle, which never calls them: the package has no side effects).
export { activateTexts, sourceMessages, type SourceMessage } from './texts-translation.js';

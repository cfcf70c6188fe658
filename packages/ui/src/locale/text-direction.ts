// Scripts written right to left (ISO 15924), as CLDR's likely-subtags data assigns them to a language.
const RTL_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);

/** The reading direction of a language. */
export type TextDirection = 'ltr' | 'rtl';

/**
 * The direction a locale is written in, from its script (given, or the language's likely one: `ar` →
 * Arab, `az` → Latn, `az-Arab` → Arab); left to right when the locale is not valid.
 * @example textDirection('ar-EG') // 'rtl'
 */
export function textDirection(locale: string | undefined): TextDirection {
  if (!locale) return 'ltr';
  try {
    const { script } = new Intl.Locale(locale).maximize();
    return script && RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

import type { KitTexts } from '../kit-texts.js';
import { KIT_TEXTS } from '../locale/kit-locale.js';

// The pseudo-locale `en-XA`: every text accented, 40 % longer and between ⟦ ⟧. A text on screen
// without the brackets came from no catalog; one cut short at a narrow width shows its missing end. The
// kit's entry is built from its English at load, so it can never fall behind; the apps build theirs from
// their own registered English with the same `pseudoLocalize`, and Storybook's runner renders every story
// in it (.storybook/pseudo-locale-check.ts).

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);
/** The brackets around every pseudo-localized text: a test's marker of "came from a catalog". */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
/** The 40 %: German and Finnish texts run about that much longer than English. */
const GROWTH = 0.4;

/** A text in the pseudo-locale; ICU placeholders (`{0}`) are kept as they are. */
export function pseudoLocalize(text: string): string {
  let letters = 0;
  const accented = text
    .split(/(\{\d+\})/)
    .map((part) =>
      /^\{\d+\}$/.test(part)
        ? part
        : part.replace(/[A-Za-z]/g, (letter) => {
            letters += 1;
            return ACCENTED[letter] ?? letter;
          }),
    )
    .join('');
  const padding = '~'.repeat(Math.ceil(Math.max(letters, 1) * GROWTH));
  return `${PSEUDO_OPEN}${accented}${padding}${PSEUDO_CLOSE}`;
}

/** Every text of `texts` pseudo-localized; a function's result is, with the values it was given inside. */
function pseudoTexts(texts: object): object {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]: [string, unknown]) => [
      key,
      typeof value === 'string'
        ? pseudoLocalize(value)
        : typeof value === 'function'
          ? withArity((...values: unknown[]) => pseudoLocalize(String(value(...values))), value.length)
          : Array.isArray(value)
            ? value.map((item) => pseudoLocalize(String(item)))
            : pseudoTexts(value as object),
    ]),
  );
}

/** Keeps a text function's declared parameter count, as translations written by hand have it. */
function withArity<T extends (...values: never[]) => unknown>(fn: T, length: number): T {
  return Object.defineProperty(fn, 'length', { value: length });
}

/** The kit's texts (and the uploader's) in the pseudo-locale; load with `import('@concierge/ui/locales/pseudo')`. */
export const kitTexts = pseudoTexts(KIT_TEXTS) as KitTexts;

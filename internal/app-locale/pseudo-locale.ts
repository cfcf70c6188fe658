import type { Translate } from './localizable-texts.js';
import { sourceMessages } from './texts-translation.js';

// The pseudo-locale (issue 21): every catalogued text accented, 40 % longer and between ⟦ ⟧. A text on screen
// without the brackets came from no catalog; one cut short at 320 px shows its missing end. Built from the
// registered English at run time, so it can never fall behind the source.

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);
/** The brackets around every pseudo-localized text: the test's marker of "came from a catalog". */
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

/**
 * Translates from the registered English, pseudo-localized, with the values put in afterwards. A module that
 * registers after activation (a lazy route's texts) is read on its first miss.
 */
export function pseudoTranslate(): Translate {
  let messages = new Map<string, string>();
  const read = () => new Map(sourceMessages().map(({ id, message }) => [id, pseudoLocalize(message)]));
  return (id, values) => {
    if (!messages.has(id)) messages = read();
    return messages
      .get(id)
      ?.replace(/\{(\d+)\}/g, (placeholder, index: string) =>
        index in values ? String(values[index]) : placeholder,
      );
  };
}

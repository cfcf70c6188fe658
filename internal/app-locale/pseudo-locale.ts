import type { Translate } from './localizable-texts.js';
import { pseudoLocalize } from '@concierge/ui/locales/pseudo';
import { sourceMessages } from './texts-translation.js';

// The pseudo-locale: every catalogued text accented, 40 % longer and between ⟦ ⟧ (the kit's
// `pseudoLocalize`, which also makes the kit's own pseudo texts). Built from the registered English at run
// time, so it can never fall behind the source.
export { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize } from '@concierge/ui/locales/pseudo';

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

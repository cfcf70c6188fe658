import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@concierge/api-client/constants';
import { readCatalog } from '@concierge/app-locale/catalog-check';

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/locales');

/**
 * A language's catalog as the tests read the page in it: `text(id)` is the message's translation, and
 * `text(id, value, …)` fills `{0}`, `{1}`… (plain placeholders only; a message with a plural is asserted
 * another way). A missing message fails the test rather than passing with English.
 */
export async function catalogTexts(locale: Exclude<Locale, 'en'>) {
  const catalog = await readCatalog(path.join(LOCALES_DIR, `${locale}.po`), locale);
  return (id: string, ...values: string[]): string => {
    const translation = catalog[id]?.translation;
    if (!translation) throw new Error(`The ${locale} catalog has no message ${id}.`);
    return translation.replace(
      /\{(\d+)\}/g,
      (placeholder, index: string) => values[Number(index)] ?? placeholder,
    );
  };
}

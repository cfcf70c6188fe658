import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { sourceMessages, type SourceMessage } from './texts-translation.js';

export { sourceMessages, type SourceMessage } from './texts-translation.js';

// The catalogs' side, for Node (tests and the sync command), never shipped: one `.po` per language whose
// message ids are the texts modules' paths (`web.conversation.send`), English beside each as a comment for
// the translator. The source is the registered texts (`sourceMessages()`), not Lingui's extractor: the
// English lives in the texts modules the spec's tests read, not in macros.

/** Lingui's PO format with explicit ids (ours are paths, never hashes of the English). */
export const PO_FORMAT = formatter({ explicitIdAsDefault: true, origins: false });
const ENGLISH_COMMENT = 'English: ';

interface CatalogEntry {
  translation?: string;
  comments?: string[];
  extra?: { translatorComments?: string[]; flags?: string[] };
}
type Catalog = Record<string, CatalogEntry>;

export async function readCatalog(file: string, locale: string): Promise<Catalog> {
  return parseCatalog(await readFile(file, 'utf8'), file, locale);
}

async function parseCatalog(content: string, file: string, locale: string): Promise<Catalog> {
  return (await PO_FORMAT.parse(content, { locale, sourceLocale: 'en', filename: file })) as Catalog;
}

/**
 * What is wrong with a language's catalog against the English source: a missing or empty translation, an
 * id no texts module has any more, a message that does not compile, or placeholders other than the English
 * ones (a translation must use each of the function's values, and no other).
 */
export function catalogProblems(source: readonly SourceMessage[], catalog: Catalog): string[] {
  const problems: string[] = [];
  const ids = new Set(source.map(({ id }) => id));
  for (const { id, values } of source) {
    const translation = catalog[id]?.translation;
    if (!translation) {
      problems.push(`${id}: no translation`);
      continue;
    }
    let compiled: CompiledMessage;
    try {
      compiled = compileMessageOrThrow(translation);
    } catch (error) {
      problems.push(`${id}: does not compile (${(error as Error).message})`);
      continue;
    }
    const expected = Array.from({ length: values }, (_, index) => String(index)).join(',');
    const found = [...placeholderNames(compiled)].sort().join(',');
    if (found !== expected)
      problems.push(`${id}: placeholders {${found}} where the English has {${expected}}`);
  }
  for (const id of Object.keys(catalog)) if (!ids.has(id)) problems.push(`${id}: not in any texts module`);
  return problems;
}

function placeholderNames(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format))
        if (key !== 'offset' && Array.isArray(choice)) placeholderNames(choice, into);
    }
  }
  return into;
}

/**
 * Rewrites a language's catalog to the source: every message in source order with its English as a comment,
 * translations kept, new ones empty (for the translator; the check fails until they are filled), gone ones
 * dropped.
 */
export async function syncCatalog(
  file: string,
  locale: string,
  source: readonly SourceMessage[],
): Promise<void> {
  let content: string | undefined;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const existing: Catalog = content ? await parseCatalog(content, file, locale) : {};
  const catalog = Object.fromEntries(
    source.map(({ id, message }) => [
      id,
      {
        translation: existing[id]?.translation ?? '',
        comments: [`${ENGLISH_COMMENT}${message}`],
        extra: existing[id]?.extra ?? { translatorComments: [], flags: [] },
      },
    ]),
  );
  // The existing file's headers (language, plural forms) are kept.
  const written = await PO_FORMAT.serialize(catalog as never, {
    locale,
    sourceLocale: 'en',
    filename: file,
    existing: content ?? null,
  });
  await writeFile(file, written);
}

/**
 * An app's catalog for one language against the registered English (the app imports its texts modules
 * first): its problems, after rewriting it to the source when `SYNC_CATALOGS=1` (the `catalogs:sync` script).
 */
export async function appCatalogProblems(localesDir: string, locale: string): Promise<string[]> {
  const file = path.join(localesDir, `${locale}.po`);
  if (process.env.SYNC_CATALOGS === '1') await syncCatalog(file, locale, sourceMessages());
  return catalogProblems(sourceMessages(), await readCatalog(file, locale));
}

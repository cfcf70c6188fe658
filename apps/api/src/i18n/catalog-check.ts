import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { CatalogEntry } from './catalogs.js';
import type { Message } from './text-registry.js';

/**
 * The arguments a message uses, as `name` or `name:type` (`count:plural`), sorted and counted once: two
 * languages' versions of a message must use the same ones, whatever their order or plural branches.
 */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: CompiledMessage | string) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      found.add(type ? `${name}:${type}` : name);
      if (format && typeof format === 'object') {
        for (const branch of Object.values(format)) {
          if (Array.isArray(branch) || typeof branch === 'string') walk(branch as CompiledMessage | string);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

/**
 * What is wrong with a locale's catalog against the messages the code declares: a message missing or left
 * untranslated, one the code no longer has, a translation that is not valid ICU or whose arguments differ
 * from the English. The source locale must repeat the English exactly. Empty when the catalog is complete.
 */
export function catalogProblems(
  locale: string,
  catalog: Record<string, CatalogEntry>,
  declared: readonly Message[],
  sourceLocale = 'en',
): string[] {
  const problems: string[] = [];
  const wanted = new Map(declared.map((message) => [message.id, message]));
  for (const message of declared) {
    const entry = catalog[message.id];
    if (!entry || entry.obsolete || entry.translation === '') {
      problems.push(`${locale}: missing "${message.message}"`);
      continue;
    }
    if (locale === sourceLocale && entry.translation !== message.message) {
      problems.push(`${locale}: "${message.message}" is translated as "${entry.translation}"`);
      continue;
    }
    try {
      const expected = argumentsOf(message.message).join(', ');
      const actual = argumentsOf(entry.translation).join(', ');
      if (actual !== expected) {
        problems.push(`${locale}: "${message.message}" uses {${actual}} instead of {${expected}}`);
      }
    } catch (error) {
      problems.push(`${locale}: "${message.message}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  for (const [id, entry] of Object.entries(catalog)) {
    if (!wanted.has(id) && !entry.obsolete) problems.push(`${locale}: "${entry.message}" is not in the code`);
  }
  return problems;
}

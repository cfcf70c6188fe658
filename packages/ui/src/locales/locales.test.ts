// Each language entry translates every English text of the kit, and nothing else.
import { describe, expect, it } from 'vitest';
import type { KitTexts } from '../kit-texts.js';
import { KIT_TEXTS } from '../locale/kit-locale.js';
import { kitTexts as ar } from './ar.js';
import { kitTexts as es } from './es.js';
import { kitTexts as fr } from './fr.js';
import { kitTexts as pseudo, PSEUDO_CLOSE, PSEUDO_OPEN, pseudoLocalize } from './pseudo.js';

/** Every text of a texts object by its path (`deviceList.name`), with its kind. */
function entries(texts: object, prefix = ''): Array<[string, string]> {
  return Object.entries(texts).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'object' && value !== null
      ? entries(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, typeof value]],
  );
}

/** A text as it reads: a function called with recognisable values (the count is 2). */
function read(text: unknown, path: string): string {
  if (typeof text !== 'function') return String(text);
  return (text as (...args: unknown[]) => string)(
    ...Array.from({ length: text.length }, (_, index) =>
      path.endsWith('confirmOthersBody') ? 2 : `«${index}»`,
    ),
  );
}

const at = (texts: KitTexts, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts);

// Words that are the same in English and the language, checked by a person rather than missed.
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: [],
  fr: ['common.notifications'],
  ar: [],
};

describe.each([
  ['es', es],
  ['fr', fr],
  ['ar', ar],
])('the %s locale entry', (language, texts) => {
  const english = entries(KIT_TEXTS).sort();

  it('has every key of the English texts, of the same kind, and no other', () => {
    expect(entries(texts).sort()).toEqual(english);
  });

  it('translates every text and keeps what a text fills in (names, counts, placeholders)', () => {
    for (const [path] of english) {
      const ours = read(at(texts, path), path);
      const theirs = read(at(KIT_TEXTS, path), path);
      if (!SAME_AS_ENGLISH[language]!.includes(path)) expect(ours, path).not.toBe(theirs);
      expect(ours, path).not.toBe('');
      for (const filled of theirs.match(/«\d»|\{\d\}/g) ?? []) expect(ours, path).toContain(filled);
    }
  });
});

describe('the pseudo-locale entry (en-XA)', () => {
  it('has every key of the English texts, each bracketed, accented and 40 % longer, with what it fills in', () => {
    const english = entries(KIT_TEXTS).sort();
    expect(entries(pseudo).sort()).toEqual(english);
    for (const [path] of english) {
      const theirs = read(at(KIT_TEXTS, path), path);
      const ours = read(at(pseudo, path), path);
      expect(ours, path).toMatch(new RegExp(`^${PSEUDO_OPEN}[^]*~${PSEUDO_CLOSE}$`));
      expect(ours.length, path).toBeGreaterThanOrEqual(theirs.length + 2);
      if (/[A-Za-z]/.test(theirs.replace(/«\d»/g, ''))) expect(ours, path).not.toMatch(/[A-Za-z]{4}/);
      for (const filled of theirs.match(/«\d»|\{\d\}/g) ?? []) expect(ours, path).toContain(filled);
    }
  });

  it('accents letters only, keeping placeholders and the 40 %', () => {
    expect(pseudoLocalize('Send {0} files')).toBe('⟦Šéñđ {0} ƒîĺéš~~~~⟧');
  });
});

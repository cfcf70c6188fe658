import { describe, expect, it } from 'vitest';
import { UPLOADER_TEXTS } from './index.js';
import { uploaderTexts as ar } from './locales/ar.js';
import { uploaderTexts as es } from './locales/es.js';
import { uploaderTexts as fr } from './locales/fr.js';

/** Every key path of a texts object, e.g. `validation.fileTooLarge`. */
function keyPaths(texts: object, prefix = ''): string[] {
  return Object.entries(texts)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

/** The `{0}`, `{1}`, … a text fills, sorted. */
const placeholders = (text: string) => [...new Set(text.match(/\{\d+\}/g) ?? [])].sort();

describe.each([
  ['es', es],
  ['fr', fr],
  ['ar', ar],
])('the %s locale', (_language, texts) => {
  it('has exactly the keys of the English texts, none missing and none extra', () => {
    expect(keyPaths(texts)).toEqual(keyPaths(UPLOADER_TEXTS));
  });

  it('fills the same placeholders as the English, and translates every text', () => {
    for (const kind of ['validation', 'status', 'upload'] as const) {
      const english: Record<string, string> = UPLOADER_TEXTS[kind];
      for (const [key, text] of Object.entries(texts[kind] as Record<string, string>)) {
        expect(placeholders(text), `${kind}.${key}`).toEqual(placeholders(english[key]!));
        expect(text, `${kind}.${key}`).not.toBe(english[key]);
      }
    }
  });
});

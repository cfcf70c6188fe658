import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogProblems, readCatalog, syncCatalog } from './catalog-check.js';
import type { SourceMessage } from './texts-translation.js';

const SOURCE: SourceMessage[] = [
  { id: 'web.send', message: 'Send', values: 0 },
  { id: 'web.codeWait', message: 'You can ask for a new code in {0} seconds.', values: 1 },
];

async function catalogFile() {
  return path.join(await mkdtemp(path.join(tmpdir(), 'catalog-')), 'es.po');
}

describe('syncCatalog', () => {
  it('writes every source message with its English for the translator, translations empty', async () => {
    const file = await catalogFile();
    await syncCatalog(file, 'es', SOURCE);
    const text = await readFile(file, 'utf8');
    expect(text).toContain(
      '#. English: You can ask for a new code in {0} seconds.\nmsgid "web.codeWait"\nmsgstr ""',
    );
    expect(catalogProblems(SOURCE, await readCatalog(file, 'es'))).toEqual([
      'web.send: no translation',
      'web.codeWait: no translation',
    ]);
  });
  it('keeps translations, drops messages no module has any more', async () => {
    const file = await catalogFile();
    await writeFile(
      file,
      'msgid ""\nmsgstr ""\n"Language: es\\n"\n\nmsgid "web.send"\nmsgstr "Enviar"\n\nmsgid "web.gone"\nmsgstr "Ido"\n',
    );
    await syncCatalog(file, 'es', SOURCE);
    const catalog = await readCatalog(file, 'es');
    expect(catalog['web.send']?.translation).toBe('Enviar');
    expect(catalog['web.gone']).toBeUndefined();
  });
});

describe('catalogProblems', () => {
  const translated = (codeWait: string) => ({
    'web.send': { translation: 'Enviar' },
    'web.codeWait': { translation: codeWait },
  });
  it('passes a complete catalog whose placeholders match the English', () => {
    expect(
      catalogProblems(SOURCE, translated('Espera {0, plural, one {# segundo} other {# segundos}}.')),
    ).toEqual([]);
  });
  it('finds a lost, a foreign and a broken placeholder', () => {
    expect(catalogProblems(SOURCE, translated('Espera unos segundos.'))).toEqual([
      'web.codeWait: placeholders {} where the English has {0}',
    ]);
    expect(catalogProblems(SOURCE, translated('Espera {1} segundos.'))).toEqual([
      'web.codeWait: placeholders {1} where the English has {0}',
    ]);
    expect(catalogProblems(SOURCE, translated('Espera {0 segundos.'))[0]).toMatch(
      /^web.codeWait: does not compile/,
    );
  });
  it('finds an id no texts module has', () => {
    expect(catalogProblems(SOURCE, { ...translated('{0}'), 'web.old': { translation: 'Viejo' } })).toEqual([
      'web.old: not in any texts module',
    ]);
  });
});

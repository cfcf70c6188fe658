// The server's catalogs: every message the code declares is in every locale's .po, valid, with the
// English's arguments; en.po repeats the English. A new text fails here until `pnpm --filter api i18n:extract`
// has added it and someone has translated it.
import { LOCALES } from '@concierge/api-client/constants';
import { describe, expect, it } from 'vitest';
import '../server.js';
import { EMAIL_TEXTS, emailTexts } from '../notifications/texts.js';
import { argumentsOf, catalogProblems } from './catalog-check.js';
import { readCatalog, translate } from './catalogs.js';
import { registeredMessages, type Message } from './text-registry.js';

describe('the catalogs', () => {
  it('every locale has every declared message, valid, with the arguments of the English', () => {
    const declared = registeredMessages();
    expect(declared.length).toBeGreaterThan(100);
    for (const locale of LOCALES) expect(catalogProblems(locale, readCatalog(locale), declared)).toEqual([]);
  });

  it('the check finds a missing, an untranslated, a stale and a broken message, and changed arguments', () => {
    const message = (text: string): Message => ({ id: text, message: text });
    const declared = [
      message('Hello {name}'),
      message('{count, plural, one {# file} other {# files}}'),
      message('Bye'),
      message('Thanks'),
    ];
    const entry = (text: string, translation: string) => ({ message: text, translation, obsolete: false });
    const problems = catalogProblems(
      'es',
      {
        'Hello {name}': entry('Hello {name}', 'Hola {nombre}'),
        '{count, plural, one {# file} other {# files}}': entry('files', '{count, plural, one {# archivo}'),
        Thanks: entry('Thanks', ''),
        Old: entry('Old', 'Viejo'),
      },
      declared,
    );
    expect(problems).toEqual([
      'es: "Hello {name}" uses {nombre} instead of {name}',
      expect.stringMatching(/^es: "\{count, plural, .*" is not valid ICU/),
      'es: missing "Bye"',
      'es: missing "Thanks"',
      'es: "Old" is not in the code',
    ]);
    expect(catalogProblems('en', { Bye: entry('Bye', 'Goodbye') }, [message('Bye')])).toEqual([
      'en: "Bye" is translated as "Goodbye"',
    ]);
  });

  it('arguments are compared by name and kind, wherever the plural branches put them', () => {
    expect(argumentsOf('{n, plural, one {# a {x}} other {# b {x}}} {y}')).toEqual(['n:plural', 'x', 'y']);
    expect(argumentsOf('{x} {n, plural, zero {none} other {#}}')).toEqual(
      argumentsOf('{n, plural, other {#}} {x}'),
    );
    expect(argumentsOf('{n, number}')).not.toEqual(argumentsOf('{n}'));
  });

  it('numbers and plurals follow the language', () => {
    const [files] = registeredMessages().filter((m) => m.message.startsWith('{count, plural, one {# file'));
    expect(translate('en', files!, { count: 1200 })).toBe('1,200 files attached');
    expect(translate('fr', files!, { count: 1 })).toBe('1 fichier joint');
    expect(translate('fr', files!, { count: 1200 })).toBe('1\u202f200 fichiers joints');
    expect(translate('ar', files!, { count: 2 })).toBe('ملفان مرفقان');
    expect(translate('ar', files!, { count: 3 })).toBe('3 ملفات مرفقة');
  });

  it('a value is inserted as written: no escape sequence in it is decoded, no brace read', () => {
    const name = 'C:\\x41 \\u0041 {requester} \\\\';
    expect(EMAIL_TEXTS.teamNewRequestIntro(name)).toBe(`${name} filed a new request.`);
    expect(emailTexts('es').teamNewRequestIntro(name)).toBe(`${name} envió una nueva solicitud.`);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogTranslate } from './catalog-translate.js';
import { localizable } from './localizable-texts.js';
import { activateTexts, sourceMessages } from './texts-translation.js';
import { pseudoLocalize, pseudoTranslate, PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo-locale.js';

afterEach(() => activateTexts(undefined));

const TEXTS = localizable('sample', {
  send: 'Send',
  codeWait: (seconds: number) =>
    `You can ask for a new code in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  conversation: { heading: 'Messages', fileOnly: (name: string) => `Sent a file: ${name}` },
  steps: ['Welcome', 'Done'],
});

const spanish = catalogTranslate('es', {
  'sample.send': compileMessage('Enviar'),
  'sample.codeWait': compileMessage(
    'Puedes pedir un código nuevo en {0, plural, one {# segundo} other {# segundos}}.',
  ),
  'sample.conversation.heading': compileMessage('Mensajes'),
  'sample.conversation.fileOnly': compileMessage('Enviaste un archivo: {0}'),
  'sample.steps.0': compileMessage('Bienvenida'),
});

describe('the English source', () => {
  it('lists every message with its id, its English and its placeholders', () => {
    expect(sourceMessages().filter(({ id }) => id.startsWith('sample.'))).toEqual([
      { id: 'sample.send', message: 'Send', values: 0 },
      { id: 'sample.codeWait', message: 'You can ask for a new code in {0} seconds.', values: 1 },
      { id: 'sample.conversation.heading', message: 'Messages', values: 0 },
      { id: 'sample.conversation.fileOnly', message: 'Sent a file: {0}', values: 1 },
      { id: 'sample.steps.0', message: 'Welcome', values: 0 },
      { id: 'sample.steps.1', message: 'Done', values: 0 },
    ]);
  });
  it('refuses a second module under the same namespace', () => {
    expect(() => localizable('sample', { send: 'Send' })).toThrow(/namespace "sample"/);
  });
});

describe('a language from a compiled catalog', () => {
  it('translates the registered objects in place, plurals and values included', () => {
    activateTexts(spanish);
    expect(TEXTS.send).toBe('Enviar');
    expect(TEXTS.codeWait(1)).toBe('Puedes pedir un código nuevo en 1 segundo.');
    expect(TEXTS.codeWait(30)).toBe('Puedes pedir un código nuevo en 30 segundos.');
    expect(TEXTS.conversation.fileOnly('lease.pdf')).toBe('Enviaste un archivo: lease.pdf');
    expect(TEXTS.steps).toEqual(['Bienvenida', 'Done']);
  });
  it('keeps the English of a message the catalog lacks', () => {
    activateTexts(catalogTranslate('es', {}));
    expect(TEXTS.send).toBe('Send');
    expect(TEXTS.codeWait(2)).toBe('You can ask for a new code in 2 seconds.');
  });
  it('returns to the exact English', () => {
    activateTexts(spanish);
    activateTexts(undefined);
    expect(TEXTS.send).toBe('Send');
    expect(TEXTS.codeWait(1)).toBe('You can ask for a new code in 1 second.');
    expect(TEXTS.steps).toEqual(['Welcome', 'Done']);
  });
  it('translates a module that registers while the language is active (a lazy route)', () => {
    activateTexts(catalogTranslate('es', { 'later.title': compileMessage('Más tarde') }));
    const later = localizable('later', { title: 'Later' });
    expect(later.title).toBe('Más tarde');
    activateTexts(undefined);
    expect(later.title).toBe('Later');
  });
});

describe('the pseudo-locale', () => {
  it('accents, lengthens by 40 % and brackets a text, keeping its placeholders', () => {
    const pseudo = pseudoLocalize('Send {0} files');
    expect(pseudo.startsWith(PSEUDO_OPEN) && pseudo.endsWith(PSEUDO_CLOSE)).toBe(true);
    expect(pseudo).toContain('{0}');
    expect(pseudo).toContain('Šéñđ');
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil('Send {0} files'.length * 1.3));
  });
  it('translates every registered text, the values put in unaccented', () => {
    activateTexts(pseudoTranslate());
    expect(TEXTS.send).toBe(pseudoLocalize('Send'));
    expect(TEXTS.conversation.fileOnly('lease.pdf')).toBe(
      pseudoLocalize('Sent a file: {0}').replace('{0}', 'lease.pdf'),
    );
  });
});

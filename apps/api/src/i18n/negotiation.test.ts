// Which of the product's languages a request is answered in.
import { describe, expect, it } from 'vitest';
import { accountLocale, bestLocale, negotiateLocale } from './negotiation.js';

describe('the language of a request', () => {
  it('is the best match of Accept-Language among the product’s languages', () => {
    expect(bestLocale('es')).toBe('es');
    expect(bestLocale('es-MX')).toBe('es');
    expect(bestLocale('FR-ca, en;q=0.5')).toBe('fr');
    expect(bestLocale('de-DE, ar;q=0.8, es;q=0.9')).toBe('es');
    expect(bestLocale('en;q=0.1, ar')).toBe('ar');
    expect(bestLocale('es;q=0, fr')).toBe('fr');
    expect(bestLocale('pt-BR,pt;q=0.9,fr;q=0.2')).toBe('fr');
  });

  it('is English when nothing matches, nothing is asked or the header is malformed', () => {
    for (const header of [undefined, '', '   ', 'de', 'zh-Hant, ja;q=0.9', '*', ';;;', 'es;q=0']) {
      expect(bestLocale(header), String(header)).toBe('en');
    }
  });

  it('is the account’s choice when it made one, whatever the browser asks', () => {
    expect(negotiateLocale('ar', 'es-MX')).toBe('ar');
    expect(negotiateLocale(null, 'es-MX')).toBe('es');
    expect(negotiateLocale(undefined, undefined)).toBe('en');
  });

  it('an account’s messages go in its choice, else English (never the request’s)', () => {
    expect(accountLocale({ locale: 'fr' })).toBe('fr');
    expect(accountLocale({ locale: null })).toBe('en');
  });
});

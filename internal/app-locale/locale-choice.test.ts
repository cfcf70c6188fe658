import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale, matchLocale, PSEUDO_LOCALE, storedLocale } from './locale-choice.js';
import { storeLocale } from './locale-switch.js';

afterEach(() => localStorage.clear());

describe('matchLocale', () => {
  it('takes the first language the product speaks, by its language subtag', () => {
    expect(matchLocale(['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(matchLocale(['ar_EG'])).toBe('ar');
    expect(matchLocale(['FR-ca'])).toBe('fr');
  });
  it('finds nothing when none is spoken', () => {
    expect(matchLocale(['de', 'ja'])).toBeUndefined();
    expect(matchLocale([])).toBeUndefined();
  });
});

describe('chooseLocale', () => {
  it("follows the issue's order: account, then this browser's choice, then its languages, then English", () => {
    expect(chooseLocale({ languages: ['de'] })).toBe('en');
    expect(chooseLocale({ languages: ['fr-BE', 'es'] })).toBe('fr');
    storeLocale('ar');
    expect(chooseLocale({ languages: ['fr'] })).toBe('ar');
    expect(chooseLocale({ account: 'es', languages: ['fr'] })).toBe('es');
  });
  it('an account that follows the browser (null) does not override the stored choice', () => {
    storeLocale('fr');
    expect(chooseLocale({ account: null, languages: ['es'] })).toBe('fr');
  });
  it('offers the pseudo-locale only by its address parameter', () => {
    expect(chooseLocale({ search: '?locale=en-XA', account: 'es' })).toBe(PSEUDO_LOCALE);
    expect(chooseLocale({ search: '?locale=xx', languages: ['es'] })).toBe('es');
  });
});

describe('the stored choice', () => {
  it('keeps a product language and forgets it on null', () => {
    storeLocale('es');
    expect(storedLocale()).toBe('es');
    storeLocale(null);
    expect(storedLocale()).toBeUndefined();
  });
  it('ignores a stored value that is not a product language', () => {
    localStorage.setItem('concierge.locale', 'klingon');
    expect(storedLocale()).toBeUndefined();
  });
});

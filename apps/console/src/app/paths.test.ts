import { describe, expect, it } from 'vitest';
import { parseId, paths, toAppPath } from './paths';

describe('toAppPath', () => {
  it('strips the console basename, so the router can add it back', () => {
    expect(toAppPath('/console/requests/5')).toBe('/requests/5');
    expect(toAppPath('/console/')).toBe('/');
    expect(toAppPath('/console')).toBe('/');
  });

  it('leaves other paths alone (a look-alike prefix is not the basename)', () => {
    expect(toAppPath('/consoles/x')).toBe('/consoles/x');
    expect(toAppPath('/requests/5')).toBe('/requests/5');
  });
});

describe('parseId', () => {
  it('accepts positive integer ids only', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0')).toBeNull();
    expect(parseId('4a')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });
});

describe('paths', () => {
  it('builds the request path from an id', () => {
    expect(paths.request(7)).toBe('/requests/7');
  });
});

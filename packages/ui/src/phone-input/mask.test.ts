import { format } from '@react-input/mask';
import { describe, expect, it } from 'vitest';
import { maskOptions, maskPlaceholder } from './mask.js';

describe('maskOptions', () => {
  it('maps 9 to a digit, a to a letter and * to either (SPEC §5)', () => {
    const { replacement } = maskOptions('9a*');
    expect(replacement['9']?.test('7')).toBe(true);
    expect(replacement['9']?.test('x')).toBe(false);
    expect(replacement.a?.test('x')).toBe(true);
    expect(replacement.a?.test('7')).toBe(false);
    expect(replacement['*']?.test('x')).toBe(true);
    expect(replacement['*']?.test('7')).toBe(true);
    expect(replacement['*']?.test('-')).toBe(false);
  });

  it('only declares the pattern characters the mask uses', () => {
    expect(Object.keys(maskOptions('(999) 999-9999').replacement)).toEqual(['9']);
  });

  it('formats raw input through @react-input/mask, keeping literals', () => {
    expect(format('5551234567', maskOptions('(999) 999-9999'))).toBe('(555) 123-4567');
    expect(format('AB12', maskOptions('aa-99'))).toBe('AB-12');
    expect(format('x9Z', maskOptions('***'))).toBe('x9Z');
  });
});

describe('maskPlaceholder', () => {
  it('shows every slot as an underscore by default', () => {
    expect(maskPlaceholder('(999) 999-9999')).toBe('(___) ___-____');
    expect(maskPlaceholder('aa-**')).toBe('__-__');
  });

  it('accepts another slot character', () => {
    expect(maskPlaceholder('999-99', '#')).toBe('###-##');
  });
});

import { format } from '@react-input/mask';
import { describe, expect, it } from 'vitest';
import { maskOptions, maskPlaceholder } from './mask.js';

describe('maskOptions', () => {
  it('maps 9 to a digit, a to a letter and * to either (SPEC §5)', () => {
    const { mask, replacement } = maskOptions('9a*');
    const [digit, letter, either] = [...mask].map((slot) => replacement[slot]);
    expect(digit?.test('7')).toBe(true);
    expect(digit?.test('x')).toBe(false);
    expect(letter?.test('x')).toBe(true);
    expect(letter?.test('7')).toBe(false);
    expect(either?.test('x')).toBe(true);
    expect(either?.test('7')).toBe(true);
    expect(either?.test('-')).toBe(false);
  });

  it('only declares the pattern characters the mask uses, as slots no one types', () => {
    const { mask, replacement } = maskOptions('(999) 999-9999');
    expect(Object.keys(replacement)).toHaveLength(1);
    expect(mask).not.toMatch(/[9a*]/);
  });

  it('accepts the pattern characters themselves as input (a typed 9 is a digit)', () => {
    expect(format('5550109999', maskOptions('(999) 999-9999'))).toBe('(555) 010-9999');
    expect(format('a9*', maskOptions('***'))).toBe('a9');
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

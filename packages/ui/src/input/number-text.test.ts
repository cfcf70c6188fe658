import { describe, expect, it } from 'vitest';
import { parseNumberText, sanitizeNumberText } from './number-text.js';

describe('sanitizeNumberText', () => {
  it('keeps digits, one kind of decimal point and the minus sign', () => {
    expect(sanitizeNumberText('12a3')).toBe('123');
    expect(sanitizeNumberText(' 4 200 ')).toBe('4200');
    expect(sanitizeNumberText('3,5')).toBe('3.5');
    expect(sanitizeNumberText('-7.25')).toBe('-7.25');
  });
});

describe('parseNumberText', () => {
  it('converts the text to a number (docs/validation.md#validation-rules: numeric conversion)', () => {
    expect(parseNumberText('42')).toBe(42);
    expect(parseNumberText('-0.5')).toBe(-0.5);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('1.')).toBe(1);
  });

  it('gives null while the text is not a number', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('-')).toBeNull();
    expect(parseNumberText('1.2.3')).toBeNull();
    expect(parseNumberText('1-2')).toBeNull();
  });
});

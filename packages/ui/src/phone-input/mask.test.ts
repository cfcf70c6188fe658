import { describe, expect, it } from 'vitest';
import {
  applyMaskEdit,
  caretAfter,
  fitEntry,
  formatMasked,
  maskPlaceholder,
  withoutCountryCode,
} from './mask.js';

const US = '(999) 999-9999';

/** One edit of a field holding `before`: the browser's text after it, with the caret at `|`. */
const edit = (
  before: string,
  after: string,
  inputType = 'insertText',
  inserted = 1,
  countryCode?: string,
) => {
  const caret = after.indexOf('|');
  return applyMaskEdit(US, {
    text: after.replace('|', ''),
    caret: caret < 0 ? after.length : caret,
    inputType,
    inserted,
    previous: fitEntry(US, before),
    countryCode,
  });
};

describe('formatMasked (docs/validation.md#validation-rules: 9 a digit, a a letter, * either)', () => {
  it('fits digits into the slots and keeps the literals up to the last filled slot', () => {
    expect(formatMasked(US, '5551234567')).toBe('(555) 123-4567');
    expect(formatMasked(US, '5551')).toBe('(555) 1');
    expect(formatMasked(US, '555')).toBe('(555');
    expect(formatMasked(US, '')).toBe('');
  });

  it('reads a formatted number back the same, and drops what the slots refuse or cannot hold', () => {
    expect(formatMasked(US, '(555) 123-4567')).toBe('(555) 123-4567');
    expect(formatMasked(US, '555-123-4567')).toBe('(555) 123-4567');
    expect(formatMasked(US, '55x5y1')).toBe('(555) 1');
    expect(formatMasked(US, '555123456789')).toBe('(555) 123-4567');
  });

  it('treats the pattern characters as ordinary input: a typed 9 is a digit, a * is refused', () => {
    expect(formatMasked(US, '5550109999')).toBe('(555) 010-9999');
    expect(formatMasked('aa-****', '1aB2c3*9')).toBe('aB-2c39');
    expect(formatMasked('***', 'x9Z')).toBe('x9Z');
  });
});

describe('applyMaskEdit', () => {
  it('formats each keystroke and puts the caret after it', () => {
    expect(edit('(555', '(5551|')).toEqual({ entry: '5551', text: '(555) 1', caret: 7 });
    expect(edit('', '5|')).toEqual({ entry: '5', text: '(5', caret: 2 });
  });

  it('Backspace in the middle removes that digit; the rest shift left and the caret stays', () => {
    expect(edit('(555) 123-4567', '(555) |23-4567', 'deleteContentBackward', 0)).toMatchObject({
      text: '(555) 234-567',
      caret: 4,
    });
  });

  it('Backspace on a literal removes the digit before it instead of doing nothing', () => {
    expect(edit('(555) 1', '(555)| 1', 'deleteContentBackward', 0)).toMatchObject({
      text: '(551',
      caret: 3,
    });
    expect(edit('(555) 1', '(555) |', 'deleteContentForward', 0)).toMatchObject({ text: '(555' });
  });

  it('drops a leading country code from an autofill or a paste, with or without the plus', () => {
    for (const filled of [
      '+1 555 555 0123',
      '+15555550123',
      '15555550123',
      '+1 (555) 555-0123',
      '001 555 555 0123',
    ]) {
      expect(edit('', `${filled}|`, 'insertReplacementText', filled.length, '+1').text, filled).toBe(
        '(555) 555-0123',
      );
    }
  });

  it('keeps a typed leading 1 as a digit, and any number without the country code whole', () => {
    expect(edit('', '1|', 'insertText', 1, '+1').text).toBe('(1');
    expect(edit('', '5555550123|', 'insertFromPaste', 10, '+1').text).toBe('(555) 555-0123');
    expect(edit('', '+44 20 7946 0958|', 'insertFromPaste', 16, '+1').text).toBe('(442) 079-4609');
  });
});

describe('withoutCountryCode', () => {
  it('only removes the code when it is marked (+ or 00) or makes the number one code too long', () => {
    expect(withoutCountryCode(US, '+1 555 555 0123', '+1')).toBe(' 555 555 0123');
    expect(withoutCountryCode(US, '15555550123', '1')).toBe('5555550123');
    expect(withoutCountryCode(US, '1555555012', '+1')).toBe('1555555012');
    expect(withoutCountryCode(US, '+1 555', '')).toBe('+1 555');
  });
});

describe('caretAfter', () => {
  it('is just after the n-th slot of the mask', () => {
    expect(caretAfter(US, 0)).toBe(0);
    expect(caretAfter(US, 1)).toBe(2);
    expect(caretAfter(US, 3)).toBe(4);
    expect(caretAfter(US, 10)).toBe(14);
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

import { describe, expect, it } from 'vitest';
import { formatBusinessDuration } from './business-duration';

describe('a business duration, exact to the minute', () => {
  it('says minutes, whole hours, or hours and minutes; never days', () => {
    expect(formatBusinessDuration(0)).toBe('0 min');
    expect(formatBusinessDuration(42)).toBe('42 min');
    expect(formatBusinessDuration(240)).toBe('4 h');
    expect(formatBusinessDuration(270)).toBe('4 h 30 min');
    expect(formatBusinessDuration(2400)).toBe('40 h');
    expect(formatBusinessDuration(1950)).toBe('32 h 30 min');
  });

  it('rounds a percentile’s fraction to the nearest minute', () => {
    expect(formatBusinessDuration(42.4)).toBe('42 min');
    expect(formatBusinessDuration(59.6)).toBe('1 h');
  });

  it('says another language’s units through Intl', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatBusinessDuration(270, 'fr'))).toBe('4 h 30 min');
  });
});

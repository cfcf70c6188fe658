import { describe, expect, it } from 'vitest';
import { formatWait } from './wait-duration';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('how long a requester has waited', () => {
  it('says the two largest units', () => {
    expect(formatWait(10_000)).toBe('under 1 min');
    expect(formatWait(12 * MINUTE + 5_000)).toBe('12 min');
    expect(formatWait(3 * HOUR)).toBe('3 h');
    expect(formatWait(3 * HOUR + 5 * MINUTE)).toBe('3 h 5 min');
    expect(formatWait(2 * DAY + 4 * HOUR + 59 * MINUTE)).toBe('2 d 4 h');
    expect(formatWait(DAY)).toBe('1 d');
  });

  it('keeps the English units for every English locale (and the pseudo-locale)', () => {
    expect(formatWait(3 * HOUR + 5 * MINUTE, 'en-GB')).toBe('3 h 5 min');
    expect(formatWait(2 * DAY, 'en-XA')).toBe('2 d');
  });

  it('says another language’s units and list through Intl', () => {
    // French puts (narrow) no-break spaces before units; compared here as plain spaces.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatWait(3 * HOUR + 5 * MINUTE, 'fr'))).toBe('3 h 5 min');
    expect(plain(formatWait(2 * DAY + 4 * HOUR, 'fr'))).toBe('2 j 4 h');
    expect(formatWait(2 * DAY, 'es')).toBe('2 d');
    // Arabic joins the two units with its "and" and agrees the unit with the number (the dual "يومان").
    expect(formatWait(3 * HOUR + 5 * MINUTE, 'ar')).toBe('3 س و5 د');
    expect(formatWait(2 * DAY, 'ar')).toBe('يومان');
  });
});

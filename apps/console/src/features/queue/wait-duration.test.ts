import { describe, expect, it } from 'vitest';
import { formatWait } from './wait-duration';

describe('how long a requester has waited', () => {
  it('says the two largest units', () => {
    expect(formatWait(10_000)).toBe('under 1 min');
    expect(formatWait(12 * 60_000 + 5_000)).toBe('12 min');
    expect(formatWait(3 * 3_600_000)).toBe('3 h');
    expect(formatWait(3 * 3_600_000 + 5 * 60_000)).toBe('3 h 5 min');
    expect(formatWait(2 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000)).toBe('2 d 4 h');
    expect(formatWait(86_400_000)).toBe('1 d');
  });
});

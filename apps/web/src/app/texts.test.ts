import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts';

describe('TEXTS.codeWait', () => {
  it('says the seconds left, singular at one', () => {
    expect(TEXTS.codeWait(42)).toBe('You can ask for a new code in 42 seconds.');
    expect(TEXTS.codeWait(1)).toBe('You can ask for a new code in 1 second.');
  });
});

import { describe, expect, it } from 'vitest';
import { randomId } from './index.js';

describe('randomId', () => {
  it('is 128 random bits as 32 lowercase hex characters by default', () => {
    expect(randomId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('takes the number of bytes (two hex characters each)', () => {
    expect(randomId(12)).toMatch(/^[0-9a-f]{24}$/);
    expect(randomId(1)).toMatch(/^[0-9a-f]{2}$/);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { cleanUntilStable } from './clean-until-stable.js';

/** A cleaner that drops one leading `x` per pass: "xxab" settles on the third pass. */
const dropOneX = (html: string) => html.replace(/^x/, '');
const fallback = (html: string) => `text:${html}`;

describe('cleanUntilStable', () => {
  it('stops at the first pass whose output cleans to itself', () => {
    const clean = vi.fn(dropOneX);
    expect(cleanUntilStable('xxab', clean, 4, fallback)).toBe('ab');
    // Passes: xxab → xab, xab → ab, ab → ab (the proof it settled).
    expect(clean).toHaveBeenCalledTimes(3);
  });

  it('hands output that has not settled within maxPasses to the fallback', () => {
    const clean = vi.fn(dropOneX);
    expect(cleanUntilStable('xxxxxab', clean, 4, fallback)).toBe('text:xab');
    expect(clean).toHaveBeenCalledTimes(4);
  });

  it('needs two passes for output that is stable at once', () => {
    const clean = vi.fn((html: string) => html);
    expect(cleanUntilStable('<p>a</p>', clean, 4, fallback)).toBe('<p>a</p>');
    expect(clean).toHaveBeenCalledTimes(2);
  });
});

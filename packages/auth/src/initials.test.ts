import { describe, expect, it } from 'vitest';
import { getInitials } from './index.js';

describe('getInitials', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['ada', 'A'],
    ['ada lovelace', 'AL'],
    ['ada king lovelace', 'AL'],
    ['  ada   lovelace  ', 'AL'],
    ['élodie åberg', 'ÉÅ'],
    ['Дмитрий Шостакович', 'ДШ'],
    ['ada augusta king lovelace', 'AL'],
    ['\tada\nlovelace\u00a0', 'AL'],
    ['ελένη παπαδοπούλου', 'ΕΠ'],
    ['山田 太郎', '山太'],
    ['محمد علي', 'مع'],
    ['अर्जुन कपूर', 'अक'],
    // A decomposed accent stays on its letter: the first user-perceived character, not the first code point.
    ['e\u0301lodie ada', 'E\u0301A'],
    ['𝓪da lovelace', '𝓪L'],
  ])('%j → %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });

  it('treats a missing name as empty', () => {
    expect(getInitials(undefined)).toBe('');
    expect(getInitials(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { getInitials } from '../index.js';

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
  ])('%j → %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });

  it('treats a missing name as empty', () => {
    expect(getInitials(undefined)).toBe('');
    expect(getInitials(null)).toBe('');
  });
});

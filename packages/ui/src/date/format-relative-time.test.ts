import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.js';

const now = new Date('2026-11-05T16:10:00Z');

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime('2026-11-05T16:09:30Z', now, 'en')).toBe('now');
    expect(formatRelativeTime('2026-11-05T16:03:00Z', now, 'en')).toBe('7 minutes ago');
    expect(formatRelativeTime('2026-11-05T13:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-04T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-10-20T12:00:00Z', now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime('2025-10-01T12:00:00Z', now, 'en')).toBe('last year');
  });

  it('follows the locale, and answers an empty string for an invalid date', () => {
    expect(formatRelativeTime('2026-11-05T13:00:00Z', now, 'de')).toBe('vor 3 Stunden');
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
  });
});

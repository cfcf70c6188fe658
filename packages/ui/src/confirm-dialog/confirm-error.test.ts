import { describe, expect, it } from 'vitest';
import { confirmErrorText, isPromiseLike } from './confirm-error.js';

describe('confirmErrorText', () => {
  it('prefers the fixed text the app gave', () => {
    expect(confirmErrorText(new Error('Network down'), 'Could not delete.', 'Default')).toBe(
      'Could not delete.',
    );
  });

  it('shows the message a rejection carries', () => {
    expect(confirmErrorText(new Error('The request is already completed.'), undefined, 'Default')).toBe(
      'The request is already completed.',
    );
    expect(confirmErrorText('Try again later.', undefined, 'Default')).toBe('Try again later.');
  });

  it('falls back to the default when the rejection says nothing', () => {
    expect(confirmErrorText(undefined, undefined, 'Default')).toBe('Default');
    expect(confirmErrorText(new Error('  '), undefined, 'Default')).toBe('Default');
    expect(confirmErrorText({ status: 500 }, undefined, 'Default')).toBe('Default');
    expect(confirmErrorText('', '', 'Default')).toBe('Default');
  });
});

describe('isPromiseLike', () => {
  it('tells a thenable from a plain value', () => {
    expect(isPromiseLike(Promise.resolve())).toBe(true);
    expect(isPromiseLike({ then: () => undefined })).toBe(true);
    expect(isPromiseLike(undefined)).toBe(false);
    expect(isPromiseLike({ then: 1 })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { replyPromiseText } from './reply-promise-text';

describe('the reply promise in words', () => {
  it('says whole business hours', () => {
    expect(replyPromiseText(240)).toBe('We usually reply within 4 business hours.');
    expect(replyPromiseText(60)).toBe('We usually reply within 1 business hour.');
    // 1 000 business hours, the longest target: never days, whose length each calendar decides.
    expect(replyPromiseText(60_000)).toBe('We usually reply within 1000 business hours.');
  });

  it('says business minutes under an hour', () => {
    expect(replyPromiseText(45)).toBe('We usually reply within 45 business minutes.');
    expect(replyPromiseText(1)).toBe('We usually reply within 1 business minute.');
  });

  it('says hours and minutes, then that they are business hours', () => {
    expect(replyPromiseText(90)).toBe('We usually reply within 1 hour and 30 minutes of business hours.');
    expect(replyPromiseText(121)).toBe('We usually reply within 2 hours and 1 minute of business hours.');
  });
});

import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../app/texts';
import { answerError, answerValue, draftFrom } from './answer-rules';

describe('survey answer rules', () => {
  it('requires an answer unless the item is optional', () => {
    expect(answerError('text', '  ', false)).toBe(TEXTS.answer.required);
    expect(answerError('choice', '', false)).toBe(TEXTS.answer.requiredChoice);
    expect(answerError('multi-choice', [], false)).toBe(TEXTS.answer.requiredChoice);
    expect(answerError('file', '', false)).toBe(TEXTS.answer.requiredFile);
    expect(answerError('text', '', true)).toBeNull();
  });

  it('checks emails with the contract schema, numbers and dates', () => {
    expect(answerError('email', 'not-an-email', false)).toBe('Enter a valid email address.');
    expect(answerError('email', 'a@b.co', false)).toBeNull();
    expect(answerError('number', 'twelve', false)).toBe(TEXTS.answer.number);
    expect(answerError('number', '12.5', false)).toBeNull();
    expect(answerError('date', '2026-13-45', false)).toBe(TEXTS.answer.date);
    expect(answerError('date', '2026-02-01', false)).toBeNull();
  });

  it('prefills from the stored answer and sends trimmed text, lists or null', () => {
    expect(draftFrom('multi-choice', 'a')).toEqual(['a']);
    expect(draftFrom('multi-choice', null)).toEqual([]);
    expect(draftFrom('text', ['a', 'b'])).toBe('a, b');
    expect(draftFrom('text', null)).toBe('');
    expect(answerValue('  hi ')).toBe('hi');
    expect(answerValue('   ')).toBeNull();
    expect(answerValue([])).toBeNull();
    expect(answerValue(['x'])).toEqual(['x']);
  });
});

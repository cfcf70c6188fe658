import { Email, type AnswerValue, type ItemKind } from '@concierge/api-client';
import { SURVEY_ERRORS } from './texts.js';
import { textWith, type LocalizedText } from '../i18n/catalogs.js';

/** An answer as stored: text (most kinds, and a file's upload key), a list (multi-choice), or skipped. */
export type StoredAnswer = { text: string } | { list: string[] } | null;

/** The question an answer is checked against. */
export interface AnswerRules {
  kind: ItemKind;
  options: readonly string[];
  optional: boolean;
}

export type AnswerCheck = { ok: true; answer: StoredAnswer } | { ok: false; message: string | LocalizedText };

/** Longest text answers, in characters: one line, and a free-text area (the contract's cap). */
export const TEXT_MAX_LENGTH = { text: 1_000, textarea: 10_000 } as const;

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15;
}

const fail = (message: string | LocalizedText): AnswerCheck => ({ ok: false, message });

function checkText(kind: ItemKind, text: string, options: readonly string[]): AnswerCheck {
  switch (kind) {
    case 'text':
    case 'textarea': {
      const max = TEXT_MAX_LENGTH[kind];
      return text.length <= max
        ? { ok: true, answer: { text } }
        : fail(textWith(SURVEY_ERRORS.text, { 0: max }));
    }
    case 'number':
      return NUMBER.test(text) && Number.isFinite(Number(text))
        ? { ok: true, answer: { text } }
        : fail(SURVEY_ERRORS.number);
    case 'date':
      return isCalendarDate(text) ? { ok: true, answer: { text } } : fail(SURVEY_ERRORS.date);
    case 'email': {
      const email = Email.safeParse(text);
      return email.success ? { ok: true, answer: { text: email.data } } : fail(SURVEY_ERRORS.email);
    }
    case 'tel':
      return isPhone(text) ? { ok: true, answer: { text } } : fail(SURVEY_ERRORS.tel);
    case 'choice':
      return options.includes(text) ? { ok: true, answer: { text } } : fail(SURVEY_ERRORS.choice);
    case 'file':
      // The key's owner and state are checked by the uploads domain, which needs the database.
      return { ok: true, answer: { text } };
    case 'multi-choice':
      return fail(SURVEY_ERRORS.multiChoice);
  }
}

/**
 * Checks an answer against its question's kind: blank text or an empty list is a skip, allowed only for
 * optional items; choices must be among the options; multi-choice takes a list of distinct options.
 * @example checkAnswer({ kind: 'number', options: [], optional: false }, ' 42 ') // { ok: true, answer: { text: '42' } }
 */
export function checkAnswer(rules: AnswerRules, value: AnswerValue): AnswerCheck {
  const blank = value === null || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
  if (blank) return rules.optional ? { ok: true, answer: null } : fail(SURVEY_ERRORS.answerRequired);
  if (Array.isArray(value)) {
    if (rules.kind !== 'multi-choice') return fail(SURVEY_ERRORS.singleAnswer);
    const distinct = new Set(value);
    const valid = distinct.size === value.length && value.every((option) => rules.options.includes(option));
    return valid ? { ok: true, answer: { list: [...value] } } : fail(SURVEY_ERRORS.multiChoice);
  }
  const text = value.trim();
  // A single option sent as text is the one-element list the client means.
  if (rules.kind === 'multi-choice') return checkAnswer(rules, [text]);
  return checkText(rules.kind, text, rules.options);
}

/** The stored answer as the API's value. */
export function answerValue(answer: StoredAnswer): AnswerValue {
  if (answer === null) return null;
  return 'text' in answer ? answer.text : answer.list;
}

/** The stored answer from its two columns. */
export function storedAnswer(row: { valueText: string | null; valueList: string[] | null }): StoredAnswer {
  if (row.valueList !== null) return { list: row.valueList };
  if (row.valueText !== null) return { text: row.valueText };
  return null;
}

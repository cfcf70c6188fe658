import { Email, type AnswerValue, type ItemKind } from '@concierge/api-client';
import { TEXTS } from '../../app/texts';
import { localizeIssue } from '../validation/validation-texts';

// Client-side rules for one survey answer. Not in the spec: a required item needs a value; email items
// use the contract's Email schema; numbers must be numbers; dates must be real dates.

/** The answer as the form holds it: text for most kinds, a list for multi-choice. */
export type Draft = string | string[];

/** The stored answer shown again (prefill): lists stay lists, anything else becomes text. */
export function draftFrom(kind: ItemKind, value: AnswerValue): Draft {
  if (kind === 'multi-choice') return Array.isArray(value) ? value : value ? [value] : [];
  if (Array.isArray(value)) return value.join(', ');
  return value ?? '';
}

const isBlank = (draft: Draft) => (Array.isArray(draft) ? draft.length === 0 : draft.trim() === '');

/** The error for this draft, or null when it can be sent. */
export function answerError(kind: ItemKind, draft: Draft, optional: boolean): string | null {
  if (isBlank(draft)) {
    if (optional) return null;
    if (kind === 'choice' || kind === 'multi-choice') return TEXTS.answer.requiredChoice;
    if (kind === 'file') return TEXTS.answer.requiredFile;
    return TEXTS.answer.required;
  }
  if (typeof draft !== 'string') return null;
  if (kind === 'email') {
    const result = Email.safeParse(draft);
    if (result.success) return null;
    const issue = result.error.issues[0];
    return issue ? localizeIssue(issue) : TEXTS.answer.required;
  }
  if (kind === 'number' && !Number.isFinite(Number(draft))) return TEXTS.answer.number;
  if (kind === 'date' && Number.isNaN(Date.parse(draft))) return TEXTS.answer.date;
  return null;
}

/** What is sent: trimmed text, the list, or null for a skipped (blank optional) item. */
export function answerValue(draft: Draft): AnswerValue {
  if (Array.isArray(draft)) return draft.length > 0 ? draft : null;
  const text = draft.trim();
  return text === '' ? null : text;
}

// The field rules' messages in the reader's language. The rules are the contract's zod schemas
// (@concierge/api-client/schemas), shared with the server, whose messages are English: each known one is
// catalogued here under a name, and a form shows the entry for the message a rule gave. Loaded with the
// schemas (localized-schemas.ts), never in a first load.

import { localizable } from '@concierge/app-locale';

/** The contract's messages, word for word (a rule's message is looked up by its English). */
const CONTRACT_MESSAGES = {
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  password: 'Enter your password.',
  passwordTooLong: 'That password is too long.',
  companyCode: 'That company code is not valid.',
  passwordsDiffer: 'The passwords do not match.',
  phone: 'Enter a valid phone number.',
  code: 'Enter the 6-digit code.',
  recoveryCode: 'Enter a recovery code.',
  passkeyName: 'Give the passkey a name.',
  withdrawReason: 'Say why you withdraw it.',
  message: 'Write a message.',
};
type ContractMessage = keyof typeof CONTRACT_MESSAGES;
// Built before registering: the registered object is translated in place, this index stays English.
const BY_ENGLISH = new Map(
  Object.entries(CONTRACT_MESSAGES).map(([name, english]) => [english, name as ContractMessage]),
);

export const VALIDATION_TEXTS = localizable('validation', {
  ...CONTRACT_MESSAGES,
  /** A text rule's length, when the contract gives no message of its own (zod's default is English). */
  tooShort: (minimum: number) => `Use at least ${minimum} characters.`,
  tooLong: (maximum: number) => `Use at most ${maximum} characters.`,
  /** Any other rule without a message of ours. */
  invalid: 'Check this field.',
});

/** A message the contract (or the server, with the same rules) gave, in the page's language if known. */
export function localizeMessage(message: string): string {
  const name = BY_ENGLISH.get(message);
  return name ? VALIDATION_TEXTS[name] : message;
}

/** The part of a zod issue that says what went wrong. */
export interface RuleIssue {
  message: string;
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** A failed rule's message in the page's language. */
export function localizeIssue(issue: RuleIssue): string {
  if (BY_ENGLISH.has(issue.message)) return localizeMessage(issue.message);
  if (issue.origin === 'string' && issue.code === 'too_small')
    return VALIDATION_TEXTS.tooShort(Number(issue.minimum));
  if (issue.origin === 'string' && issue.code === 'too_big')
    return VALIDATION_TEXTS.tooLong(Number(issue.maximum));
  return VALIDATION_TEXTS.invalid;
}

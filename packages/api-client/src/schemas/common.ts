import { z } from './zod.js';
import {
  DATABASE_ID_MAX,
  LOCALES,
  PASSKEY_NAME_MAX,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_LENGTH,
} from '../constants.js';

// The texts the contract's schemas give their validation failures, once: the schemas use them, the server
// sends them as `error` and `issues[].message` (400), and translates them into the reader's language
// (keyed by this English). zod's own texts (a wrong type, a missing field) are not here. Kept in this
// module, which every schema module imports anyway: a module of their own costs the first call's bytes.
/** The text of a refused language: the languages there are, and how to follow the browser instead. */
export const LOCALE_INVALID_MESSAGE = `Choose one of the languages ${LOCALES.join(', ')}, or null to follow the browser's languages.`;

export const VALIDATION_TEXTS = {
  name: 'Enter your name.',
  email: 'Enter a valid email address.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: 'That password is too long.',
  passwordRequired: 'Enter your password.',
  passwordsDiffer: 'The passwords do not match.',
  companyCode: 'That company code is not valid.',
  phone: 'Enter a valid phone number.',
  otp: 'Enter the 6-digit code.',
  recoveryCode: 'Enter a recovery code.',
  base64url: 'Expected base64url.',
  passkeyName: 'Give the passkey a name.',
  passkeyNameTooLong: `Use at most ${PASSKEY_NAME_MAX} characters.`,
  message: 'Write a message.',
  savedReplyTitle: 'Give the reply a title.',
  savedReplyBody: 'Write the reply.',
  withdrawReason: 'Say why you withdraw it.',
  locale: LOCALE_INVALID_MESSAGE,
} as const;
const T = VALIDATION_TEXTS;

/**
 * Database ids travel as positive integers, no larger than the integer column holding them: a larger one in
 * a path or query is a 400, never a failed query.
 */
export const Id = z.coerce.number().int().positive().max(DATABASE_ID_MAX);

/** Ids of bigserial rows (messages): any positive safe integer. Answers only; nothing takes one as input. */
export const BigId = z.number().int().positive();

/** ISO-8601 timestamps with an offset, as the server writes them. */
export const Timestamp = z.iso.datetime({ offset: true });

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: T.email }));

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/** A password being chosen (SECURITY.md): ≥ 12 characters, no composition rules, input capped in bytes. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: T.passwordTooShort })
  .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, { message: T.passwordTooLong });

/** A password being checked: any non-empty value up to the byte cap (old accounts may predate the rules). */
export const CurrentPassword = z
  .string()
  .min(1, { message: T.passwordRequired })
  .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, { message: T.passwordTooLong });

/** The one JSON error shape every non-2xx answer carries. */
export const ErrorBody = z.object({
  error: z.string(),
  /** Machine-readable reason, e.g. `validation`, `locked`, `rate-limited`, `mfa-required`. */
  code: z.string().optional(),
  /** Password reset failures carry their message here too ("the status field of the body"). */
  status: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ success: true }`, the answer of calls whose body the client does not read. */
export const SuccessBody = z.object({ success: z.literal(true) });
export type SuccessBody = z.infer<typeof SuccessBody>;

/** An empty object: for calls that send no body. */
export const NoBody = z.object({}).strict();
export type NoBody = z.infer<typeof NoBody>;

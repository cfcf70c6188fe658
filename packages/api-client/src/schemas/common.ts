import { z } from './zod.js';
import { DATABASE_ID_MAX, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../constants.js';

/**
 * Database ids travel as positive integers, no larger than the integer column holding them: a larger one in
 * a path or query is a 400, never a failed query (issue 25).
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
  .pipe(z.email({ message: 'Enter a valid email address.' }));

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/** A password being chosen (SECURITY.md): ≥ 12 characters, no composition rules, input capped in bytes. */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, { message: 'That password is too long.' });

/** A password being checked: any non-empty value up to the byte cap (old accounts may predate the rules). */
export const CurrentPassword = z
  .string()
  .min(1, { message: 'Enter your password.' })
  .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, { message: 'That password is too long.' });

/** The one JSON error shape every non-2xx answer carries. */
export const ErrorBody = z.object({
  error: z.string(),
  /** Machine-readable reason, e.g. `validation`, `locked`, `rate-limited`, `mfa-required`. */
  code: z.string().optional(),
  /** Password reset failures carry their message here too (spec §8: "the status field of the body"). */
  status: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{ success: true }`, the answer of calls whose body the spec leaves unread. */
export const SuccessBody = z.object({ success: z.literal(true) });
export type SuccessBody = z.infer<typeof SuccessBody>;

/** An empty object: for calls that send no body. */
export const NoBody = z.object({}).strict();
export type NoBody = z.infer<typeof NoBody>;

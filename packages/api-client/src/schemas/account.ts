import { z } from './zod.js';
import { CurrentPassword, Email, NewPassword, Timestamp, VALIDATION_TEXTS as T } from './common.js';
import { LOCALES } from '../constants.js';

// The signed-in user's own account: name, password, email.

const Name = z.string().trim().min(1, { message: T.name }).max(100);

export const UpdateProfileBody = z.object({ user: z.object({ name: Name, last_name: Name }) });
export type UpdateProfileBody = z.input<typeof UpdateProfileBody>;

/**
 * The account's language, one of LOCALES, or null to follow the browser's languages. Required
 * (a missing key is refused rather than read as null: clearing the choice is said explicitly).
 */
export const UpdateLocaleBody = z.object({
  user: z.object({
    locale: z.enum(LOCALES, { error: T.locale }).nullable(),
  }),
});
export type UpdateLocaleBody = z.input<typeof UpdateLocaleBody>;

/** The current password proves it is the owner; every other session ends. */
export const ChangePasswordBody = z.object({
  user: z.object({ current_password: CurrentPassword, password: NewPassword }),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

/** A link goes to the new address; the email changes only when it is opened and confirmed. */
export const RequestEmailChangeBody = z.object({
  user: z.object({ email: Email, current_password: CurrentPassword }),
});
export type RequestEmailChangeBody = z.input<typeof RequestEmailChangeBody>;

export const ConfirmEmailChangeBody = z.object({ token: z.string().min(1).max(200) });
export type ConfirmEmailChangeBody = z.input<typeof ConfirmEmailChangeBody>;

/** The token of the cancel link mailed to the old address when a change is asked for. */
export const CancelEmailChangeBody = z.object({ token: z.string().min(1).max(200) });
export type CancelEmailChangeBody = z.input<typeof CancelEmailChangeBody>;

/**
 * Fresh proof for an account without a second factor: its password, counted toward the lockout like a
 * sign-in's. An account with a second factor proves itself with that factor instead (its verify routes).
 */
export const ReauthenticateBody = z.object({ user: z.object({ password: CurrentPassword }) });
export type ReauthenticateBody = z.input<typeof ReauthenticateBody>;

// Signed-in devices: the caller's own live sessions, each named by an opaque public id, never by
// its token or the token's digest.
/** The opaque id of one of the caller's sessions. */
export const SessionId = z.uuid();

export const SessionIdParams = z.object({ id: SessionId });
export type SessionIdParams = z.infer<typeof SessionIdParams>;

/** Where it was last used from: `local` (private ranges), `network` masked (`203.0.113.x`, an IPv6 /48). */
export const SessionPlace = z.object({
  kind: z.enum(['local', 'network', 'unknown']),
  network: z.string().nullable(),
});
export type SessionPlace = z.infer<typeof SessionPlace>;

/** One live session, as the signed-in devices page shows it. */
export const SignedInSession = z.object({
  id: SessionId,
  /** The session this request was made with ("This device"). */
  current: z.boolean(),
  /** From the last user agent seen, e.g. "Chrome 126" and "macOS"; null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device_type: z.enum(['desktop', 'mobile', 'tablet', 'other']),
  place: SessionPlace,
  created_at: Timestamp,
  /** Accurate to SESSION_LAST_SEEN_INTERVAL_MS. */
  last_seen_at: Timestamp,
});
export type SignedInSession = z.infer<typeof SignedInSession>;

/** The caller's live sessions: the current one first, then the most recently seen. */
export const SessionListResponse = z.object({ sessions: z.array(SignedInSession) });
export type SessionListResponse = z.infer<typeof SessionListResponse>;

/** "Sign out everywhere else": how many sessions ended. */
export const SignOutOtherSessionsResponse = z.object({
  success: z.literal(true),
  signed_out: z.number().int().nonnegative(),
});
export type SignOutOtherSessionsResponse = z.infer<typeof SignOutOtherSessionsResponse>;

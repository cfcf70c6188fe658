// Spec and SECURITY.md numbers and texts that the contract itself carries; imported, never retyped.
// This module imports nothing: it is also the zod-free `./constants` entry, for packages that need a number only.

/**
 * The languages the product speaks, as BCP 47 language subtags. English is the original and the
 * default; an account may choose one (its `locale`), otherwise the browser's languages decide.
 */
export const LOCALES = ['en', 'es', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;
/** The request header that names the reader's language: the server answers its texts in it. */
export const ACCEPT_LANGUAGE_HEADER = 'accept-language';
/** Upload limit: 25 MB. */
export const UPLOAD_MAX_BYTES = 26_214_400;
/**
 * The types an upload may declare (docs/uploads.md#upload-rules), with the extensions a file of each type may
 * be named with (lower case, without the dot): the server refuses any other type (415) and a name that does
 * not end in one of its type's extensions; the uploader offers and checks the same list before sending.
 */
export const UPLOAD_FILE_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'text/plain': ['txt', 'text', 'log'],
  'text/csv': ['csv'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
} as const satisfies Record<string, readonly string[]>;
export type UploadFileType = keyof typeof UPLOAD_FILE_TYPES;
/** Passwords (SECURITY.md): at least 12 characters; input capped in bytes to bound hashing cost. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_BYTES = 1024;
/** The body error that only raises the MFA-required flag instead of signing out. */
export const MFA_REQUIRED_ERROR = 'MFA authentication required';
/** The largest id a record can have: PostgreSQL's integer (a larger one is a 400, never a 500). */
export const DATABASE_ID_MAX = 2_147_483_647;
/** Answer headers the client reads. */
export const AUTHORIZATION_HEADER = 'authorization';
export const MFA_TOKEN_HEADER = 'mfa-token';
/**
 * Additive: MFA verify answers a signed, expiring device token in this header; a client that keeps
 * it and sends it back on sign-in and verify can still sign in while the account is locked by guessing.
 */
export const DEVICE_TOKEN_HEADER = 'device-token';
/** The longest name a passkey may have. */
export const PASSKEY_NAME_MAX = 64;
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/**
 * The second factors, in the order the MFA step offers them: passkey, authenticator app (TOTP),
 * texted code, recovery code.
 */
export const MFA_FACTOR_KINDS = ['passkey', 'totp', 'sms', 'recovery_code'] as const;
/** The answer type survey answers name. */
export const ANSWER_OBJECT_TYPE = 'Datum';
/** Display status when a request has none. */
export const DEFAULT_STATUS = {
  open: 'In Queue',
  in_progress: 'In Progress',
  completed: 'Completed',
} as const;
/** Suggested surveys per category on the dashboard. */
export const SUGGESTED_SURVEYS_PER_CATEGORY = 3;
/**
 * Live updates: how often an open request, its list or the queue asks for changes. A change shows
 * on the other side within this plus one answer, inside the 5 seconds; an unchanged answer is a 304.
 */
export const LIVE_UPDATE_INTERVAL_MS = 3000;
/**
 * Signed-in devices: the server writes a session's last-seen time at most once per this interval
 * (5 minutes), so reads do not each become a write; a session seen within it is "active now".
 */
export const SESSION_LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;
/** Response header of every API GET, sent back as `If-None-Match` (conditional polling: an unchanged answer is a 304). */
export const ETAG_HEADER = 'etag';
export const IF_NONE_MATCH_HEADER = 'if-none-match';
/** Answer header of a 429 (rate limits, the MFA resend rule) and a 503: when to try again. */
export const RETRY_AFTER_HEADER = 'retry-after';
/**
 * Message HTML (SECURITY.md, "HTML from the concierge"): the only elements a message may contain. The server
 * cleans every message to this list on write and every app cleans it again to the same list on display.
 */
export const MESSAGE_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
] as const;
/** Link schemes a message may use; everything else (javascript:, vbscript:, data:…) loses its href. */
export const MESSAGE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
/** What every message link gets: a new tab without referrer or opener access (`target="_blank" rel="noopener noreferrer"`). */
export const MESSAGE_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
/**
 * The list moves a concierge may make: forward one step (open → in progress → completed), and back
 * to open from either (taken back into the queue, or reopened). The server answers 409 to any other; the
 * console offers only these.
 */
export const CONCIERGE_MOVES = {
  open: ['in_progress'],
  in_progress: ['completed', 'open'],
  completed: ['open'],
} as const satisfies Record<'open' | 'in_progress' | 'completed', readonly string[]>;

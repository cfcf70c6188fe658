// SECURITY.md's numbers, once for the whole server; each one is asserted by a test.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** argon2id at OWASP's minimum: m = 19 MiB, t = 2, p = 1. Tests may lower it through config only. */
export const ARGON2_PRODUCTION = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** Session tokens: 256 bits, 24 h. */
export const TOKEN_BYTES = 32;
export const SESSION_TTL_MS = 24 * HOUR;

/** 10 consecutive failures lock the account for 1 hour (or until the emailed unlock link). */
export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_MS = 1 * HOUR;

/**
 * Wrong second-factor answers in a row that lock the account. Their own counter: a right password does not
 * clear it, only a completed sign-in (code included), the unlock link or the lock lifting.
 */
export const MFA_LOCKOUT_THRESHOLD = 10;

/**
 * A device that passed the second factor gets a signed token that lets it sign in (password and code still
 * needed) while the account is locked by someone else's guessing; it lives 30 days.
 */
export const DEVICE_TOKEN_TTL_MS = 30 * 24 * HOUR;

/** An invite to an invitation-only company: single use, 7 days. */
export const INVITE_TTL_MS = 7 * 24 * HOUR;

/** Unlock and reset links live 1 hour and work once. */
export const UNLOCK_TOKEN_TTL_MS = 1 * HOUR;
export const RESET_TOKEN_TTL_MS = 1 * HOUR;

/** One-time codes: 6 digits, 5 minutes, 5 tries, one send per 60 s per user. */
export const OTP_DIGITS = 6;
export const OTP_TTL_MS = 5 * MINUTE;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_MS = 60 * SECOND;

/**
 * Authenticator apps: RFC 6238's defaults, which every app supports (HMAC-SHA-1, 6 digits, 30 s
 * steps), a 160-bit secret (RFC 4226 §4's recommended length), and codes of one step either side of the
 * server's accepted for clock drift (RFC 6238 §5.2). A step's code is accepted once (the newest accepted
 * step is stored; codes of that step or older are refused).
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
export const TOTP_SECRET_BYTES = 20;
export const TOTP_WINDOW_STEPS = 1;

/**
 * Recovery codes: 10 per set, each 16 characters of Crockford base32 (5 bits each: 80 bits from
 * the CSPRNG). Stored as SHA-256 digests like the other high-entropy tokens: at 80 bits a copy of the
 * digests cannot be searched, and a lookup by digest costs nothing, where argon2id would cost ten hashes
 * per try (a denial-of-service lever) and protect nothing more.
 */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_LENGTH = 16;
export const RECOVERY_CODE_BITS = RECOVERY_CODE_LENGTH * 5;

/**
 * Rate limits on the sign-in, password, unlock and MFA routes. SECURITY.md names the routes, not numbers:
 * per IP is generous enough for an office behind one NAT; per account is below the lockout threshold's pace.
 */
export const RATE_LIMITS = {
  perIp: { limit: 60, windowMs: 1 * MINUTE },
  perAccount: { limit: 10, windowMs: 1 * MINUTE },
} as const;

/**
 * Passkeys. A WebAuthn challenge lives 5 minutes (the browser's ceremony timeout is the same) and
 * works once; a sensitive change (adding or removing a passkey) needs a sign-in or second factor within the
 * last 15 minutes in this session; an account holds at most 20 passkeys.
 */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * MINUTE;
/**
 * Also the window of fresh proof for every factor change and every sign-out of other sessions
 * (accounts/fresh-proof.ts): a second factor passed in the session, or without one the password, this recently.
 */
export const RECENT_AUTH_MS = 15 * MINUTE;
export const PASSKEYS_PER_ACCOUNT_MAX = 20;

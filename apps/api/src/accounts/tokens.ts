import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_DIGITS, TOKEN_BYTES } from '../policy.js';

/** A new secret: 256 bits from the CSPRNG, base64url (SECURITY.md: sessions, MFA, unlock, reset). */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A one-time code: OTP_DIGITS uniformly random digits. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
}

/** Compares two digests in constant time (an unequal length is simply unequal). */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The token a request presents: `Authorization: Bearer <token>` or the bare token (both accepted). */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

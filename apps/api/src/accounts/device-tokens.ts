import { createHash, createHmac } from 'node:crypto';
import { DEVICE_TOKEN_TTL_MS } from '../policy.js';
import type { UserRow } from './tables.js';
import { digestsEqual } from './tokens.js';

/**
 * Device tokens: what lets a device that passed the second factor sign in while someone
 * else's guessing holds the account locked. Signed rather than stored, so checking one costs no query:
 * `v1.<user id>.<expiry, epoch seconds>.<HMAC-SHA256>`. The MAC covers the password hash too, so a new
 * password (a reset) ends every device token of the account at once.
 */
type Holder = Pick<UserRow, 'id' | 'passwordHash'>;

function mac(secret: string, user: Holder, expiresAt: number): string {
  const passwordDigest = createHash('sha256').update(user.passwordHash).digest('hex');
  return createHmac('sha256', secret)
    .update(`device:v1:${user.id}:${expiresAt}:${passwordDigest}`)
    .digest('base64url');
}

export function issueDeviceToken(secret: string, user: Holder, at: Date): string {
  const expiresAt = Math.floor((at.getTime() + DEVICE_TOKEN_TTL_MS) / 1000);
  return `v1.${user.id}.${expiresAt}.${mac(secret, user, expiresAt)}`;
}

/** True for an unexpired token this server signed for this user and their current password. */
export function isTrustedDevice(secret: string, token: unknown, user: Holder, at: Date): boolean {
  if (typeof token !== 'string') return false;
  const match = /^v1\.(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match || Number(match[1]) !== user.id) return false;
  const expiresAt = Number(match[2]);
  return expiresAt * 1000 > at.getTime() && digestsEqual(match[3]!, mac(secret, user, expiresAt));
}

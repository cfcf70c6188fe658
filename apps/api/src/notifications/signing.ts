import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { signingKeys } from './tables.js';

/**
 * A server secret: `configured` (from the environment) when set, else one random 256-bit key of that `name`
 * kept in the database (made by whichever instance asks first), so every instance on one database agrees,
 * across restarts.
 */
export async function loadServerSecret(
  db: Db,
  name: string,
  configured: string | undefined,
  now: Date,
): Promise<string> {
  if (configured) return configured;
  await db
    .insert(signingKeys)
    .values({ name, secret: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, name));
  if (!row) throw new Error(`the ${name} key vanished`);
  return row.secret;
}

/** The HMAC key of reply addresses and unsubscribe links: `NOTIFY_SIGNING_SECRET`, else the database's. */
export function loadSigningSecret(db: Db, configured: string | undefined, now: Date): Promise<string> {
  return loadServerSecret(db, 'notifications', configured, now);
}

const mac = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('hex');

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/** Who a reply address belongs to: a request and its requester, or the concierge team (`recipientId` null). */
export interface ReplyAddressee {
  requestId: number;
  recipientId: number | null;
}

// 20 hex characters (80 bits) of HMAC: unguessable, and short enough for a readable address. Lower-case hex
// only, because mail systems may change the case of a local part.
const REPLY_MAC_LENGTH = 20;
const REPLY_TOKEN = /^r(\d{1,10})([ut])(\d{0,10})x([0-9a-f]{20})$/;

/** `r12u5x…`: request 12, user 5; `r12tx…`: request 12, the team. */
export function replyToken(secret: string, addressee: ReplyAddressee): string {
  const payload = `r${addressee.requestId}${addressee.recipientId === null ? 't' : `u${addressee.recipientId}`}`;
  return `${payload}x${mac(secret, 'reply', payload).slice(0, REPLY_MAC_LENGTH)}`;
}

/** The addressee of a genuine token; null for anything forged, truncated or malformed. */
export function readReplyToken(secret: string, token: string): ReplyAddressee | null {
  const match = REPLY_TOKEN.exec(token.toLowerCase());
  if (!match) return null;
  const [, request, kind, recipient, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  if ((kind === 't') !== (recipient === '')) return null;
  const payload = `r${request}${kind}${recipient}`;
  if (!sameHex(mac(secret, 'reply', payload).slice(0, REPLY_MAC_LENGTH), signature)) return null;
  return { requestId: Number(request), recipientId: kind === 't' ? null : Number(recipient) };
}

/** An unsubscribe token: the user and an expiry (seconds), signed. */
export function unsubscribeToken(secret: string, userId: number, expiresAt: Date): string {
  const payload = `${userId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${mac(secret, 'unsubscribe', payload)}`;
}

/** The user of a genuine, unexpired unsubscribe token; null otherwise. */
export function readUnsubscribeToken(secret: string, token: string, now: Date): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return null;
  const [, user, expires, signature] = match as unknown as [string, string, string, string];
  if (!sameHex(mac(secret, 'unsubscribe', `${user}.${expires}`), signature)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return Number(user);
}

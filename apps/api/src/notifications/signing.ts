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

/**
 * What a reply address claims: the request, the account it posts as (`requester`: the request's owner;
 * `staff`: a concierge or admin), and when it expires. The claim alone proves nothing: `replyTokenSigned`
 * checks it against the account's current binding.
 */
export interface ReplyClaim {
  requestId: number;
  kind: 'requester' | 'staff';
  userId: number;
  expiresAt: Date;
}

/**
 * The account state a reply address is bound to: its role and its reply-token version (moved by the
 * database on any change of role, activation or email address). Part of the signed text, never of the
 * address, so a change kills every address signed before it.
 */
export const replyBinding = (role: string, version: number) => `${role}.${version}`;

// 20 hex characters (80 bits) of HMAC: unguessable, and short enough for a readable address. Lower-case hex
// and digits only, because mail systems may change the case of a local part; at most 55 characters, so
// `reply+` and the token fit the 64 of a local part (RFC 5321).
const REPLY_MAC_LENGTH = 20;
const REPLY_TOKEN = /^r(\d{1,10})([us])(\d{1,10})e(\d{1,11})x([0-9a-f]{20})$/;

const claimPayload = (claim: ReplyClaim) =>
  `r${claim.requestId}${claim.kind === 'staff' ? 's' : 'u'}${claim.userId}e${Math.floor(claim.expiresAt.getTime() / 1000)}`;

const replyMac = (secret: string, payload: string, binding: string) =>
  mac(secret, 'reply', `${payload}\n${binding}`).slice(0, REPLY_MAC_LENGTH);

/** `r12u5e1775000000x…`: request 12, requester 5, expiring then; `s` for a member of staff. */
export function replyToken(secret: string, claim: ReplyClaim, binding: string): string {
  const payload = claimPayload(claim);
  return `${payload}x${replyMac(secret, payload, binding)}`;
}

/** What a well-formed token claims, with its signature; null for anything malformed. */
export function parseReplyToken(token: string): (ReplyClaim & { signature: string }) | null {
  const match = REPLY_TOKEN.exec(token.toLowerCase());
  if (!match) return null;
  const [, request, kind, user, expires, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    requestId: Number(request),
    kind: kind === 's' ? 'staff' : 'requester',
    userId: Number(user),
    expiresAt: new Date(Number(expires) * 1000),
    signature,
  };
}

/** The claim was signed by this server for the account as it is now (`binding`). Constant-time. */
export function replyTokenSigned(
  secret: string,
  claim: ReplyClaim & { signature: string },
  binding: string,
): boolean {
  return sameHex(replyMac(secret, claimPayload(claim), binding), claim.signature);
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

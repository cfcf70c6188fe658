import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { findUserById } from '../accounts/queries.js';
import type { UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { findRequest } from '../requests/queries.js';
import { isStaff } from '../staff/roles.js';
import { tokenOfAddress } from './inbound-mail.js';
import { replyAddress } from './links.js';
import { REPLY_TOKEN_TTL_MS } from './policy.js';
import { parseReplyToken, replyBinding, replyToken, replyTokenSigned, type ReplyClaim } from './signing.js';
import { replyTokenVersions } from './tables.js';

// Reply addresses (`reply+{token}@{INBOUND_DOMAIN}`) name the account a reply posts as: the request's
// requester on their digests, a member of staff on the emails sent to them. The From header names no one
// (anybody can write any From); the address does, because only its recipient was sent it, and it is signed
// for that account as it is now and for 30 days (docs/SECURITY.md#reply-by-email).

/** The account's reply-token version: 0 until its role, activation or email address first changes. */
export async function replyTokenVersion(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ version: replyTokenVersions.version })
    .from(replyTokenVersions)
    .where(eq(replyTokenVersions.userId, userId));
  return row?.version ?? 0;
}

/** A new reply address for `user` on request `requestId`, valid REPLY_TOKEN_TTL_MS from `now`. */
export async function mintReplyAddress(
  db: Db,
  secret: string,
  domain: string,
  address: { requestId: number; kind: ReplyClaim['kind']; user: UserRow },
  now: Date,
): Promise<string> {
  const claim: ReplyClaim = {
    requestId: address.requestId,
    kind: address.kind,
    userId: address.user.id,
    expiresAt: new Date(now.getTime() + REPLY_TOKEN_TTL_MS),
  };
  const binding = replyBinding(address.user.role, await replyTokenVersion(db, address.user.id));
  return replyAddress(replyToken(secret, claim, binding), domain);
}

/** Who an emailed reply posts as, and on which side of the thread. */
export interface ReplyAuthor {
  requestId: number;
  user: UserRow;
  side: 'user' | 'concierge';
}

/** Why a reply address was refused (the SMTP answer's text). */
export const REPLY_ADDRESS_REFUSALS = {
  unknown: 'No such recipient',
  expired: 'This reply address has expired: please answer on the website',
  notAllowed: 'This account can no longer reply by email',
} as const;

export type ReplyAddressCheck = { author: ReplyAuthor } | { refused: string };

/**
 * The author a reply address posts as, checked at RCPT TO before any of the message is read: a genuine
 * signature for the account as it is now (its role and version), not expired, the account active, and for
 * a requester's address the request still theirs, for a staff address the account still staff.
 */
export async function checkReplyAddress(
  context: AppContext,
  secret: string,
  address: string,
): Promise<ReplyAddressCheck> {
  const token = tokenOfAddress(address, context.config.notifications.inboundDomain);
  const claim = token === null ? null : parseReplyToken(token);
  const user = claim ? (await findUserById(context.db, claim.userId))?.user : undefined;
  if (!claim || !user) return { refused: REPLY_ADDRESS_REFUSALS.unknown };
  const binding = replyBinding(user.role, await replyTokenVersion(context.db, user.id));
  // A changed role, a deactivation or a new email address moved the binding: the signature no longer holds.
  if (!replyTokenSigned(secret, claim, binding)) return { refused: REPLY_ADDRESS_REFUSALS.unknown };
  if (claim.expiresAt.getTime() <= context.now().getTime())
    return { refused: REPLY_ADDRESS_REFUSALS.expired };
  if (user.deactivatedAt) return { refused: REPLY_ADDRESS_REFUSALS.notAllowed };
  const request = await findRequest(context.db, claim.requestId);
  if (!request) return { refused: REPLY_ADDRESS_REFUSALS.unknown };
  if (claim.kind === 'requester') {
    if (user.role !== 'user' || request.userId !== user.id)
      return { refused: REPLY_ADDRESS_REFUSALS.notAllowed };
    return { author: { requestId: request.id, user, side: 'user' } };
  }
  if (!isStaff(user.role)) return { refused: REPLY_ADDRESS_REFUSALS.notAllowed };
  return { author: { requestId: request.id, user, side: 'concierge' } };
}

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { INVITE_TTL_MS } from '../policy.js';
import { companies, companyInvites } from './tables.js';
import { digestToken, newToken } from './tokens.js';

/**
 * Invites to invitation-only companies. An invite is a 256-bit token handed to one
 * person, stored only as its SHA-256 digest, single use, INVITE_TTL_MS long. Administrators make them with
 * `pnpm --filter api invite <company slug>`; the person signs up with it as `invite_token`.
 */
export async function createCompanyInvite(db: Db, companySlug: string, at: Date): Promise<string> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, companySlug));
  if (!company) throw new Error(`no company with the slug ${companySlug}`);
  const token = newToken();
  await db.insert(companyInvites).values({
    companyId: company.id,
    tokenDigest: digestToken(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + INVITE_TTL_MS),
  });
  return token;
}

const live = (companyId: number, token: string, at: Date) =>
  and(
    eq(companyInvites.companyId, companyId),
    eq(companyInvites.tokenDigest, digestToken(token)),
    isNull(companyInvites.usedAt),
    gt(companyInvites.expiresAt, at),
  );

/** Whether `token` is a live invite to the company (checked before the costly hash; spent later). */
export async function hasLiveInvite(db: Db, companyId: number, token: string, at: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: companyInvites.id })
    .from(companyInvites)
    .where(live(companyId, token, at));
  return row !== undefined;
}

/** Spends a live invite for `userId`; false when it is gone (spent by a concurrent sign-up, expired). */
export async function spendInvite(db: Db, companyId: number, token: string, userId: number, at: Date) {
  const spent = await db
    .update(companyInvites)
    .set({ usedAt: at, usedBy: userId })
    .where(live(companyId, token, at))
    .returning({ id: companyInvites.id });
  return spent.length > 0;
}

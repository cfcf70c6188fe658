import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { SESSION_LAST_SEEN_INTERVAL_MS } from '@concierge/api-client';
import type { Db } from '../db/database.js';
import type { SessionClient } from '../accounts/queries.js';
import { sessions } from '../accounts/tables.js';

/**
 * Records that a session was used now, from where: at most once per interval, also when two requests race
 * (the condition is re-checked in the update).
 */
export async function touchSession(db: Db, sessionId: number, at: Date, client: SessionClient) {
  await db
    .update(sessions)
    .set({
      lastSeenAt: at,
      ...(client.ip && { ip: client.ip }),
      ...(client.userAgent && { userAgent: client.userAgent }),
    })
    .where(
      and(
        eq(sessions.id, sessionId),
        lte(sessions.lastSeenAt, new Date(at.getTime() - SESSION_LAST_SEEN_INTERVAL_MS)),
      ),
    );
}

/** The user's live sessions (unrevoked, unexpired), most recently seen first. */
export function listLiveSessions(db: Db, userId: number, at: Date) {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/**
 * Ends one live session of the user by its public id; false when the user has no such live session (another
 * user's id included: the condition names the owner, so it cannot reach anyone else's).
 */
export async function revokeSessionByPublicId(
  db: Db,
  userId: number,
  publicId: string,
  at: Date,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.publicId, publicId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

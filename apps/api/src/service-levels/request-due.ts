import { eq } from 'drizzle-orm';
import type { RequestDue } from '@concierge/api-client';
import type { Db } from '../db/database.js';
import { dueOf } from './clocks.js';
import { policyForRequest } from './policies.js';
import { requestClocks } from './tables.js';

/** What falls due next on one request (the console's request page); null while no clock runs. */
export async function requestDue(db: Db, requestId: number, now: Date): Promise<RequestDue | null> {
  const [clock] = await db.select().from(requestClocks).where(eq(requestClocks.requestId, requestId));
  if (!clock) return null;
  return dueOf(clock, await policyForRequest(db, requestId), now);
}

/**
 * The business minutes the team aims to answer the requester within (docs/service-levels.md#promise): the
 * first reply's target until the team has replied once, then the next reply's; null once completed.
 */
export async function replyPromise(db: Db, requestId: number): Promise<number | null> {
  const [clock] = await db
    .select({ firstReplyMs: requestClocks.firstReplyMs })
    .from(requestClocks)
    .where(eq(requestClocks.requestId, requestId));
  const policy = await policyForRequest(db, requestId);
  return clock?.firstReplyMs !== null && clock?.firstReplyMs !== undefined
    ? policy.row.nextReplyMinutes
    : policy.row.firstReplyMinutes;
}

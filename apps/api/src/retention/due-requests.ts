import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { RetentionAction } from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { requests } from '../requests/tables.js';
import { anonymisedRequesters, requestCompletions } from './tables.js';

/** A policy as the job applies it to one company: its action and the cut-off its months give now. */
export interface DuePolicy {
  companyId: number;
  action: RetentionAction;
  cutoff: Date;
}

/**
 * The requests a policy takes now (docs/personal-data.md#retention): its company's requesters' completed
 * requests whose completion is older than the cut-off. Anonymising leaves out the ones already anonymised
 * (their requester is the company's placeholder); deleting takes those too. The dry run counts with this
 * very condition, so its number is what a pass would take at that moment.
 */
function dueCondition({ companyId, action, cutoff }: DuePolicy): SQL {
  return and(
    eq(users.companyId, companyId),
    eq(requests.state, 'completed'),
    // updated_at stands in for requests completed before completions were recorded (migration 0026).
    sql`coalesce(${requestCompletions.completedAt}, ${requests.updatedAt}) < ${cutoff.toISOString()}::timestamptz`,
    action === 'anonymise'
      ? sql`NOT EXISTS (SELECT 1 FROM ${anonymisedRequesters} WHERE ${anonymisedRequesters.userId} = ${requests.userId})`
      : undefined,
  )!;
}

/** How many requests the policy would take now: the dry run. */
export async function countDueRequests(db: Db, policy: DuePolicy): Promise<number> {
  const [row] = await db
    .select({ due: count() })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(requestCompletions, eq(requestCompletions.requestId, requests.id))
    .where(dueCondition(policy));
  return row?.due ?? 0;
}

/** A request claimed for this batch: what anonymising or deleting it needs to know. */
export interface ClaimedRequest {
  id: number;
  userId: number;
  runId: number;
}

/**
 * Up to `limit` due requests, locked until the batch's transaction ends. SKIP LOCKED: a pass running at the
 * same time on another instance takes other requests instead of waiting for these, and once this batch
 * commits they are deleted or anonymised, so no later claim returns them.
 */
export async function claimDueRequests(tx: Db, policy: DuePolicy, limit: number): Promise<ClaimedRequest[]> {
  return tx
    .select({ id: requests.id, userId: requests.userId, runId: requests.userRequestSurveyId })
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(requestCompletions, eq(requestCompletions.requestId, requests.id))
    .where(dueCondition(policy))
    .orderBy(asc(requests.id))
    .limit(limit)
    .for('update', { of: requests, skipLocked: true });
}

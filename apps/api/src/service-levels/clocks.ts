import { eq } from 'drizzle-orm';
import type { RequestDue } from '@concierge/api-client';
import type { Db } from '../db/database.js';
import { addBusinessTime, businessTimeBetween } from './business-time.js';
import { policyForRequest, type Policy } from './policies.js';
import { requests } from '../requests/tables.js';
import { requestClocks, type ReplyTarget, type RequestClockRow } from './tables.js';

// A request's clocks (docs/service-levels.md#clocks), moved by the events of its life, each inside the
// transaction of the event (the request is locked by its caller):
// - made: the first reply and the resolution start;
// - the team replies (a public message): the reply owed is answered; the request now waits on its requester,
//   so the resolution pauses;
// - the requester writes: the next reply is owed (unless one already is) and the resolution runs again;
// - completed or withdrawn: everything stops and the resolution's time is recorded; reopened: as a requester's
//   message (the reopening is their reply).
// Each step is idempotent: the reopening reply passes through both the state change and the message.

const MINUTE = 60_000;
type Columns = Partial<Omit<RequestClockRow, 'requestId'>>;

/** The earliest of the running instants, or null. */
const earliest = (...instants: Array<Date | null | undefined>): Date | null =>
  instants.reduce<Date | null>((min, at) => (at && (!min || at < min) ? at : min), null);

/** A reply clock started at `at`: its due time and its first alert (the warning, or the breach itself). */
function replyClock(policy: Policy, target: ReplyTarget, at: Date): Columns {
  const minutes = target === 'first_reply' ? policy.row.firstReplyMinutes : policy.row.nextReplyMinutes;
  const due = addBusinessTime(policy.calendar, at, minutes * MINUTE);
  const warnMs = policy.row.warnBeforeMinutes * MINUTE;
  const alert =
    warnMs > 0 ? addBusinessTime(policy.calendar, at, Math.max(0, minutes * MINUTE - warnMs)) : due;
  return { replyTarget: target, replyStartedAt: at, replyDueAt: due, replyAlertAt: alert };
}

const NO_REPLY_OWED: Columns = {
  replyTarget: null,
  replyStartedAt: null,
  replyDueAt: null,
  replyAlertAt: null,
};

/** The resolution clock running from `at`, `usedMs` of its target already spent. */
function resolutionRunning(policy: Policy, usedMs: number, at: Date): Columns {
  const left = policy.row.resolutionMinutes * MINUTE - usedMs;
  const due = addBusinessTime(policy.calendar, at, Math.max(0, left));
  const warnMs = policy.row.warnBeforeMinutes * MINUTE;
  const alert = warnMs > 0 ? addBusinessTime(policy.calendar, at, Math.max(0, left - warnMs)) : due;
  return { resolutionRunningSince: at, resolutionDueAt: due, resolutionAlertAt: alert };
}

/** The resolution clock stopped at `at`: what it ran so far is added to what it had used. */
function resolutionStopped(policy: Policy, clock: RequestClockRow, at: Date): Columns {
  const ran = clock.resolutionRunningSince
    ? Math.max(0, businessTimeBetween(policy.calendar, clock.resolutionRunningSince, at))
    : 0;
  return {
    resolutionUsedMs: clock.resolutionUsedMs + ran,
    resolutionRunningSince: null,
    resolutionDueAt: null,
    resolutionAlertAt: null,
  };
}

async function findClock(tx: Db, requestId: number): Promise<RequestClockRow | undefined> {
  const [clock] = await tx.select().from(requestClocks).where(eq(requestClocks.requestId, requestId));
  return clock;
}

/** The request's earliest running due time, kept on the request for the queue's order. */
async function saveNextDue(
  tx: Db,
  requestId: number,
  clock: Pick<RequestClockRow, 'replyDueAt' | 'resolutionDueAt'>,
) {
  await tx
    .update(requests)
    .set({ nextDueAt: earliest(clock.replyDueAt, clock.resolutionDueAt) })
    .where(eq(requests.id, requestId));
}

/** Writes `changes` over `clock`, with the earliest due time and alert of what then runs. */
async function save(tx: Db, clock: RequestClockRow, changes: Columns): Promise<void> {
  const next = { ...clock, ...changes };
  await tx
    .update(requestClocks)
    .set({ ...changes, nextAlertAt: earliest(next.replyAlertAt, next.resolutionAlertAt) })
    .where(eq(requestClocks.requestId, clock.requestId));
  await saveNextDue(tx, clock.requestId, next);
}

/** A new request: the first reply and the resolution start now. */
export async function startClocks(tx: Db, requestId: number, at: Date): Promise<void> {
  const policy = await policyForRequest(tx, requestId);
  const columns = { ...replyClock(policy, 'first_reply', at), ...resolutionRunning(policy, 0, at) };
  const made = await tx
    .insert(requestClocks)
    .values({ requestId, ...columns, nextAlertAt: earliest(columns.replyAlertAt, columns.resolutionAlertAt) })
    .onConflictDoNothing()
    .returning({ requestId: requestClocks.requestId });
  if (made.length > 0) await saveNextDue(tx, requestId, columns as RequestClockRow);
}

/** The team's public reply: the reply owed is answered, and the resolution waits on the requester. */
export async function teamReplied(tx: Db, requestId: number, at: Date): Promise<void> {
  const clock = await findClock(tx, requestId);
  if (!clock || (!clock.replyTarget && !clock.resolutionRunningSince)) return;
  const policy = await policyForRequest(tx, requestId);
  const changes: Columns = { ...NO_REPLY_OWED, ...resolutionStopped(policy, clock, at) };
  if (clock.replyTarget === 'first_reply' && clock.replyStartedAt) {
    changes.firstReplyMs = Math.max(0, businessTimeBetween(policy.calendar, clock.replyStartedAt, at));
    changes.firstReplyMet = clock.replyDueAt !== null && at <= clock.replyDueAt;
  }
  await save(tx, clock, changes);
}

/**
 * The requester wrote (or reopened by replying): a reply is owed, the first one if none was ever given,
 * and the resolution runs again. A request made before service levels existed gets its clocks now.
 */
export async function requesterWrote(tx: Db, requestId: number, at: Date): Promise<void> {
  const clock = await findClock(tx, requestId);
  if (!clock) return startClocks(tx, requestId, at);
  const policy = await policyForRequest(tx, requestId);
  const changes: Columns = {};
  if (!clock.replyTarget) {
    Object.assign(
      changes,
      replyClock(policy, clock.firstReplyMs === null ? 'first_reply' : 'next_reply', at),
    );
  }
  if (!clock.resolutionRunningSince) {
    Object.assign(changes, resolutionRunning(policy, clock.resolutionUsedMs, at), {
      resolutionMs: null,
      resolutionMet: null,
    });
  }
  if (Object.keys(changes).length > 0) await save(tx, clock, changes);
}

/** Completed or withdrawn: every clock stops, and the resolution's business time is recorded. */
export async function clocksStopped(tx: Db, requestId: number, at: Date): Promise<void> {
  const clock = await findClock(tx, requestId);
  if (!clock) return;
  const policy = await policyForRequest(tx, requestId);
  const stopped = resolutionStopped(policy, clock, at);
  await save(tx, clock, {
    ...NO_REPLY_OWED,
    ...stopped,
    resolutionMs: stopped.resolutionUsedMs!,
    resolutionMet: stopped.resolutionUsedMs! <= policy.row.resolutionMinutes * MINUTE,
  });
}

/** Business ms left on each running clock at `now` (negative once overdue). */
export function timeLeft(clock: RequestClockRow, policy: Policy, now: Date) {
  const reply =
    clock.replyTarget && clock.replyDueAt
      ? {
          target: clock.replyTarget,
          dueAt: clock.replyDueAt,
          ms: businessTimeBetween(policy.calendar, now, clock.replyDueAt),
        }
      : null;
  const resolution =
    clock.resolutionRunningSince && clock.resolutionDueAt
      ? {
          target: 'resolution' as const,
          dueAt: clock.resolutionDueAt,
          ms:
            policy.row.resolutionMinutes * MINUTE -
            clock.resolutionUsedMs -
            businessTimeBetween(policy.calendar, clock.resolutionRunningSince, now),
        }
      : null;
  return { reply, resolution };
}

/** What falls due next on a request, as the console shows it; null while no clock runs. */
export function dueOf(
  clock: RequestClockRow | null | undefined,
  policy: Policy,
  now: Date,
): RequestDue | null {
  if (!clock) return null;
  const { reply, resolution } = timeLeft(clock, policy, now);
  const next = reply && resolution ? (reply.ms <= resolution.ms ? reply : resolution) : (reply ?? resolution);
  if (!next) return null;
  return {
    target: next.target,
    due_at: next.dueAt.toISOString(),
    business_minutes_left: Math.floor(next.ms / MINUTE),
    warning: next.ms <= policy.row.warnBeforeMinutes * MINUTE,
  };
}

import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { ServiceLevelTarget } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { users, type UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { accountLocale } from '../i18n/negotiation.js';
import { renderEmail } from '../notifications/templates/render.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { requests, type RequestRow } from '../requests/tables.js';
import { STAFF_ROLES } from '../staff/roles.js';
import { timeLeft } from './clocks.js';
import { EscalationEmail } from './escalation-email.js';
import { policyForRequest, type Policy } from './policies.js';
import { putBack, ROUTING_NOTES } from './routing.js';
import { requestClocks, serviceLevelEscalations, type RequestClockRow } from './tables.js';
import { escalationMail } from './texts.js';

// Escalation (docs/service-levels.md#escalation): each running clock has its next alert stored as an instant
// (the warning time before its breach, then the breach). The job takes the clocks whose alert has come, a few
// at a time and locked so another instance skips them, and for each: records the escalation (once per
// request, target, run of the clock and threshold: the table's key), queues its emails through the outbox in
// the same transaction, and moves the alert on (to the breach after a warning; none after a breach).
// A clock found past its breach before its warning was sent gets the breach alone.

const BATCH = 50;
type Threshold = 'warning' | 'breach';

/** Active staff: who hears of a breach (the team and the admins). */
async function activeStaff(tx: Db): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), isNull(users.deactivatedAt)));
}

async function recipientsOf(tx: Db, request: RequestRow, threshold: Threshold) {
  if (threshold === 'warning' && request.assigneeId !== null) {
    const [assignee] = await tx.select().from(users).where(eq(users.id, request.assigneeId));
    // A warning goes to the assignee; with nobody assigned (or a deactivated one), to the team.
    if (assignee && !assignee.deactivatedAt) return { people: [assignee], toAssignee: true };
  }
  return { people: await activeStaff(tx), toAssignee: false };
}

/** Records one escalation and queues its emails; false when it was already sent (another instance, a restart). */
async function escalate(
  context: AppContext,
  tx: Db,
  alert: { request: RequestRow; policy: Policy; target: ServiceLevelTarget; startedAt: Date; dueAt: Date },
  threshold: Threshold,
  msLeft: number,
  at: Date,
): Promise<boolean> {
  const { request, policy, target } = alert;
  const recorded = await tx
    .insert(serviceLevelEscalations)
    .values({ requestId: request.id, target, clockStartedAt: alert.startedAt, threshold, sentAt: at })
    .onConflictDoNothing()
    .returning({ requestId: serviceLevelEscalations.requestId });
  if (recorded.length === 0) return false;
  const putBackNow = threshold === 'breach' && policy.row.unassignOnBreach && request.assigneeId !== null;
  const { people, toAssignee } = await recipientsOf(tx, request, threshold);
  for (const person of people) {
    const locale = accountLocale(person);
    const email = await renderEmail(
      EscalationEmail({
        locale,
        threshold,
        target,
        request,
        dueAt: alert.dueAt,
        minutesLeft: Math.floor(msLeft / 60_000),
        putBack: putBackNow,
        toAssignee,
        link: `${context.config.publicUrl}/console/requests/${request.id}`,
      }),
    );
    const subject = escalationMail(locale).subject(threshold, {
      target,
      title: request.title,
      id: request.id,
    });
    await enqueueOutgoingMessage(
      tx,
      {
        channel: 'email',
        kind: `service-level-${threshold}`,
        recipient: person.email,
        subject,
        body: email.text,
        html: email.html,
      },
      at,
    );
  }
  if (putBackNow) await putBack(tx, request.id, ROUTING_NOTES.breached, at);
  return putBackNow;
}

/** Which alert has come: the breach once the due time has passed, else the warning. */
function thresholdAt(dueAt: Date, now: Date): Threshold {
  return now >= dueAt ? 'breach' : 'warning';
}

/** Deals with one clock's due alerts; answers whether the request changed for the team's screens. */
async function alertClock(
  context: AppContext,
  tx: Db,
  clock: RequestClockRow,
  request: RequestRow,
  now: Date,
) {
  const policy = await policyForRequest(tx, request.id);
  const left = timeLeft(clock, policy, now);
  const changes: Partial<RequestClockRow> = {};
  let changed = false;
  if (clock.replyAlertAt && clock.replyAlertAt <= now) {
    changes.replyAlertAt = null;
    if (left.reply && clock.replyStartedAt) {
      const { target, dueAt, ms } = left.reply;
      const threshold = thresholdAt(dueAt, now);
      const alert = { request, policy, target, startedAt: clock.replyStartedAt, dueAt };
      changed = (await escalate(context, tx, alert, threshold, ms, now)) || changed;
      if (threshold === 'warning') changes.replyAlertAt = dueAt;
    }
  }
  if (clock.resolutionAlertAt && clock.resolutionAlertAt <= now) {
    changes.resolutionAlertAt = null;
    if (left.resolution) {
      const { dueAt, ms } = left.resolution;
      const threshold = thresholdAt(dueAt, now);
      // A breach of the reply that just put the request back leaves no assignee to warn.
      const current = changed ? { ...request, assigneeId: null } : request;
      const alert = {
        request: current,
        policy,
        target: 'resolution' as const,
        startedAt: request.createdAt,
        dueAt,
      };
      changed = (await escalate(context, tx, alert, threshold, ms, now)) || changed;
      if (threshold === 'warning') changes.resolutionAlertAt = dueAt;
    }
  }
  const next = { ...clock, ...changes };
  const alerts = [next.replyAlertAt, next.resolutionAlertAt].filter((at): at is Date => at !== null);
  changes.nextAlertAt = alerts.length > 0 ? new Date(Math.min(...alerts.map((at) => at.getTime()))) : null;
  await tx.update(requestClocks).set(changes).where(eq(requestClocks.requestId, clock.requestId));
  return changed;
}

/**
 * One pass: every clock whose alert has come, in batches. Answers how many clocks it dealt with. Run on a
 * schedule (`config.serviceLevels.pollMs`) and by hand in tests (`app.runEscalations()`).
 */
export async function runEscalations(context: AppContext): Promise<number> {
  let handled = 0;
  for (;;) {
    const now = context.now();
    const { count, changed } = await context.db.transaction(async (tx) => {
      const due = await tx
        .select({ clock: requestClocks, request: requests })
        .from(requestClocks)
        .innerJoin(requests, eq(requests.id, requestClocks.requestId))
        .where(lte(requestClocks.nextAlertAt, now))
        .orderBy(asc(requestClocks.nextAlertAt))
        .limit(BATCH)
        .for('update', { of: requestClocks, skipLocked: true });
      const moved: RequestRow[] = [];
      for (const { clock, request } of due) {
        if (await alertClock(context, tx, clock, request, now)) moved.push(request);
      }
      return { count: due.length, changed: moved };
    });
    if (count > 0) context.outbox.wake();
    for (const request of changed) context.live.requestChanged(request, { teamOnly: true });
    handled += count;
    if (count < BATCH) return handled;
  }
}

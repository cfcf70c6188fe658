import { and, desc, eq, ne } from 'drizzle-orm';
import { DEFAULT_STATUS, type QueueRequestResponse, type StaffMember } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { findUserById } from '../accounts/queries.js';
import type { UserRow } from '../accounts/tables.js';
import type { Db } from '../db/database.js';
import { requests } from '../requests/tables.js';
import { requestWithMessages } from '../requests/service.js';
import { othersOnRequest, recordPresence } from './presence.js';
import { requestDue } from '../service-levels/request-due.js';

/** How many of the requester's other requests the panel lists, newest first. */
export const OTHER_REQUESTS_SHOWN = 10;

export const staffMemberOf = (user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>): StaffMember => ({
  id: user.id,
  full_name: `${user.firstName} ${user.lastName}`,
});

async function requesterPanel(db: Db, requestId: number, userId: number) {
  const found = await findUserById(db, userId);
  if (!found) throw new Error('the request has no requester');
  const others = await db
    .select({ id: requests.id, title: requests.title, state: requests.state, createdAt: requests.createdAt })
    .from(requests)
    .where(and(eq(requests.userId, userId), ne(requests.id, requestId)))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(OTHER_REQUESTS_SHOWN);
  return {
    full_name: `${found.user.firstName} ${found.user.lastName}`,
    email: found.user.email,
    company: found.company?.name ?? null,
    phone: found.user.mfaPhone,
    other_requests: others.map((other) => ({
      id: other.id,
      title: other.title,
      state: other.state,
      status: DEFAULT_STATUS[other.state],
      created_at: other.createdAt.toISOString(),
    })),
  };
}

/**
 * The concierge's request page: the request with every message (internal notes too), its requester panel,
 * its assignee and the other concierges on it. Reading it counts as having the request open (the collision
 * notice); `putRequestPresence` is the console's own heartbeat.
 */
export async function requestPage(
  context: AppContext,
  caller: UserRow,
  requestId: number,
  options: { typing?: boolean } = {},
): Promise<QueueRequestResponse> {
  const request = await requestWithMessages(context, requestId);
  const at = context.now();
  const typing = options.typing === true ? true : undefined;
  if (await recordPresence(context.db, { requestId, userId: caller.id, at, typing })) {
    context.live.presenceChanged(requestId);
  }
  const [row] = await context.db
    .select({ userId: requests.userId, assigneeId: requests.assigneeId })
    .from(requests)
    .where(eq(requests.id, requestId));
  if (!row) throw new Error('the request vanished');
  const assignee = row.assigneeId === null ? null : await findUserById(context.db, row.assigneeId);
  return {
    request,
    requester: await requesterPanel(context.db, requestId, row.userId),
    assignee: assignee ? staffMemberOf(assignee.user) : null,
    presence: await othersOnRequest(context.db, requestId, caller.id, at),
    due: await requestDue(context.db, requestId, at),
  };
}

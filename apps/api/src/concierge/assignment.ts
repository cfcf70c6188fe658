import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { findUserById } from '../accounts/queries.js';
import type { UserRow } from '../accounts/tables.js';
import { HttpError } from '../http/errors.js';
import { paragraphHtml } from '../thread/sanitize.js';
import { findRequest, insertMessage } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { requests } from '../requests/tables.js';
import { isStaff } from '../staff/roles.js';
import { recordAction } from '../audit/record.js';
import { SYSTEM_SOURCE_NAME } from './moves.js';
import { ASSIGNMENT_NOTES, TEAM_ERRORS } from './team-policy.js';
import { fullName } from '../accounts/full-name.js';

/**
 * Takes a request (the caller's own id), gives it to a colleague, or puts it back (null). Every change is an
 * internal status note in the thread (concierges only), in the same transaction; assigning the current
 * assignee again changes nothing.
 */
export async function assignRequest(
  context: AppContext,
  caller: UserRow,
  requestId: number,
  assigneeId: number | null,
): Promise<void> {
  let assignee: UserRow | null = null;
  if (assigneeId !== null) {
    const found = assigneeId === caller.id ? { user: caller } : await findUserById(context.db, assigneeId);
    if (!found || !isStaff(found.user.role) || found.user.deactivatedAt) {
      throw new HttpError(422, TEAM_ERRORS.notTeamMember, {
        code: 'not-team-member',
        issues: [{ path: 'body.request.assignee_id', message: TEAM_ERRORS.notTeamMember }],
      });
    }
    assignee = found.user;
  }
  const changed = await context.db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, { forUpdate: true });
    if (!request) throw notFound();
    if (request.assigneeId === assigneeId) return null;
    const at = context.now();
    await tx.update(requests).set({ assigneeId, updatedAt: at }).where(eq(requests.id, requestId));
    const actor = fullName(caller);
    const note = !assignee
      ? ASSIGNMENT_NOTES.putBack(actor)
      : assignee.id === caller.id
        ? ASSIGNMENT_NOTES.took(actor)
        : ASSIGNMENT_NOTES.gave(actor, fullName(assignee));
    await insertMessage(tx, {
      requestId,
      authorId: caller.id,
      source: 'system',
      sourceName: SYSTEM_SOURCE_NAME,
      bodyHtml: paragraphHtml(note),
      createdAt: at,
      internal: true,
    });
    await context.webhooks?.requestAssigned(tx, request, assignee, caller, at);
    await recordAction(tx, at, caller, requestId, 'assign', assignee ? String(assignee.id) : null);
    return request;
  });
  // The assignment note is internal: the requester's screens have nothing new to show.
  if (changed) context.live.requestChanged(changed, { teamOnly: true });
}

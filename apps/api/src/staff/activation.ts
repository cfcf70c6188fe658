import { and, eq, inArray } from 'drizzle-orm';
import type { StaffListResponse } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { HttpError } from '../http/errors.js';
import { revokeUserSessions } from '../accounts/queries.js';
import { users, type UserRow } from '../accounts/tables.js';
import { toStaffEntry } from './queries.js';
import { requireAdmin, STAFF_ROLES } from './roles.js';
import { STAFF_ERRORS } from './staff-policy.js';

/**
 * An admin deactivates a member of the team (`active` false): the account can no longer sign in, and every
 * session it has ends in the same transaction, so its next request is 401. Reactivating lets it sign in
 * again (its old sessions stay ended). An admin cannot deactivate themselves (the team keeps an admin).
 */
export async function setStaffActive(
  context: AppContext,
  admin: UserRow,
  staffId: number,
  active: boolean,
): Promise<StaffListResponse['staff'][number]> {
  requireAdmin(admin);
  if (!active && staffId === admin.id) {
    throw new HttpError(422, STAFF_ERRORS.deactivateSelf, { code: 'cannot-deactivate-self' });
  }
  const at = context.now();
  const updated = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ deactivatedAt: active ? null : at })
      .where(and(eq(users.id, staffId), inArray(users.role, [...STAFF_ROLES])))
      .returning();
    if (row && !active) await revokeUserSessions(tx, row.id, at);
    return row;
  });
  if (!updated) throw new HttpError(404, STAFF_ERRORS.notTeamMember, { code: 'not-found' });
  if (!active) context.live.sessionsEnded(updated.id);
  return toStaffEntry(updated);
}

import { asc, inArray, sql } from 'drizzle-orm';
import type { StaffListResponse } from '@concierge/api-client';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../accounts/tables.js';
import { STAFF_ROLES } from './roles.js';

/** Every concierge and admin, active first, by name. */
export async function listStaff(db: Db): Promise<StaffListResponse['staff']> {
  // Each one's open and in-progress requests, for routing's limit (docs/service-levels.md#routing). Written
  // out: drizzle may leave an interpolated column unqualified, which inside the subquery would name r's own.
  const open = sql<number>`(SELECT count(*)::int FROM requests r WHERE r.assignee_id = users.id
    AND r.state <> 'completed')`;
  const rows = await db
    .select({ user: users, open })
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.deactivatedAt), asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ user, open }) => ({
    ...toStaffEntry(user),
    routing: { available: user.available, open_limit: user.openRequestLimit, open_requests: Number(open) },
  }));
}

/** A member of the team as the team list shows them. */
export function toStaffEntry(user: UserRow): StaffListResponse['staff'][number] {
  return {
    id: user.id,
    full_name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    role: user.role,
    active: user.deactivatedAt === null,
  };
}

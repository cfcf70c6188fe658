import { asc, inArray } from 'drizzle-orm';
import type { StaffListResponse } from '@concierge/api-client';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../accounts/tables.js';
import { STAFF_ROLES } from './roles.js';

/** Every concierge and admin, active first, by name. */
export async function listStaff(db: Db): Promise<StaffListResponse['staff']> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    .orderBy(asc(users.deactivatedAt), asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(toStaffEntry);
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

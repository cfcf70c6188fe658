import type { Role } from '@concierge/api-client';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/tables.js';
import type { Database } from '../db/database.js';
import { serverOf, signUpNewAccount, type HttpTestClient } from './http-test-client.js';
import { makeStaff } from './staff-second-factor.js';
import { isStaff } from '../staff/roles.js';

/**
 * Tests: a new member of the team (signed up, then given a staff role in the database, as an admin's
 * invitation would, and the tests' authenticator app); answers their id, email and session token, which
 * has passed the app's step (staff need a second factor: docs/SECURITY.md#staff-second-factor). With
 * `role` 'user', a requester as signed up.
 */
export async function signUpStaff(
  client: HttpTestClient,
  database: Database,
  name: string,
  role: Role = 'concierge',
): Promise<{ id: number; email: string; token: string }> {
  const { email, token } = await signUpNewAccount(client, name);
  if (isStaff(role)) return { id: (await makeStaff(serverOf(client), email, token, role)).id, email, token };
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error('the new account vanished');
  return { id: row.id, email, token };
}

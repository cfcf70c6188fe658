import type { Role } from '@concierge/api-client';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/tables.js';
import type { Database } from '../db/database.js';
import { signUpNewAccount, type HttpTestClient } from '../requests/http-test-client.js';

/**
 * Tests: a new member of the team (signed up, then given a staff role in the database, as an admin's
 * invitation would); answers their id, email and session token.
 */
export async function signUpStaff(
  client: HttpTestClient,
  database: Database,
  name: string,
  role: Role = 'concierge',
): Promise<{ id: number; email: string; token: string }> {
  const { email, token } = await signUpNewAccount(client, name);
  const [row] = await database.db
    .update(users)
    .set({ role })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!row) throw new Error('the new account vanished');
  return { id: row.id, email, token };
}

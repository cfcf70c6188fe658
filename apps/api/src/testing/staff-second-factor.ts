import type { Role } from '@concierge/api-client';
import { eq } from 'drizzle-orm';
import { DEMO_STAFF_TOTP_SECRET } from '../accounts/demo.js';
import { findSessionByDigest } from '../accounts/queries.js';
import { users } from '../accounts/tables.js';
import { digestToken } from '../accounts/tokens.js';
import { totpAuthenticators } from '../mfa/tables.js';
import { totpCode } from './totp-calls.js';
import { addKnownAppFactor } from '../staff/demo-second-factor.js';
import { rememberMfaToken } from './remembered-mfa-tokens.js';
import { authHeaders, signIn } from './api-calls.js';
import type { TestServer } from './test-server.js';

// Staff sign in with a second factor (docs/SECURITY.md#staff-second-factor), so every test that works as
// staff goes through here: its staff accounts get an authenticator app with a known secret, and their
// sessions pass the app's step through the real route. The verified session's mfa-token is remembered, and
// the test clients send it with the session token (remembered-mfa-tokens.ts), as the apps do.

/** The authenticator-app secret of the tests' staff: the demo staff's (seeded), for the ones tests make too. */
export const STAFF_TEST_TOTP_SECRET = DEMO_STAFF_TOTP_SECRET;

type Server = Pick<TestServer, 'app' | 'database' | 'clock' | 'config'>;

/**
 * Passes the app step of the session `token` with a code of `secret`, as the console does: answers the
 * session's mfa-token (also remembered). The test clock stands still, so all the sign-ins of a test file fall
 * in one 30-second step, whose code the server takes once: the helper first forgets the step last used, as
 * only a test can.
 */
export async function passStaffAppStep(
  server: Server,
  token: string,
  secret: string = STAFF_TEST_TOTP_SECRET,
): Promise<string> {
  const found = await findSessionByDigest(server.database.db, digestToken(token));
  if (!found) throw new Error('passStaffAppStep: no session for this token');
  await server.database.db
    .update(totpAuthenticators)
    .set({ lastUsedStep: null })
    .where(eq(totpAuthenticators.userId, found.user.id));
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v1/mfa/totp/verify',
    headers: authHeaders(token),
    payload: { code: totpCode(secret, server.clock) },
  });
  const mfaToken = res.headers['mfa-token'];
  if (res.statusCode !== 200 || typeof mfaToken !== 'string') {
    throw new Error(`the app step failed: ${res.statusCode} ${res.body}`);
  }
  rememberMfaToken(token, mfaToken);
  return mfaToken;
}

/** Signs a staff account in with its password, then its app (the demo's, or one given by makeStaff). */
export async function signInStaff(
  server: Server,
  account: { email: string; password: string },
  secret: string = STAFF_TEST_TOTP_SECRET,
): Promise<{ token: string; mfaToken: string }> {
  const res = await signIn(server.app, account.email, account.password);
  const token = res.headers.authorization;
  if (res.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  }
  return { token, mfaToken: await passStaffAppStep(server, token, secret) };
}

/**
 * Makes the account of `email` a member of the team (`role`, as an admin's invitation would) holding the
 * tests' authenticator app, and passes the app step of its session `token`: answers its id and mfa-token.
 */
export async function makeStaff(
  server: Server,
  email: string,
  token: string,
  role: Role = 'concierge',
): Promise<{ id: number; mfaToken: string }> {
  const [row] = await server.database.db
    .update(users)
    .set({ role })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!row) throw new Error(`makeStaff: no account ${email}`);
  await addKnownAppFactor(
    { db: server.database.db, now: server.clock.now, config: server.config },
    row.id,
    STAFF_TEST_TOTP_SECRET,
  );
  return { id: row.id, mfaToken: await passStaffAppStep(server, token) };
}

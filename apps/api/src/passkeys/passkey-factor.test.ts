import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../accounts/tables.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { authHeaders, signIn, signUpUser } from '../testing/api-calls.js';
import { newAuthenticator, passkeyCalls, type Who } from '../testing/passkey-calls.js';

// The passkey as one factor among the others: first in the factor list, its refusals counted
// like wrong codes, and its passwordless sessions opened as the password's are (device columns included).

const server = await startTestServer();
const { app, database } = server;
afterAll(() => server.close());
const calls = passkeyCalls(app);

async function accountWithPasskey() {
  const user = await signUpUser(app);
  const authenticator = newAuthenticator();
  await calls.enrol(authenticator, user);
  const res = await signIn(app, user.email, user.password);
  return { user, authenticator, pending: { token: String(res.headers.authorization) } satisfies Who };
}

describe(onDb('the passkey among the second factors'), () => {
  it('is the first factor the MFA step offers, before the recovery codes it came with', async () => {
    const { pending } = await accountWithPasskey();
    const res = await app.inject({ url: '/api/v1/mfa/factors', headers: authHeaders(pending.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ factors: ['passkey', 'recovery_code'], recovery_codes_remaining: 10 });
  });

  it('counts a refused assertion toward the second-factor lockout, and a passing one starts the count over', async () => {
    const { user, authenticator, pending } = await accountWithPasskey();
    const failures = async () =>
      (await database.db.select().from(users).where(eq(users.email, user.email)))[0]?.mfaFailedAttempts;
    const wrong = await calls.passSecondFactor(authenticator, pending, { userVerified: false });
    expect(wrong.statusCode).toBe(401);
    expect(await failures()).toBe(1);
    expect((await calls.passSecondFactor(authenticator, pending)).statusCode).toBe(200);
    expect(await failures()).toBe(0);
  });

  it('opens a passwordless session with the device columns a password sign-in records', async () => {
    const { authenticator } = await accountWithPasskey();
    const options = (await calls.signInOptions()).json().options;
    const res = await calls.signIn(authenticator.get(options), {}, { 'user-agent': 'PasskeyBrowser/1.0' });
    expect(res.statusCode, res.body).toBe(200);
    const token = String(res.headers.authorization);
    const listed = await app.inject({
      url: '/api/v1/users/sessions',
      headers: authHeaders(token, String(res.headers['mfa-token'])),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userAgent, 'PasskeyBrowser/1.0'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ip).not.toBeNull();
    expect(rows[0]?.mfaTokenDigest).not.toBeNull();
  });
});

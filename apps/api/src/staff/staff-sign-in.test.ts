import { afterAll, describe, expect, it } from 'vitest';
import { SignInResponse } from '@concierge/api-client';
import { eq } from 'drizzle-orm';
import { ACCOUNT_ERRORS } from '../accounts/texts.js';
import { DEMO_USERS } from '../accounts/demo.js';
import { sessions, users } from '../accounts/tables.js';
import { outbox } from '../outbox/tables.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { signUpUser } from '../testing/api-calls.js';

const server = await startTestServer();
const { app, database } = server;
afterAll(() => server.close());

const staffSignIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/sign_in',
    payload: { user: { email, password, staff_only: true } },
  });

const sessionCount = async (email: string) => {
  const rows = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return rows.length;
};

describe(onDb('the console’s sign-in (staff only)'), () => {
  it('refuses a requester with a phone on file right after the password: no session, no text message', async () => {
    const { email, password } = await signUpUser(app);
    await database.db.update(users).set({ mfaPhone: '+15550104567' }).where(eq(users.email, email));
    const before = await sessionCount(email);
    const res = await staffSignIn(email, password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: ACCOUNT_ERRORS.notStaff, code: 'not-staff' });
    expect(res.headers.authorization).toBeUndefined();
    expect(await sessionCount(email)).toBe(before);
    expect(await database.db.select().from(outbox).where(eq(outbox.channel, 'sms'))).toEqual([]);
    expect(ACCOUNT_ERRORS.notStaff).toBe('This console is for concierge staff.');
  });

  it('says nothing about the role to a wrong password, and lets a concierge in, on to their second factor', async () => {
    const { email } = await signUpUser(app);
    const wrong = await staffSignIn(email, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: ACCOUNT_ERRORS.invalidCredentials });
    const concierge = DEMO_USERS[1];
    const ok = await staffSignIn(concierge.email, concierge.password);
    expect(ok.statusCode).toBe(200);
    // Staff hold a second factor (the demo's, an authenticator app): the sign-in goes on to it.
    expect(SignInResponse.parse(ok.json()).mfa_requires_verification).toBe(true);
    expect(ok.headers.authorization).toBeTruthy();
  });

  it('leaves the web app’s sign-in as it was for the same requester', async () => {
    const { email, password } = await signUpUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      payload: { user: { email, password } },
    });
    expect(res.statusCode).toBe(200);
  });
});

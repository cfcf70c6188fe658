import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../accounts/demo.js';
import { ACCOUNT_ERRORS } from '../accounts/texts.js';
import { users } from '../accounts/tables.js';
import {
  authHeaders,
  getCurrentUser,
  GOOD_PASSWORD,
  outgoingMessagesTo,
  signIn,
} from '../testing/api-calls.js';
import { signInStaff } from '../testing/staff-second-factor.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';
import { STAFF_ERRORS, STAFF_INVITE_TTL_MS, STAFF_MAIL } from './staff-policy.js';

// Logs at trace level: the invitation's token must appear in none of them.
const server = await startTestServer({ config: { logLevel: 'trace' } });
const { app, database, clock, logs } = server;
afterAll(() => server.close());

const ADMIN = DEMO_USERS.find((user) => user.role === 'admin')!;
const CONCIERGE = DEMO_USERS[1];

async function tokenOf(user: { email: string; password: string }): Promise<string> {
  const res = await signIn(app, user.email, user.password);
  expect(res.statusCode).toBe(200);
  return String(res.headers.authorization);
}

/** A demo staff member's session, through their authenticator app (staff need a second factor). */
const staffToken = async (user: { email: string; password: string }) =>
  (await signInStaff(server, user)).token;

const invite = (token: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/concierge/staff_invites',
    headers: authHeaders(token),
    payload: { invite: { email } },
  });

const accept = (token: string, password = GOOD_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/staff_invites/accept',
    payload: { invite: { token, name: 'Noa', last_name: 'Newcomer', password } },
  });

const setActive = (token: string, id: number, active: boolean) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/concierge/staff/${id}/active`,
    headers: authHeaders(token),
    payload: { staff: { active } },
  });

/** The token of the last invitation mailed to `email` (from its link, as the invitee clicks it). */
async function invitedToken(email: string): Promise<string> {
  const [mail] = await outgoingMessagesTo(database, email);
  const match = /\/console\/accept-invite\/([\w-]+)/.exec(mail?.body ?? '');
  if (!match?.[1]) throw new Error(`no invitation link in: ${mail?.body}`);
  return match[1];
}

describe(onDb('staff accounts'), () => {
  it('lets an admin invite a concierge by email, who accepts once and signs in to the console', async () => {
    const admin = await staffToken(ADMIN);
    const email = uniqueEmail('concierge');
    const res = await invite(admin, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().invite).toMatchObject({ email, invited_by: `${ADMIN.firstName} ${ADMIN.lastName}` });
    const expires = Date.parse(res.json().invite.expires_at) - Date.parse(res.json().invite.created_at);
    expect(expires).toBe(STAFF_INVITE_TTL_MS);
    expect(STAFF_INVITE_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);

    const [mail] = await outgoingMessagesTo(database, email);
    expect(mail).toMatchObject({ channel: 'email', kind: 'staff-invite' });
    expect(mail?.subject).toBe(STAFF_MAIL.invite('x', 'y').subject);
    const token = await invitedToken(email);
    expect(mail?.body).toContain(`http://app.test/console/accept-invite/${token}`);

    const pending = await app.inject({ url: '/api/v1/concierge/staff_invites', headers: authHeaders(admin) });
    expect(pending.json().invites.map((row: { email: string }) => row.email)).toContain(email);
    expect(JSON.stringify(pending.json())).not.toContain(token);

    // Sign-up's password rules: long enough, not a common one; a refused password leaves the invitation.
    expect((await accept(token, 'password')).statusCode).toBe(400);
    const common = await accept(token, 'qwerty123456');
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ error: ACCOUNT_ERRORS.commonPassword, code: 'common-password' });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email });
    const again = await accept(token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: STAFF_ERRORS.inviteInvalid, code: 'invite-invalid' });

    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/v1/users/sign_in',
      payload: { user: { email, password: GOOD_PASSWORD, staff_only: true } },
    });
    expect(signedIn.statusCode).toBe(200);
    const me = await getCurrentUser(app, String(signedIn.headers.authorization));
    // No second factor yet: the console's first screen is its enrolment (docs/SECURITY.md#staff-second-factor).
    expect(me.json().user).toMatchObject({
      email,
      role: 'concierge',
      full_name: 'Noa Newcomer',
      second_factor_enrollment_required: true,
    });
    const after = await app.inject({ url: '/api/v1/concierge/staff_invites', headers: authHeaders(admin) });
    expect(after.json().invites.map((row: { email: string }) => row.email)).not.toContain(email);

    // Delivered through the outbox, logged at trace level: the token is in no log line.
    await app.outbox.drain();
    expect(logs.some((line) => line.includes('staff_invites'))).toBe(true);
    expect(logs.filter((line) => line.includes(token))).toEqual([]);
  });

  it('refuses an expired invitation, and a replaced one', async () => {
    const admin = await staffToken(ADMIN);
    const email = uniqueEmail('late');
    await invite(admin, email);
    const first = await invitedToken(email);
    await invite(admin, email);
    const second = await invitedToken(email);
    expect(second).not.toBe(first);
    expect((await accept(first)).json()).toMatchObject({ code: 'invite-invalid' });
    clock.advance(STAFF_INVITE_TTL_MS + 1);
    const late = await accept(second);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: STAFF_ERRORS.inviteInvalid });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses an address that already has an account', async () => {
    const admin = await staffToken(ADMIN);
    const res = await invite(admin, CONCIERGE.email);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: STAFF_ERRORS.emailTaken, code: 'email-taken' });
  });

  it('lets only admins invite and deactivate: 403 for a concierge, 401 signed out; any member sees the team', async () => {
    const concierge = await staffToken(CONCIERGE);
    const email = uniqueEmail('nope');
    expect((await invite(concierge, email)).statusCode).toBe(403);
    expect(await outgoingMessagesTo(database, email)).toEqual([]);
    const [admin] = await database.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect((await setActive(concierge, admin!.id, false)).statusCode).toBe(403);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v1/concierge/staff_invites',
      payload: { invite: { email } },
    });
    expect(unsigned.statusCode).toBe(401);
    const team = await app.inject({ url: '/api/v1/concierge/staff', headers: authHeaders(concierge) });
    expect(team.statusCode).toBe(200);
    expect(team.json().staff).toContainEqual(expect.objectContaining({ email: ADMIN.email, role: 'admin' }));
    expect(
      (await app.inject({ url: '/api/v1/concierge/staff_invites', headers: authHeaders(concierge) }))
        .statusCode,
    ).toBe(200);
  });

  it('ends a deactivated concierge’s sessions at once and refuses their sign-in; reactivating lets them back', async () => {
    const admin = await staffToken(ADMIN);
    const email = uniqueEmail('leaving');
    await invite(admin, email);
    await accept(await invitedToken(email));
    const session = await tokenOf({ email, password: GOOD_PASSWORD });
    expect((await getCurrentUser(app, session)).statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));

    const off = await setActive(admin, row!.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().staff).toMatchObject({ id: row!.id, email, active: false });
    expect((await getCurrentUser(app, session)).statusCode).toBe(401);
    const refused = await signIn(app, email, GOOD_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: ACCOUNT_ERRORS.invalidCredentials });
    const team = await app.inject({ url: '/api/v1/concierge/staff', headers: authHeaders(admin) });
    expect(team.json().staff).toContainEqual(expect.objectContaining({ email, active: false }));

    const on = await setActive(admin, row!.id, true);
    expect(on.json().staff).toMatchObject({ active: true });
    expect((await getCurrentUser(app, session)).statusCode).toBe(401);
    expect((await signIn(app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('does not let an admin deactivate themselves, nor touch a requester', async () => {
    const admin = await staffToken(ADMIN);
    const [self] = await database.db.select().from(users).where(eq(users.email, ADMIN.email));
    const res = await setActive(admin, self!.id, false);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: STAFF_ERRORS.deactivateSelf, code: 'cannot-deactivate-self' });
    expect((await getCurrentUser(app, admin)).statusCode).toBe(200);
    const [requester] = await database.db.select().from(users).where(eq(users.email, DEMO_USERS[0].email));
    expect((await setActive(admin, requester!.id, false)).statusCode).toBe(404);
  });
});

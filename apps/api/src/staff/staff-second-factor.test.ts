import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contract, MFA_REQUIRED_ERROR, SignInResponse, type EndpointName } from '@concierge/api-client';
import { DEMO_STAFF_TOTP_SECRET, DEMO_USERS, demoSignInLines } from '../accounts/demo.js';
import { users } from '../accounts/tables.js';
import { enrollTotp, totpCalls, totpCode } from '../testing/totp-calls.js';
import { newAuthenticator, passkeyCalls, type Who } from '../testing/passkey-calls.js';
import { authHeaders, getCurrentUser, signIn, signUpUser } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { STAFF_SECOND_FACTOR_ERRORS } from './second-factor-texts.js';

// Staff sign in with a second factor (docs/SECURITY.md#staff-second-factor): a password alone opens no staff
// route, a new member of the team enrols an authenticator app or a passkey before anything else, and the
// demo's staff come with an app whose key is printed at start.

const server = await startTestServer();
const { app, database, clock } = server;
afterAll(() => server.close());

const ENROLMENT_REFUSAL = {
  error: STAFF_SECOND_FACTOR_ERRORS.enrollmentRequired,
  code: 'second-factor-enrollment-required',
};

/** A new account made `role` by hand (as an admin's invitation makes one): no second factor yet. */
async function newStaff(role: 'concierge' | 'admin' = 'concierge') {
  const user = await signUpUser(app);
  await database.db.update(users).set({ role }).where(eq(users.email, user.email));
  return user;
}

const staffSignIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/users/sign_in',
    payload: { user: { email, password, staff_only: true } },
  });

const queueCounts = (who: Who) =>
  app.inject({ url: '/api/v1/concierge/requests/counts', headers: authHeaders(who.token, who.mfaToken) });

/**
 * Every staff route: each `concierge` endpoint of the contract (packages/api-client/src/routes.ts), with
 * its path parameters filled, and the download of a file (not a contract endpoint, but it serves any file
 * to staff). The gate answers before the input is read, so no body is needed.
 */
const staffRoutes = [
  ...(Object.keys(contract) as EndpointName[])
    .filter((name) => contract[name].access === 'concierge')
    .map((name) => [name, contract[name].method, contract[name].path.replace(/:\w+/g, '1')] as const),
  ['download', 'GET', '/api/v1/uploads/1/7f9c2d4e-1b3a-4c5d-8e6f-0a1b2c3d4e5f/download'] as const,
];

describe(onDb('staff sign in with a second factor'), () => {
  it('has the routes to check: every concierge endpoint of the contract and the download', () => {
    expect(staffRoutes.length).toBeGreaterThan(15);
    expect(staffRoutes.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'getQueue',
        'getQueueRequest',
        'createStaffInvite',
        'setStaffActive',
        'download',
      ]),
    );
  });

  it.each(staffRoutes)(
    'a staff session without a second factor is refused by every staff route: %s',
    async (_name, method, url) => {
      for (const role of ['concierge', 'admin'] as const) {
        const staff = await newStaff(role);
        const res = await app.inject({ method, url, headers: authHeaders(staff.token) });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual(ENROLMENT_REFUSAL);
      }
    },
  );

  it('refuses the session of staff holding an app until it passes the app, on every staff route', async () => {
    const staff = await newStaff();
    await enrollTotp(app, clock, staff.token);
    const pending = String((await staffSignIn(staff.email, staff.password)).headers.authorization);
    for (const [name, method, url] of staffRoutes) {
      const res = await app.inject({ method, url, headers: authHeaders(pending) });
      expect(res.statusCode, name).toBe(401);
      expect(res.json()).toEqual({ error: MFA_REQUIRED_ERROR, code: 'mfa-required' });
    }
  });

  it('a staff account’s first console sign-in goes to enrolment: nothing opens until an app is set up, then the same session goes on', async () => {
    const staff = await newStaff();
    const signedIn = await staffSignIn(staff.email, staff.password);
    expect(signedIn.statusCode).toBe(200);
    // The password is right, and the session may enrol, but nothing of the console answers it yet.
    expect(SignInResponse.parse(signedIn.json())).toMatchObject({ mfa_requires_verification: false });
    const who: Who = { token: String(signedIn.headers.authorization) };
    const me = await getCurrentUser(app, who.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      role: 'concierge',
      second_factor_enrollment_required: true,
      passkey_enrollment_required: false,
    });
    expect((await queueCounts(who)).json()).toEqual(ENROLMENT_REFUSAL);

    const enrolled = await enrollTotp(app, clock, who.token);
    who.mfaToken = enrolled.mfaToken;
    expect(enrolled.recoveryCodes).toHaveLength(10);
    expect((await getCurrentUser(app, who.token, who.mfaToken)).json().user).toMatchObject({
      second_factor_enrollment_required: false,
    });
    expect((await queueCounts(who)).statusCode).toBe(200);
    // Without the mfa-token the session has not passed the factor it now holds.
    expect((await queueCounts({ token: who.token })).statusCode).toBe(401);

    // From now on every sign-in asks for the app.
    const next = await staffSignIn(staff.email, staff.password);
    expect(SignInResponse.parse(next.json())).toMatchObject({ mfa_requires_verification: true });
    const again: Who = { token: String(next.headers.authorization) };
    expect((await queueCounts(again)).statusCode).toBe(401);
    const passed = await totpCalls(app).verify(again.token, totpCode(enrolled.secret, clock));
    expect(passed.statusCode).toBe(200);
    expect((await queueCounts({ ...again, mfaToken: String(passed.headers['mfa-token']) })).statusCode).toBe(
      200,
    );
  });

  it('takes a passkey as the second factor too', async () => {
    const staff = await newStaff('admin');
    const who: Who = { token: staff.token };
    expect((await queueCounts(who)).statusCode).toBe(403);
    await passkeyCalls(app).enrol(newAuthenticator(), who);
    expect((await queueCounts(who)).statusCode).toBe(200);
    expect((await getCurrentUser(app, who.token, who.mfaToken)).json().user).toMatchObject({
      second_factor_enrollment_required: false,
    });
  });

  it('leaves requesters as they are: no second factor demanded, their own routes answer', async () => {
    const requester = await signUpUser(app);
    expect((await getCurrentUser(app, requester.token)).json().user).toMatchObject({
      second_factor_enrollment_required: false,
    });
    const open = await app.inject({ url: '/api/v1/requests/open', headers: authHeaders(requester.token) });
    expect(open.statusCode).toBe(200);
    expect((await queueCounts(requester)).json()).toMatchObject({ code: 'forbidden' });
  });

  it('the demo staff can sign in with the printed app secret, and not without it', async () => {
    const lines = demoSignInLines();
    const staff = DEMO_USERS.filter((user) => user.role !== 'user');
    expect(staff.map((user) => user.role)).toEqual(['concierge', 'concierge', 'admin']);
    for (const user of DEMO_USERS) {
      expect(lines).toContainEqual(expect.stringContaining(`${user.email} / ${user.password}`));
    }
    expect(lines.at(-1)?.trim()).toBe(DEMO_STAFF_TOTP_SECRET);

    for (const user of staff) {
      const signedIn = await signIn(app, user.email, user.password);
      expect(SignInResponse.parse(signedIn.json()), user.email).toMatchObject({
        mfa_requires_verification: true,
      });
      const token = String(signedIn.headers.authorization);
      expect((await queueCounts({ token })).statusCode).toBe(401);
      const calls = totpCalls(app);
      expect((await calls.factors(token)).json().factors).toEqual(['totp']);
      expect((await calls.verify(token, '000000')).statusCode).toBe(401);
      const passed = await calls.verify(token, totpCode(DEMO_STAFF_TOTP_SECRET, clock));
      expect(passed.statusCode, user.email).toBe(200);
      expect((await queueCounts({ token, mfaToken: String(passed.headers['mfa-token']) })).statusCode).toBe(
        200,
      );
    }
  });
});

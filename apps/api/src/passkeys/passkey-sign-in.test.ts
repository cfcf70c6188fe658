import { afterAll, describe, expect, it } from 'vitest';
import { MFA_REQUIRED_ERROR, SignInResponse } from '@concierge/api-client';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/tables.js';
import { WEBAUTHN_CHALLENGE_TTL_MS } from '../policy.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { getCurrentUser, signIn, signUpUser } from '../testing/api-calls.js';
import { newAuthenticator, passkeyCalls, type Who } from '../testing/passkey-calls.js';
import { passkeys } from './tables.js';
import { PASSKEY_ERRORS } from './texts.js';

// A passkey as the second factor and as the whole sign-in, with real assertions from a software
// authenticator; every way an assertion must be refused is tried against the real server.

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());
const calls = passkeyCalls(app);

const notAccepted = { error: PASSKEY_ERRORS.notAccepted, code: 'passkey-invalid' };
const signInRefused = { error: PASSKEY_ERRORS.signInRefused, code: 'passkey-invalid' };

/** A new account with one passkey, and a fresh password sign-in of it (its MFA step pending). */
async function accountWithPasskey() {
  const user = await signUpUser(app);
  const authenticator = newAuthenticator();
  await calls.enrol(authenticator, user);
  const res = await signIn(app, user.email, user.password);
  const pending: Who = { token: String(res.headers.authorization) };
  return { user, authenticator, pending, answer: SignInResponse.parse(res.json()) };
}

describe(onDb('a passkey as the second factor'), () => {
  it('registering the first passkey gives the session its MFA token: the account now uses MFA', async () => {
    const user = await signUpUser(app);
    const who: Who = { token: user.token };
    await calls.enrol(newAuthenticator(), who);
    expect(who.mfaToken).toMatch(/^[\w-]{43}$/);
    expect((await getCurrentUser(app, who.token, who.mfaToken)).statusCode).toBe(200);
    expect((await getCurrentUser(app, who.token)).json()).toEqual({
      error: MFA_REQUIRED_ERROR,
      code: 'mfa-required',
    });
  });

  it('makes the password sign-in ask for a second factor, and passing it issues the MFA and device tokens', async () => {
    const { authenticator, pending, answer } = await accountWithPasskey();
    expect(answer).toMatchObject({ mfa_requires_verification: true, mfa_required: true });
    expect((await getCurrentUser(app, pending.token)).statusCode).toBe(401);

    const { options } = (await calls.mfaOptions(pending)).json();
    expect(options).toMatchObject({ rpId: 'app.test', userVerification: 'required' });
    expect(options.allowCredentials).toHaveLength(1);
    const res = await calls.mfaVerify(pending, authenticator.get(options));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mfaToken = String(res.headers['mfa-token']);
    expect(res.headers['device-token']).toMatch(/^v1\./);
    expect((await getCurrentUser(app, pending.token, mfaToken)).statusCode).toBe(200);
    const [stored] = await database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, options.allowCredentials[0].id));
    expect(stored?.lastUsedAt).toEqual(clock.now());
    expect(stored?.signCount).toBe(1);
  });

  it('refuses a replayed assertion: its challenge is spent (and its counter is no longer ahead)', async () => {
    const { authenticator, pending } = await accountWithPasskey();
    const { options } = (await calls.mfaOptions(pending)).json();
    const assertion = authenticator.get(options);
    expect((await calls.mfaVerify(pending, assertion)).statusCode).toBe(200);
    const replay = await calls.mfaVerify(pending, assertion);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(notAccepted);
    expect(replay.headers['mfa-token']).toBeUndefined();
  });

  it('refuses a counter that did not move past the stored one (a cloned authenticator)', async () => {
    const { authenticator, pending } = await accountWithPasskey();
    expect((await calls.passSecondFactor(authenticator, pending, { counter: 5 })).statusCode).toBe(200);
    for (const counter of [5, 4]) {
      const res = await calls.passSecondFactor(authenticator, pending, { counter });
      expect(res.statusCode, `counter ${counter}`).toBe(401);
      expect(res.json()).toEqual(notAccepted);
    }
    expect((await calls.passSecondFactor(authenticator, pending, { counter: 6 })).statusCode).toBe(200);
  });

  it('refuses another origin, another RP ID, and an authenticator that did not verify the person', async () => {
    const { authenticator, pending } = await accountWithPasskey();
    for (const bend of [
      { origin: 'https://app.test.evil.example' },
      { rpId: 'evil.test' },
      { userVerified: false },
    ]) {
      const res = await calls.passSecondFactor(authenticator, pending, bend);
      expect(res.statusCode, JSON.stringify(bend)).toBe(401);
      expect(res.json()).toEqual(notAccepted);
    }
  });

  it('refuses an expired challenge, and a challenge issued to another session', async () => {
    const { user, authenticator, pending } = await accountWithPasskey();
    const stale = (await calls.mfaOptions(pending)).json().options;
    clock.advance(WEBAUTHN_CHALLENGE_TTL_MS);
    expect((await calls.mfaVerify(pending, authenticator.get(stale))).json()).toEqual(notAccepted);

    const other: Who = {
      token: String((await signIn(app, user.email, user.password)).headers.authorization),
    };
    const theirs = (await calls.mfaOptions(other)).json().options;
    expect((await calls.mfaVerify(pending, authenticator.get(theirs))).json()).toEqual(notAccepted);
  });

  it("refuses another account's passkey, and offers no passkey step to an account without one", async () => {
    const first = await accountWithPasskey();
    const second = await accountWithPasskey();
    const { options } = (await calls.mfaOptions(second.pending)).json();
    const res = await calls.mfaVerify(
      second.pending,
      first.authenticator.get({ ...options, allowCredentials: [] }),
    );
    expect(res.json()).toEqual(notAccepted);

    const plain = await signUpUser(app);
    const none = await calls.mfaOptions(plain);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: PASSKEY_ERRORS.none, code: 'no-passkey' });
  });
});

describe(onDb('signing in with a passkey alone'), () => {
  it('opens a fully signed-in session (both factors) from a discoverable credential, no email asked', async () => {
    const { user, authenticator } = await accountWithPasskey();
    const { options } = (await calls.signInOptions()).json();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const res = await calls.signIn(authenticator.get(options));
    expect(res.statusCode, res.body).toBe(200);
    expect(SignInResponse.parse(res.json())).toMatchObject({
      mfa_requires_verification: false,
      mfa_required: false,
      mfa_enrollment_available: false,
    });
    const token = String(res.headers.authorization);
    const mfaToken = String(res.headers['mfa-token']);
    expect(res.headers['device-token']).toMatch(/^v1\./);
    const me = await getCurrentUser(app, token, mfaToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(user.email);
  });

  it('refuses a replay, a wrong origin, no user verification and an expired challenge', async () => {
    const { authenticator } = await accountWithPasskey();
    const { options } = (await calls.signInOptions()).json();
    const assertion = authenticator.get(options);
    expect((await calls.signIn(assertion)).statusCode).toBe(200);
    const replay = await calls.signIn(assertion);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(signInRefused);
    expect(replay.headers.authorization).toBeUndefined();

    for (const bend of [{ origin: 'https://evil.test' }, { userVerified: false }]) {
      expect((await calls.signInWith(authenticator, bend)).json(), JSON.stringify(bend)).toEqual(
        signInRefused,
      );
    }
    const stale = (await calls.signInOptions()).json().options;
    clock.advance(WEBAUTHN_CHALLENGE_TTL_MS);
    expect((await calls.signIn(authenticator.get(stale))).json()).toEqual(signInRefused);
    expect((await calls.signInWith(authenticator)).statusCode).toBe(200);
  });

  it('refuses a removed passkey, a deactivated account, and a requester at the console (staff only)', async () => {
    const { user, authenticator } = await accountWithPasskey();
    const signedIn = await calls.signInWith(authenticator);
    const who: Who = {
      token: String(signedIn.headers.authorization),
      mfaToken: String(signedIn.headers['mfa-token']),
    };

    const staffOnly = (await calls.signInOptions()).json().options;
    const console = await calls.signIn(authenticator.get(staffOnly), { staff_only: true });
    expect(console.statusCode).toBe(403);
    expect(console.json().code).toBe('not-staff');

    await database.db.update(users).set({ deactivatedAt: clock.now() }).where(eq(users.email, user.email));
    expect((await calls.signInWith(authenticator)).json()).toEqual(signInRefused);
    await database.db.update(users).set({ deactivatedAt: null }).where(eq(users.email, user.email));

    const [passkey] = (await calls.list(who)).json().passkeys;
    expect((await calls.remove(who, passkey.id)).statusCode).toBe(200);
    expect((await calls.signInWith(authenticator)).json()).toEqual(signInRefused);
  });
});

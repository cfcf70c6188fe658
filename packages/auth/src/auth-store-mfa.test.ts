import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthTransitionError, createAuthStore, createMemoryStorage, createSession } from './index.js';
import { BEFORE_EXPIRY, EXPIRES_AT, answers, json } from './testing/fake-api.js';
import {
  ENROLL,
  SEND_OTP,
  SIGN_IN,
  SIGN_UP,
  VERIFY,
  api,
  expectNoUnhandledCalls,
  setup,
  signedInWith,
} from './testing/store-harness.js';

afterEach(expectNoUnhandledCalls);

describe('MFA verification after sign-in', () => {
  it('goes to the MFA page, sends the code, verifies, stores the MFA token and reloads the user', async () => {
    const { store, session, navigate, userChanged } = setup();
    store.saveReturnPath('/requests/7');
    api.on(SIGN_IN, () => answers.signIn({ verification: true, required: true }));
    api.on(SEND_OTP, () => answers.success());
    api.on(VERIFY, () => answers.verified('mfa-1'));

    expect((await store.signIn('ada@example.com', 'pw')).status).toBe('mfaVerificationRequired');
    expect(navigate).toHaveBeenLastCalledWith('/mfa-enrollment');
    expect((await store.sendMfaCode()).status).toBe('mfaCodeSent');
    expect(api.callsTo(SEND_OTP)[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    userChanged.mockClear();

    expect((await store.verifyMfa('123456')).status).toBe('signedIn');
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({ otp: '123456' });
    expect(session.getMfaToken()).toBe('mfa-1');
    expect(userChanged).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenLastCalledWith('/requests/7');
  });

  it('a wrong code keeps the step, with the spec’s message', async () => {
    const { store, session } = await signedInWith({ verification: true });
    api.on(SEND_OTP, () => answers.success());
    api.on(VERIFY, () => answers.unauthorized('Invalid code'));
    await store.sendMfaCode();
    await expect(store.verifyMfa('000000')).rejects.toThrow('Unable to verify MFA token');
    expect(store.getState().status).toBe('mfaCodeSent');
    expect(session.getToken()).toBe('tok-1'); // the verify call's 401 is not the 401 policy (docs/sign-in.md#sign-in-states)
  });

  it('rejects verifying before a code was sent, without a request', async () => {
    const { store } = await signedInWith({ verification: true });
    await expect(store.verifyMfa('123456')).rejects.toMatchObject({
      name: 'AuthTransitionError',
      from: 'mfaVerificationRequired',
      event: 'MFA_VERIFIED',
    });
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('survives a reload in the middle of the step', async () => {
    const storage = createMemoryStorage();
    await signedInWith({ verification: true }, storage);
    const reloaded = createAuthStore({
      session: createSession({ storage, now: () => BEFORE_EXPIRY, events: null }),
    });
    expect(reloaded.getState().status).toBe('mfaVerificationRequired');
    expect(reloaded.view().authenticated).toBe(true);
  });
});

describe('passkeys: one more factor, and a sign-in with both factors at once', () => {
  const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' };
  const ASSERTION = {
    id: 'Y3JlZA',
    rawId: 'Y3JlZA',
    type: 'public-key' as const,
    response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    clientExtensionResults: {},
  };
  const PASSKEY_OPTIONS = 'POST /api/v1/mfa/passkey/options';
  const PASSKEY_VERIFY = 'POST /api/v1/mfa/passkey/verify';
  const SIGN_IN_OPTIONS = 'POST /api/v1/users/passkey_sign_in/options';
  const PASSKEY_SIGN_IN = 'POST /api/v1/users/passkey_sign_in';

  it('passes the step from the choice with MFA_VERIFIED: signs the challenge, stores the MFA token, goes on', async () => {
    const { store, session, navigate, userChanged } = await signedInWith({ verification: true });
    api.on(PASSKEY_OPTIONS, () => json(200, { options: OPTIONS }));
    api.on(PASSKEY_VERIFY, () => answers.verified('mfa-passkey'));
    const sign = vi.fn(async () => ASSERTION);
    userChanged.mockClear();
    expect((await store.verifyPasskey(sign)).status).toBe('signedIn');
    expect(sign).toHaveBeenCalledWith(OPTIONS);
    expect(api.callsTo(PASSKEY_VERIFY)[0]?.body).toEqual({ credential: ASSERTION });
    expect(session.getMfaToken()).toBe('mfa-passkey');
    expect(userChanged).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenLastCalledWith('/dashboard');
  });

  it('keeps the step (the passkey chosen) when the ceremony fails, and refuses it once signed in', async () => {
    const { store } = await signedInWith({ verification: true });
    api.on(PASSKEY_OPTIONS, () => json(200, { options: OPTIONS }));
    api.on(PASSKEY_VERIFY, () => answers.verified('mfa-2'));
    await expect(store.verifyPasskey(() => Promise.reject(new Error('cancelled')))).rejects.toThrow(
      'cancelled',
    );
    expect(store.getState()).toMatchObject({ status: 'mfaFactorChosen', factor: 'passkey' });
    expect(api.callsTo(PASSKEY_VERIFY)).toHaveLength(0);
    await store.verifyPasskey(async () => ASSERTION);
    await expect(store.verifyPasskey(async () => ASSERTION)).rejects.toMatchObject({
      name: 'AuthTransitionError',
      event: 'MFA_VERIFIED',
    });
  });

  it('signs in with a passkey alone: session and MFA token stored, no MFA step', async () => {
    const { store, session, navigate } = setup();
    api.on(SIGN_IN_OPTIONS, () => json(200, { options: OPTIONS }));
    api.on(PASSKEY_SIGN_IN, () =>
      json(
        200,
        {
          expires_at: EXPIRES_AT,
          mfa_requires_verification: false,
          mfa_required: false,
          mfa_enrollment_available: false,
        },
        { authorization: 'Bearer tok-passkey', 'mfa-token': 'mfa-passkey' },
      ),
    );
    const state = await store.signInWithPasskey(async () => ASSERTION, { staffOnly: true });
    expect(state.status).toBe('signedIn');
    expect(api.callsTo(PASSKEY_SIGN_IN)[0]?.body).toEqual({ credential: ASSERTION, staff_only: true });
    expect(session.getToken()).toBe('tok-passkey');
    expect(session.getMfaToken()).toBe('mfa-passkey');
    expect(navigate).toHaveBeenLastCalledWith('/dashboard');
  });
});

describe('sign-up and enrollment', () => {
  const newUser = {
    email: 'ada@example.com',
    password: 'correct horse battery',
    name: 'Ada',
    last_name: 'King',
  };

  it('with enrollment available: the MFA page, then onboarding after skipping', async () => {
    const { store, navigate } = setup();
    api.on(SIGN_UP, () => answers.signUp(true));
    const state = await store.signUp(newUser);
    expect(state).toMatchObject({ status: 'mfaEnrollmentAvailable', redirectToOnboarding: true });
    expect(api.callsTo(SIGN_UP)[0]?.body).toMatchObject({ user: { terms_of_service: 1 } });
    expect(navigate).toHaveBeenLastCalledWith('/mfa-enrollment');
    expect(store.skipMfaEnrollment()).toMatchObject({ status: 'signedIn', redirectToOnboarding: false });
    expect(navigate).toHaveBeenLastCalledWith('/welcome');
  });

  it('with enrollment available: enroll, verify, then onboarding', async () => {
    const { store, session, navigate } = setup();
    api.on(SIGN_UP, () => answers.signUp(true));
    api.on(ENROLL, () => answers.success());
    api.on(VERIFY, () => answers.verified('mfa-2'));
    await store.signUp(newUser);
    expect((await store.enrollMfa('+1 555 0100')).status).toBe('mfaCodeSent');
    expect(api.callsTo(ENROLL)[0]?.body).toEqual({ mfa_number: '+1 555 0100' });
    await store.verifyMfa('123456');
    expect(session.getMfaToken()).toBe('mfa-2');
    expect(navigate).toHaveBeenLastCalledWith('/welcome');
  });

  it('without enrollment: signed in, straight to onboarding', async () => {
    const { store, session, navigate } = setup();
    api.on(SIGN_UP, () => answers.signUp(false));
    expect((await store.signUp(newUser)).status).toBe('signedIn');
    expect(session.getToken()).toBe('tok-new');
    expect(navigate).toHaveBeenLastCalledWith('/welcome');
  });

  it('rejects sending a code when there is no phone yet, without a request', async () => {
    const { store } = await signedInWith({ enrollment: true });
    await expect(store.sendMfaCode()).rejects.toBeInstanceOf(AuthTransitionError);
    expect(api.callsTo(SEND_OTP)).toHaveLength(0);
  });

  it('rejects skipping mandatory enrollment', async () => {
    const { store, navigate } = await signedInWith({ enrollment: true, required: true });
    expect(() => store.skipMfaEnrollment()).toThrow(AuthTransitionError);
    expect(navigate).not.toHaveBeenCalled();
  });
});

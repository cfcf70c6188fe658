import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from './index.js';
import { answers, json } from './testing/fake-api.js';
import { api, expectNoUnhandledCalls, setup, signedInWith } from './testing/store-harness.js';

// The choice of factor at the MFA step, the app and recovery-code steps, and enrolling an app.
const VERIFY_TOTP = 'POST /api/v1/mfa/totp/verify';
const VERIFY_RECOVERY = 'POST /api/v1/mfa/recovery_codes/verify';
const CONFIRM_TOTP = 'POST /api/v1/mfa/totp/confirm';

afterEach(expectNoUnhandledCalls);

describe('choosing a second factor', () => {
  it('the authenticator app: chosen, verified, MFA token stored, on to the saved path', async () => {
    const { store, session, navigate, userChanged } = await signedInWith({
      verification: true,
      required: true,
    });
    store.saveReturnPath('/requests/7');
    expect(store.chooseMfaFactor('totp')).toMatchObject({ status: 'mfaFactorChosen', factor: 'totp' });
    api.on(VERIFY_TOTP, () => answers.verified('mfa-app'));
    userChanged.mockClear();
    const done = await store.verifyTotp('654321');
    expect(done.status).toBe('signedIn');
    expect(done.factor).toBeUndefined();
    expect(api.callsTo(VERIFY_TOTP)[0]?.body).toEqual({ code: '654321' });
    expect(session.getMfaToken()).toBe('mfa-app');
    expect(userChanged).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenLastCalledWith('/requests/7');
  });

  it('a wrong app code keeps the step and shows the server’s message', async () => {
    const { store, session } = await signedInWith({ verification: true });
    store.chooseMfaFactor('totp');
    api.on(VERIFY_TOTP, () => json(401, { error: 'That code is not valid.', code: 'totp-invalid' }));
    await expect(store.verifyTotp('000000')).rejects.toThrow('That code is not valid.');
    expect(store.getState()).toMatchObject({ status: 'mfaFactorChosen', factor: 'totp' });
    expect(session.getToken()).toBe('tok-1');
  });

  it('a recovery code, after trying another way', async () => {
    const { store, session } = await signedInWith({ verification: true });
    store.chooseMfaFactor('totp');
    expect(store.clearMfaFactor().status).toBe('mfaVerificationRequired');
    store.chooseMfaFactor('recovery_code');
    api.on(VERIFY_RECOVERY, () => answers.verified('mfa-rc'));
    expect((await store.verifyRecoveryCode('abcd-efgh-jkmn-pqrs')).status).toBe('signedIn');
    expect(api.callsTo(VERIFY_RECOVERY)[0]?.body).toEqual({ code: 'abcd-efgh-jkmn-pqrs' });
    expect(session.getMfaToken()).toBe('mfa-rc');
  });

  it('keeps the chosen factor across a reload', async () => {
    const storage = createMemoryStorage();
    const first = await signedInWith({ verification: true }, storage);
    first.store.chooseMfaFactor('recovery_code');
    const reloaded = setup(storage);
    expect(reloaded.store.getState()).toMatchObject({ status: 'mfaFactorChosen', factor: 'recovery_code' });
  });

  it('rejects verifying an app code before choosing it, without a request', async () => {
    const { store } = await signedInWith({ verification: true });
    await expect(store.verifyTotp('123456')).rejects.toMatchObject({ name: 'AuthTransitionError' });
    expect(api.callsTo(VERIFY_TOTP)).toHaveLength(0);
  });
});

describe('enrolling an authenticator app while signed in', () => {
  it('stores the new MFA token and hands the first recovery codes back, staying signed in', async () => {
    const { store, session, navigate } = await signedInWith();
    const codes = Array.from({ length: 10 }, (_, i) => `CODE-${i}`);
    api.on(CONFIRM_TOTP, () =>
      json(200, { success: true, recovery_codes: codes }, { 'mfa-token': 'mfa-enrolled' }),
    );
    expect(await store.confirmTotpEnrollment('123456')).toEqual({ recoveryCodes: codes });
    expect(session.getMfaToken()).toBe('mfa-enrolled');
    expect(store.getState().status).toBe('signedIn');
    expect(navigate).not.toHaveBeenCalled();
  });
});

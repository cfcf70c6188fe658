import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from './texts.js';
import { DEVICE_TOKEN_HEADER } from '@concierge/api-client';
import {
  DEVICE_TOKEN_TTL_MS,
  LOCKOUT_MS,
  LOCKOUT_THRESHOLD,
  MFA_LOCKOUT_THRESHOLD,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MS,
  UNLOCK_TOKEN_TTL_MS,
} from '../policy.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  authHeaders,
  getCurrentUser,
  linkToken,
  outgoingMessagesTo,
  otpIn,
  signIn,
  signUpUser,
} from '../testing/api-calls.js';

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());

async function failSignIns(email: string, times: number) {
  for (let i = 0; i < times; i += 1)
    expect((await signIn(app, email, 'wrong password, sorry')).statusCode).toBe(401);
}

async function verifyCode(token: string, phone: string, headers: Record<string, string> = {}) {
  const [message] = await outgoingMessagesTo(database, phone);
  return app.inject({
    method: 'POST',
    url: '/api/v1/mfa/verify',
    headers: { ...authHeaders(token), ...headers },
    payload: { otp: otpIn(message!.body) },
  });
}

const unlock = (token: string) => app.inject({ url: `/api/v1/users/unlock?unlock_token=${token}` });

describe(onDb('lockout'), () => {
  it('locks at the 10th consecutive failure, not before', async () => {
    expect(LOCKOUT_THRESHOLD).toBe(10);
    const { email, password } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
    await failSignIns(email, LOCKOUT_THRESHOLD - 1);
    expect(await outgoingMessagesTo(database, email)).toHaveLength(0);
    await failSignIns(email, 1);
    const locked = await signIn(app, email, password);
    expect(locked.statusCode).toBe(401);
    // Keycloak's test: while locked, the right password gets the wrong password's answer.
    expect(locked.json()).toEqual({ error: ACCOUNT_ERRORS.invalidCredentials, code: 'invalid-credentials' });
    expect(locked.headers.authorization).toBeUndefined();
  });

  it('resets the counter on a successful sign-in', async () => {
    const { email, password } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
    await failSignIns(email, LOCKOUT_THRESHOLD - 1);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
  });

  it('counts case variants of the email as one account', async () => {
    const { email, password } = await signUpUser(app);
    await failSignIns(email.toUpperCase(), LOCKOUT_THRESHOLD / 2);
    await failSignIns(email, LOCKOUT_THRESHOLD / 2);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
  });

  it('keeps the sessions signed in before a lock: guessing cannot sign anyone out', async () => {
    const { email, password, token } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
    expect((await getCurrentUser(app, token)).statusCode).toBe(200);
  });

  it('lets a device that passed the second factor before sign in during a lock, until its token expires', async () => {
    expect(DEVICE_TOKEN_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
    const { email, password, token } = await signUpUser(app);
    const phone = '+15550109999';
    await app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers: authHeaders(token),
      payload: { mfa_number: phone },
    });
    const verified = await verifyCode(token, phone);
    expect(verified.statusCode).toBe(200);
    const deviceToken = String(verified.headers[DEVICE_TOKEN_HEADER]);
    expect(deviceToken).toMatch(/^[\w.-]{40,}$/);
    const device = { [DEVICE_TOKEN_HEADER]: deviceToken };
    const other = await signUpUser(app);

    await failSignIns(email, LOCKOUT_THRESHOLD);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
    // Another account's device, a tampered token, a wrong password: still the generic answer.
    await failSignIns(other.email, LOCKOUT_THRESHOLD);
    expect((await signIn(app, other.email, other.password, device)).statusCode).toBe(401);
    expect(
      (await signIn(app, email, password, { [DEVICE_TOKEN_HEADER]: `${deviceToken}x` })).statusCode,
    ).toBe(401);
    expect((await signIn(app, email, 'wrong password, sorry', device)).statusCode).toBe(401);
    // The device signs in and passes its code although the account is locked.
    const signedIn = await signIn(app, email, password, device);
    expect(signedIn.statusCode).toBe(200);
    const session = String(signedIn.headers.authorization);
    clock.advance(OTP_RESEND_MS);
    await app.inject({
      method: 'POST',
      url: '/api/v1/mfa/send-otp',
      headers: authHeaders(session),
      payload: {},
    });
    expect((await verifyCode(session, phone)).statusCode).toBe(401);
    clock.advance(OTP_RESEND_MS);
    await app.inject({
      method: 'POST',
      url: '/api/v1/mfa/send-otp',
      headers: authHeaders(session),
      payload: {},
    });
    expect((await verifyCode(session, phone, device)).statusCode).toBe(200);
    // The lock still holds for everyone else.
    expect((await signIn(app, email, password)).statusCode).toBe(401);

    clock.advance(DEVICE_TOKEN_TTL_MS);
    await failSignIns(email, LOCKOUT_THRESHOLD);
    expect((await signIn(app, email, password, device)).statusCode).toBe(401);
  });

  it('keeps a second factor that wrong codes locked shut for a remembered device too: no code checked, no sign-in through it', async () => {
    expect(MFA_LOCKOUT_THRESHOLD).toBe(10);
    const { email, password, token } = await signUpUser(app);
    const phone = '+15550108888';
    await app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers: authHeaders(token),
      payload: { mfa_number: phone },
    });
    const verified = await verifyCode(token, phone);
    expect(verified.statusCode).toBe(200);
    // Someone holds the password and this device's token (a copied browser profile), not the phone.
    const device = { [DEVICE_TOKEN_HEADER]: String(verified.headers[DEVICE_TOKEN_HEADER]) };
    const sendCode = (session: string) =>
      app.inject({ method: 'POST', url: '/api/v1/mfa/send-otp', headers: authHeaders(session), payload: {} });
    const guess = (session: string, otp: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/mfa/verify',
        headers: { ...authHeaders(session), ...device },
        payload: { otp },
      });
    const signedIn = await signIn(app, email, password, device);
    expect(signedIn.statusCode).toBe(200);
    const session = String(signedIn.headers.authorization);
    for (let wrong = 0; wrong < MFA_LOCKOUT_THRESHOLD;) {
      clock.advance(OTP_RESEND_MS);
      expect((await sendCode(session)).statusCode).toBe(200);
      const [message] = await outgoingMessagesTo(database, phone);
      const code = otpIn(message!.body);
      const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let tries = 0; tries < OTP_MAX_ATTEMPTS && wrong < MFA_LOCKOUT_THRESHOLD; tries += 1, wrong += 1)
        expect((await guess(session, other)).statusCode).toBe(401);
    }
    expect((await outgoingMessagesTo(database, email))[0]).toMatchObject({ kind: 'unlock' });
    // Locked by the second factor: the device token opens no path, not even with the right code.
    clock.advance(OTP_RESEND_MS);
    await sendCode(session);
    const [latest] = await outgoingMessagesTo(database, phone);
    expect((await guess(session, otpIn(latest!.body))).statusCode).toBe(401);
    expect((await signIn(app, email, password, device)).statusCode).toBe(401);
    // The emailed link still unlocks, and then the device signs in and passes its code again.
    const [unlockMail] = await outgoingMessagesTo(database, email);
    expect((await unlock(linkToken(unlockMail!.body, 'unlock'))).statusCode).toBe(200);
    const after = await signIn(app, email, password, device);
    expect(after.statusCode).toBe(200);
  });

  it('emails one unlock link in the same transaction as the lock; the link works once', async () => {
    const { email, password } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD + 2);
    const messages = await outgoingMessagesTo(database, email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'unlock', channel: 'email', sentAt: null });
    const token = linkToken(messages[0]!.body, 'unlock');
    expect(messages[0]!.body).toContain(`http://app.test/unlock/${token}`);

    const first = await unlock(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect((await signIn(app, email, password)).statusCode).toBe(200);

    const replay = await unlock(token);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({ error: ACCOUNT_ERRORS.unlockInvalid, code: 'unlock-token-invalid' });
  });

  it('lets the unlock link expire after 1 hour', async () => {
    expect(UNLOCK_TOKEN_TTL_MS).toBe(60 * 60 * 1000);
    const { email } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD);
    const [message] = await outgoingMessagesTo(database, email);
    clock.advance(UNLOCK_TOKEN_TTL_MS);
    expect((await unlock(linkToken(message!.body, 'unlock'))).statusCode).toBe(422);
  });

  it('unlocks by itself after 1 hour, with a fresh counter', async () => {
    expect(LOCKOUT_MS).toBe(60 * 60 * 1000);
    const { email, password } = await signUpUser(app);
    await failSignIns(email, LOCKOUT_THRESHOLD);
    clock.advance(LOCKOUT_MS - 1000);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
    clock.advance(1000);
    // One failure after the lock lifted does not lock again: the count started over.
    await failSignIns(email, 1);
    expect((await signIn(app, email, password)).statusCode).toBe(200);
  });

  it('answers an unknown unlock token with 422 and a missing one with 400', async () => {
    expect((await unlock('not-a-token')).statusCode).toBe(422);
    const missing = await app.inject({ url: '/api/v1/users/unlock' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation' });
  });
});

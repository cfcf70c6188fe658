import { afterAll, describe, expect, it } from 'vitest';
import { SignInResponse, TotpEnrollmentResponse } from '@concierge/api-client';
import { MFA_LOCKOUT_THRESHOLD, TOTP_PERIOD_S, TOTP_WINDOW_STEPS } from '../policy.js';
import {
  authHeaders,
  getCurrentUser,
  outgoingMessagesTo,
  otpIn,
  signIn,
  signUpUser,
} from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { MFA_ERRORS } from './texts.js';
import { totpAuthenticators } from './tables.js';
import { enrollTotp, totpCalls, totpCode } from '../testing/totp-calls.js';

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());
const calls = totpCalls(app);

describe(onDb('authenticator app enrolment'), () => {
  it('shows the secret, its otpauth address and a QR code once, and keeps only a ciphertext', async () => {
    const { token, email } = await signUpUser(app);
    const res = await calls.start(token);
    expect(res.statusCode).toBe(200);
    const started = TotpEnrollmentResponse.parse(res.json());
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits of base32
    expect(started.otpauth_url).toBe(
      `otpauth://totp/Concierge:${encodeURIComponent(email)}?issuer=Concierge&secret=${started.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    const svg = Buffer.from(started.qr_code.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[^>]*>/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
    const stored = await database.db.select().from(totpAuthenticators);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(started.secret);
  });

  it('confirms with a code: the session gets its MFA token, the account its 10 recovery codes', async () => {
    const { token, email, password } = await signUpUser(app);
    const { mfaToken, recoveryCodes } = await enrollTotp(app, clock, token);
    expect(mfaToken).toMatch(/^[\w-]{43}$/);
    expect(recoveryCodes).toHaveLength(10);
    // The account now has a second factor: without the token this very session is pending.
    expect((await getCurrentUser(app, token)).json()).toMatchObject({ code: 'mfa-required' });
    expect((await getCurrentUser(app, token, mfaToken)).statusCode).toBe(200);
    expect((await calls.factors(token, mfaToken)).json()).toEqual({
      factors: ['totp', 'recovery_code'],
      recovery_codes_remaining: 10,
    });
    expect((await calls.start(token, mfaToken)).json()).toMatchObject({ code: 'totp-already-enrolled' });
    const res = await signIn(app, email, password);
    expect(SignInResponse.parse(res.json())).toMatchObject({
      mfa_requires_verification: true,
      mfa_required: true,
      mfa_enrollment_available: false,
    });
  });

  it('refuses a wrong confirmation code and leaves the account without a factor', async () => {
    const { token, email, password } = await signUpUser(app);
    const { secret } = (await calls.start(token)).json<{ secret: string }>();
    const wrong = await calls.confirm(token, totpCode(secret, clock, 3));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: MFA_ERRORS.totpInvalid, code: 'totp-invalid' });
    expect((await signIn(app, email, password)).json()).toMatchObject({ mfa_required: false });
  });

  it('lets a password-only session add neither an app nor a phone to an account that has a factor', async () => {
    const { token, email, password } = await signUpUser(app);
    await enrollTotp(app, clock, token);
    const pending = await calls.signInPending(email, password);
    expect((await calls.start(pending)).json()).toMatchObject({ code: 'totp-already-enrolled' });
    const phone = await app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers: authHeaders(pending),
      payload: { mfa_number: '+1 555 010 9999' },
    });
    expect(phone.json()).toMatchObject({ code: 'mfa-required' });
    expect(await outgoingMessagesTo(database, '+15550109999')).toHaveLength(0);
  });
});

describe(onDb('signing in with the authenticator app'), () => {
  it('passes the MFA step with the current code, and never accepts that code twice', async () => {
    const { token, email, password } = await signUpUser(app);
    const { secret } = await enrollTotp(app, clock, token);
    const first = await calls.signInPending(email, password);
    expect((await calls.factors(first)).json()).toMatchObject({ factors: ['totp', 'recovery_code'] });
    const code = totpCode(secret, clock);
    const verified = await calls.verify(first, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true });
    const mfaToken = String(verified.headers['mfa-token']);
    expect((await getCurrentUser(app, first, mfaToken)).statusCode).toBe(200);

    // The same code in another session within its 30 seconds: refused (RFC 6238 §5.2).
    const second = await calls.signInPending(email, password);
    const replayed = await calls.verify(second, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ error: MFA_ERRORS.totpInvalid, code: 'totp-invalid' });
    expect(replayed.headers['mfa-token']).toBeUndefined();
  });

  it(`accepts codes ${TOTP_WINDOW_STEPS} step either side of the server's clock, and refuses 2 steps`, async () => {
    expect(TOTP_WINDOW_STEPS).toBe(1);
    expect(TOTP_PERIOD_S).toBe(30);
    const { token, email, password } = await signUpUser(app);
    const { secret } = await enrollTotp(app, clock, token);
    // Away from the enrolment's step, which was used to confirm the app.
    clock.advance(3 * TOTP_PERIOD_S * 1000);
    const session = await calls.signInPending(email, password);
    expect((await calls.verify(session, totpCode(secret, clock, -2))).statusCode).toBe(401);
    expect((await calls.verify(session, totpCode(secret, clock, +2))).statusCode).toBe(401);
    expect((await calls.verify(session, totpCode(secret, clock, -1))).statusCode).toBe(200);
    const next = await calls.signInPending(email, password);
    expect((await calls.verify(next, totpCode(secret, clock, +1))).statusCode).toBe(200);
    // After the step ahead was used, the current step's code is older: refused too.
    const last = await calls.signInPending(email, password);
    expect((await calls.verify(last, totpCode(secret, clock))).statusCode).toBe(401);
    clock.advance(2 * TOTP_PERIOD_S * 1000);
    expect((await calls.verify(last, totpCode(secret, clock))).statusCode).toBe(200);
  });

  it('counts wrong codes toward the second-factor lockout, like texted codes', async () => {
    const { token, email, password } = await signUpUser(app);
    const { secret } = await enrollTotp(app, clock, token);
    const session = await calls.signInPending(email, password);
    const wrong = String((Number(totpCode(secret, clock)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < MFA_LOCKOUT_THRESHOLD; i += 1) await calls.verify(session, wrong);
    expect((await outgoingMessagesTo(database, email))[0]).toMatchObject({ kind: 'unlock' });
    // Locked: the right code no longer passes.
    expect((await calls.verify(session, totpCode(secret, clock))).statusCode).toBe(401);
  });

  it('leaves an account with only a phone exactly as it was: its factor list is the text message', async () => {
    const { token } = await signUpUser(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers: authHeaders(token),
      payload: { mfa_number: '+1 555 010 2222' },
    });
    const [text] = await outgoingMessagesTo(database, '+15550102222');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/mfa/verify',
      headers: authHeaders(token),
      payload: { otp: otpIn(text!.body) },
    });
    const mfaToken = String(verified.headers['mfa-token']);
    expect((await calls.factors(token, mfaToken)).json()).toEqual({
      factors: ['sms'],
      recovery_codes_remaining: 0,
    });
  });
});

describe(onDb('removing the authenticator app'), () => {
  it('needs a verified session; afterwards sign-in asks for no second factor and the codes are gone', async () => {
    const { token, email, password } = await signUpUser(app);
    const { mfaToken, recoveryCodes } = await enrollTotp(app, clock, token);
    const pending = await calls.signInPending(email, password);
    expect((await calls.remove(pending)).json()).toMatchObject({ code: 'mfa-required' });
    expect((await calls.remove(token, mfaToken)).json()).toEqual({ success: true });
    expect((await signIn(app, email, password)).json()).toMatchObject({
      mfa_required: false,
      mfa_requires_verification: false,
      mfa_enrollment_available: true,
    });
    expect((await calls.factors(token)).json()).toEqual({ factors: [], recovery_codes_remaining: 0 });
    expect((await calls.useRecoveryCode(token, recoveryCodes![0]!)).statusCode).toBe(401);
  });
});

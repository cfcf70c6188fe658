import { afterAll, describe, expect, it } from 'vitest';
import { MFA_REQUIRED_ERROR, MfaVerifyResponse, SignInResponse } from '@concierge/api-client';
import { sql } from 'drizzle-orm';
import { companies } from '../accounts/tables.js';
import {
  LOCKOUT_THRESHOLD,
  MFA_LOCKOUT_THRESHOLD,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_MS,
  OTP_TTL_MS,
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
import { MFA_ERRORS } from './texts.js';

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());

const PHONE = '+1 (555) 010-4567';
const PHONE_DIGITS = '+15550104567';

const enroll = (token: string, mfa_number = PHONE, mfaToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/mfa',
    headers: authHeaders(token, mfaToken),
    payload: { mfa_number },
  });
const sendOtp = (token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/mfa/send-otp', headers: authHeaders(token), payload: {} });
const verify = (token: string, otp: string) =>
  app.inject({ method: 'POST', url: '/api/v1/mfa/verify', headers: authHeaders(token), payload: { otp } });

async function latestCode(phone = PHONE_DIGITS) {
  const [message] = await outgoingMessagesTo(database, phone);
  expect(message).toMatchObject({ channel: 'sms', kind: 'otp' });
  return otpIn(message!.body);
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A user with a confirmed phone; time moves past the resend window so the next send is allowed. */
async function enrolledUser() {
  const user = await signUpUser(app);
  expect((await enroll(user.token)).statusCode).toBe(200);
  expect((await verify(user.token, await latestCode())).statusCode).toBe(200);
  clock.advance(OTP_RESEND_MS);
  return user;
}

async function signInPendingMfa(email: string, password: string) {
  const res = await signIn(app, email, password);
  expect(res.statusCode).toBe(200);
  return { token: String(res.headers.authorization), body: SignInResponse.parse(res.json()) };
}

describe(onDb('MFA enrollment'), () => {
  it('texts a code to the new phone and confirms it on verify', async () => {
    const { token, email } = await signUpUser(app);
    const res = await enroll(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const code = await latestCode();
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verify(token, code);
    expect(verified.statusCode).toBe(200);
    expect(MfaVerifyResponse.parse(verified.json())).toEqual({ success: true });
    const mfaToken = String(verified.headers['mfa-token']);
    expect(mfaToken).toMatch(/^[\w-]{43}$/);
    const me = await getCurrentUser(app, token, mfaToken);
    expect(me.json().user).toMatchObject({ email, mfa_phone: '•••• 4567' });
  });

  it('does not enroll a phone whose code was never verified', async () => {
    const { token, email, password } = await signUpUser(app);
    await enroll(token);
    const next = await signInPendingMfa(email, password);
    expect(next.body).toMatchObject({ mfa_requires_verification: false, mfa_enrollment_available: true });
  });

  it('answers an invalid phone number with the validation shape', async () => {
    const { token } = await signUpUser(app);
    const res = await enroll(token, 'call me maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Enter a valid phone number.', code: 'validation' });
  });

  it('needs a verified session to replace an enrolled phone', async () => {
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    const blocked = await enroll(token, '+44 20 7946 0000');
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toEqual({ error: MFA_REQUIRED_ERROR, code: 'mfa-required' });
    await sendOtp(token);
    const mfaToken = String((await verify(token, await latestCode())).headers['mfa-token']);
    clock.advance(OTP_RESEND_MS);
    expect((await enroll(token, '+44 20 7946 0000', mfaToken)).statusCode).toBe(200);
  });
});

describe(onDb('MFA enrolment hijack'), () => {
  const ATTACKER = '+44 20 7946 0999';
  const ATTACKER_DIGITS = '+442079460999';

  it('kills a pending enrolment of another session once a phone is verified: no code to it, no takeover', async () => {
    const victim = await signUpUser(app);
    // The attacker knows the password and signed in before the victim enrolled.
    const attacker = await signInPendingMfa(victim.email, victim.password);
    expect((await enroll(attacker.token, ATTACKER)).statusCode).toBe(200);
    const attackerCode = await latestCode(ATTACKER_DIGITS);
    clock.advance(OTP_RESEND_MS);
    expect((await enroll(victim.token)).statusCode).toBe(200);
    expect((await verify(victim.token, await latestCode())).statusCode).toBe(200);
    clock.advance(OTP_RESEND_MS);

    // The attacker's session now needs the victim's phone: the resend goes there, never to the attacker.
    await sendOtp(attacker.token);
    expect(await outgoingMessagesTo(database, ATTACKER_DIGITS)).toHaveLength(1);
    const resent = await verify(attacker.token, attackerCode);
    expect(resent.statusCode).toBe(401);
    expect(resent.headers['mfa-token']).toBeUndefined();
    clock.advance(OTP_RESEND_MS);
    const again = await signInPendingMfa(victim.email, victim.password);
    await sendOtp(again.token);
    const mfaToken = String((await verify(again.token, await latestCode())).headers['mfa-token']);
    expect((await getCurrentUser(app, again.token, mfaToken)).json().user).toMatchObject({
      mfa_phone: '•••• 4567',
    });
  });

  it('does not renew an enrolment by resending its code: it dies 5 minutes after it began', async () => {
    const { token } = await signUpUser(app);
    await enroll(token, ATTACKER);
    clock.advance(OTP_TTL_MS - OTP_RESEND_MS);
    expect((await sendOtp(token)).statusCode).toBe(200);
    const code = await latestCode(ATTACKER_DIGITS);
    // Within 5 minutes of the resend, past 5 minutes of the enrolment.
    clock.advance(OTP_RESEND_MS);
    expect((await verify(token, code)).statusCode).toBe(401);
  });
});

describe(onDb('MFA verification at sign-in'), () => {
  it('flags the step at sign-in and answers 401 MFA authentication required until it is done', async () => {
    const { email, password } = await enrolledUser();
    const { token, body } = await signInPendingMfa(email, password);
    expect(body).toEqual({
      expires_at: body.expires_at,
      mfa_requires_verification: true,
      mfa_required: true,
      mfa_enrollment_available: false,
    });
    const blocked = await getCurrentUser(app, token);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toEqual({ error: MFA_REQUIRED_ERROR, code: 'mfa-required' });

    expect((await sendOtp(token)).json()).toEqual({ success: true });
    const verified = await verify(token, await latestCode());
    const mfaToken = String(verified.headers['mfa-token']);
    expect((await getCurrentUser(app, token, mfaToken)).statusCode).toBe(200);
    // The MFA token alone is not a session, and the session without it is still pending.
    expect((await getCurrentUser(app, token)).statusCode).toBe(401);
  });

  it('binds the MFA token to its session: another session of the user cannot use it', async () => {
    const { email, password } = await enrolledUser();
    const first = await signInPendingMfa(email, password);
    await sendOtp(first.token);
    const mfaToken = String((await verify(first.token, await latestCode())).headers['mfa-token']);
    const second = await signInPendingMfa(email, password);
    expect((await getCurrentUser(app, second.token, mfaToken)).json()).toMatchObject({
      code: 'mfa-required',
    });
  });

  it('lets the MFA token die with its session', async () => {
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    await sendOtp(token);
    const mfaToken = String((await verify(token, await latestCode())).headers['mfa-token']);
    await app.inject({
      method: 'DELETE',
      url: '/api/v1/users/sign_out',
      headers: authHeaders(token, mfaToken),
    });
    expect((await getCurrentUser(app, token, mfaToken)).statusCode).toBe(401);
  });

  it('requires enrollment for members of a company that requires MFA', async () => {
    await database.db
      .insert(companies)
      .values({ slug: 'strict-co', name: 'Strict Co', mfaRequired: true })
      .onConflictDoNothing();
    const { email, password, token } = await signUpUser(app, { company_slug: 'strict-co' });
    const { body } = await signInPendingMfa(email, password);
    expect(body).toMatchObject({
      mfa_required: true,
      mfa_requires_verification: false,
      mfa_enrollment_available: true,
    });
    expect((await getCurrentUser(app, token)).json()).toMatchObject({ code: 'mfa-required' });
    await enroll(token);
    const mfaToken = String((await verify(token, await latestCode())).headers['mfa-token']);
    expect((await getCurrentUser(app, token, mfaToken)).statusCode).toBe(200);
  });

  it('answers send-otp without a phone with 409', async () => {
    const { token } = await signUpUser(app);
    const res = await sendOtp(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MFA_ERRORS.notEnrolled, code: 'mfa-not-enrolled' });
  });
});

describe(onDb('one-time code policy'), () => {
  it('expires a code after 5 minutes', async () => {
    expect(OTP_TTL_MS).toBe(5 * 60 * 1000);
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    await sendOtp(token);
    const code = await latestCode();
    clock.advance(OTP_TTL_MS);
    const res = await verify(token, code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MFA_ERRORS.codeInvalid, code: 'otp-invalid' });
    expect(res.headers['mfa-token']).toBeUndefined();
  });

  it('works once', async () => {
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    await sendOtp(token);
    const code = await latestCode();
    expect((await verify(token, code)).statusCode).toBe(200);
    expect((await verify(token, code)).statusCode).toBe(401);
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    expect(OTP_MAX_ATTEMPTS).toBe(5);
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    await sendOtp(token);
    const code = await latestCode();
    for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i += 1)
      expect((await verify(token, wrongCode(code))).statusCode).toBe(401);
    expect((await verify(token, code)).statusCode).toBe(200);

    const again = await signInPendingMfa(email, password);
    clock.advance(OTP_RESEND_MS);
    await sendOtp(again.token);
    const next = await latestCode();
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) await verify(again.token, wrongCode(next));
    expect((await verify(again.token, next)).statusCode).toBe(401);
  });

  it('sends at most one code per 60 seconds per user, with Retry-After', async () => {
    expect(OTP_RESEND_MS).toBe(60 * 1000);
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    expect((await sendOtp(token)).statusCode).toBe(200);
    clock.advance(OTP_RESEND_MS - 10_000);
    const tooSoon = await sendOtp(token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('10');
    expect(tooSoon.json()).toEqual({ error: MFA_ERRORS.resendTooSoon, code: 'rate-limited' });
    // Another session of the same user shares the limit.
    const other = await signInPendingMfa(email, password);
    expect((await sendOtp(other.token)).statusCode).toBe(429);
    clock.advance(10_000);
    expect((await sendOtp(token)).statusCode).toBe(200);
  });

  it('keeps only the newest code of a session alive', async () => {
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    await sendOtp(token);
    const older = await latestCode();
    clock.advance(OTP_RESEND_MS);
    await sendOtp(token);
    const newer = await latestCode();
    if (older !== newer) expect((await verify(token, older)).statusCode).toBe(401);
    expect((await verify(token, newer)).statusCode).toBe(200);
  });

  it('counts wrong codes toward the account lockout', async () => {
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    for (let i = 0; i < LOCKOUT_THRESHOLD - 1; i += 1) await verify(token, '000000');
    await signIn(app, email, 'one more wrong password');
    expect((await signIn(app, email, password)).statusCode).toBe(401);
    expect((await outgoingMessagesTo(database, email))[0]).toMatchObject({ kind: 'unlock' });
  });

  it('locks the second factor after 10 wrong codes in a row, whatever right passwords come between', async () => {
    expect(MFA_LOCKOUT_THRESHOLD).toBe(10);
    const { email, password } = await enrolledUser();
    // Rounds of (right password, a code, wrong guesses): the password never clears the code counter.
    for (const guesses of [OTP_MAX_ATTEMPTS, OTP_MAX_ATTEMPTS - 1]) {
      const { token } = await signInPendingMfa(email, password);
      await sendOtp(token);
      clock.advance(OTP_RESEND_MS);
      for (let i = 0; i < guesses; i += 1) await verify(token, wrongCode(await latestCode()));
    }
    expect(await outgoingMessagesTo(database, email)).toHaveLength(0);
    const { token } = await signInPendingMfa(email, password);
    await sendOtp(token);
    const code = await latestCode();
    expect((await verify(token, wrongCode(code))).statusCode).toBe(401);
    expect((await outgoingMessagesTo(database, email))[0]).toMatchObject({ kind: 'unlock' });
    // Locked: the right code and the right password both fail until the emailed link.
    expect((await verify(token, code)).statusCode).toBe(401);
    expect((await signIn(app, email, password)).statusCode).toBe(401);
    const [unlockMail] = await outgoingMessagesTo(database, email);
    const unlocked = await app.inject({
      url: `/api/v1/users/unlock?unlock_token=${linkToken(unlockMail!.body, 'unlock')}`,
    });
    expect(unlocked.statusCode).toBe(200);
    const after = await signInPendingMfa(email, password);
    clock.advance(OTP_RESEND_MS);
    await sendOtp(after.token);
    expect((await verify(after.token, await latestCode())).statusCode).toBe(200);
  });

  it('stores codes only as salted digests', async () => {
    const { email, password } = await enrolledUser();
    const { token } = await signInPendingMfa(email, password);
    await sendOtp(token);
    const code = await latestCode();
    const rows = await database.db.execute(sql`SELECT code_digest FROM otp_challenges`);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_MS, RECENT_AUTH_MS } from '../policy.js';
import { enrollTotp, totpCalls, totpCode } from '../testing/totp-calls.js';
import { newAuthenticator, passkeyCalls } from '../testing/passkey-calls.js';
import {
  authHeaders,
  getCurrentUser,
  GOOD_PASSWORD,
  outgoingMessagesTo,
  otpIn,
  signIn,
  signUpUser,
} from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { FRESH_PROOF_TEXTS } from './fresh-proof.js';
import { ACCOUNT_CHANGE_TEXTS as T } from './profile-texts.js';

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());
const totp = totpCalls(app);
const passkeys = passkeyCalls(app);

const freshProofRequired = { error: FRESH_PROOF_TEXTS.required, code: 'recent-auth-required' };
const call = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  mfaToken?: string,
  payload = {},
) => app.inject({ method, url, headers: authHeaders(token, mfaToken), payload });
const reauthenticate = (token: string, password: string, mfaToken?: string) =>
  call('POST', '/api/v1/users/reauthenticate', token, mfaToken, { user: { password } });
const sessionsOf = async (token: string, mfaToken?: string) =>
  (await app.inject({ url: '/api/v1/users/sessions', headers: authHeaders(token, mfaToken) })).json<{
    sessions: { id: string; current: boolean }[];
  }>().sessions;

/**
 * The factor changes and session-ending actions of an account that has an authenticator app (adding an app
 * is in the next test), as one of its sessions makes them: `otherSession` is another live session of the
 * account. Adding a passkey stops at its options (the first call).
 */
const sensitiveCalls = (token: string, mfaToken: string | undefined, otherSession: string) => ({
  'remove the authenticator app': () => call('DELETE', '/api/v1/mfa/totp', token, mfaToken),
  'make new recovery codes': () => call('POST', '/api/v1/mfa/recovery_codes', token, mfaToken),
  'enrol a new phone': () => call('POST', '/api/v1/mfa', token, mfaToken, { mfa_number: '+1 555 010 7000' }),
  'add a passkey': () => call('POST', '/api/v1/users/passkeys/registration_options', token, mfaToken),
  'sign out everywhere else': () => call('DELETE', '/api/v1/users/other_sessions', token, mfaToken),
  'sign out another device': () => call('DELETE', `/api/v1/users/sessions/${otherSession}`, token, mfaToken),
  'change the password': () =>
    call('PUT', '/api/v1/users/password_change', token, mfaToken, {
      user: { current_password: GOOD_PASSWORD, password: 'a whole new passphrase 77' },
    }),
});

describe(onDb('fresh proof before factor changes and session-ending actions'), () => {
  it('asks a session that passed the second factor over 15 minutes ago for fresh proof (403, the session stays); the factor again lets it through', async () => {
    expect(RECENT_AUTH_MS).toBe(15 * 60 * 1000);
    const { email, token } = await signUpUser(app);
    const { secret, mfaToken } = await enrollTotp(app, clock, token);
    const other = await signIn(app, email, GOOD_PASSWORD);
    const otherToken = String(other.headers.authorization);
    const otherId = (await sessionsOf(token, mfaToken)).find((session) => !session.current)!.id;

    clock.advance(RECENT_AUTH_MS + 1);
    for (const [what, send] of Object.entries(sensitiveCalls(token, mfaToken, otherId))) {
      const res = await send();
      expect(res.statusCode, what).toBe(403);
      expect(res.json(), what).toEqual(freshProofRequired);
    }
    // Nothing changed, and neither session ended.
    expect((await getCurrentUser(app, token, mfaToken)).statusCode).toBe(200);
    expect((await totp.factors(token, mfaToken)).json().factors).toContain('totp');
    expect((await sessionsOf(token, mfaToken)).map((session) => session.id)).toContain(otherId);
    // The password is not enough for an account with a second factor: it says to use the factor.
    const byPassword = await reauthenticate(token, GOOD_PASSWORD, mfaToken);
    expect(byPassword.statusCode).toBe(409);
    expect(byPassword.json()).toMatchObject({ code: 'use-second-factor' });

    // The app's code, passed again in this session, is fresh proof (its verify answers a new MFA token).
    const proved = await totp.verify(token, totpCode(secret, clock));
    expect(proved.statusCode).toBe(200);
    const renewed = String(proved.headers['mfa-token']);
    const again = sensitiveCalls(token, renewed, otherId);
    expect((await again['make new recovery codes']()).statusCode).toBe(200);
    expect((await again['sign out another device']()).statusCode).toBe(200);
    expect((await getCurrentUser(app, otherToken)).statusCode).toBe(401);
    expect((await again['remove the authenticator app']()).statusCode).toBe(200);
  });

  it('takes the password as fresh proof for an account without a second factor, counted like a sign-in, for 15 minutes', async () => {
    const { token } = await signUpUser(app);
    // Signing in is proof: a new session adds a factor at once.
    expect((await totp.start(token)).statusCode).toBe(200);
    clock.advance(RECENT_AUTH_MS + 1);
    const stale = await totp.start(token);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(freshProofRequired);
    expect((await sensitiveCalls(token, undefined, '')['enrol a new phone']()).statusCode).toBe(403);
    expect((await sensitiveCalls(token, undefined, '')['sign out everywhere else']()).statusCode).toBe(403);
    // The password in the body is the whole proof such an account has: changing it needs nothing more.
    expect((await sensitiveCalls(token, undefined, '')['change the password']()).statusCode).toBe(200);

    const wrong = await reauthenticate(token, 'not my password at all');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: T.wrongPassword, code: 'wrong-password' });
    const right = await reauthenticate(token, 'a whole new passphrase 77');
    expect(right.statusCode, right.body).toBe(200);
    expect((await totp.start(token)).statusCode).toBe(200);
    expect((await sensitiveCalls(token, undefined, '')['sign out everywhere else']()).statusCode).toBe(200);
    clock.advance(RECENT_AUTH_MS + 1);
    expect((await totp.start(token)).statusCode).toBe(403);
  });

  it('asks for fresh proof before a passkey is added or removed, and takes a passkey assertion as that proof', async () => {
    const { token } = await signUpUser(app);
    const who: { token: string; mfaToken?: string } = { token };
    const authenticator = newAuthenticator();
    const id = await passkeys.enrol(authenticator, who);
    clock.advance(RECENT_AUTH_MS + 1);
    expect((await passkeys.remove(who, id)).json()).toEqual(freshProofRequired);
    const proved = await passkeys.passSecondFactor(authenticator, who);
    expect(proved.statusCode).toBe(200);
    who.mfaToken = String(proved.headers['mfa-token']);
    expect((await passkeys.remove(who, id)).statusCode).toBe(200);
  });

  it('takes a texted code passed again in the session as fresh proof for a new phone', async () => {
    const { token } = await signUpUser(app);
    const phone = '+15550107001';
    expect((await call('POST', '/api/v1/mfa', token, undefined, { mfa_number: phone })).statusCode).toBe(200);
    const [first] = await outgoingMessagesTo(database, phone);
    const verified = await call('POST', '/api/v1/mfa/verify', token, undefined, { otp: otpIn(first!.body) });
    const mfaToken = String(verified.headers['mfa-token']);
    clock.advance(RECENT_AUTH_MS + 1);
    const next = '+1 555 010 7002';
    expect((await call('POST', '/api/v1/mfa', token, mfaToken, { mfa_number: next })).json()).toEqual(
      freshProofRequired,
    );
    expect((await call('POST', '/api/v1/mfa/send-otp', token, mfaToken)).statusCode).toBe(200);
    const [code] = await outgoingMessagesTo(database, phone);
    const proved = await call('POST', '/api/v1/mfa/verify', token, mfaToken, { otp: otpIn(code!.body) });
    expect(proved.statusCode).toBe(200);
    const renewed = String(proved.headers['mfa-token']);
    clock.advance(OTP_RESEND_MS);
    expect((await call('POST', '/api/v1/mfa', token, renewed, { mfa_number: next })).statusCode).toBe(200);
  });
});

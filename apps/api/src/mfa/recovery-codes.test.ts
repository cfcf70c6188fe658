import { afterAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_BITS, RECOVERY_CODE_COUNT } from '../policy.js';
import { authHeaders, getCurrentUser, outgoingMessagesTo, otpIn, signUpUser } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { MFA_ERRORS, RECOVERY_CODE_MAIL } from './texts.js';
import { recoveryCodes } from './tables.js';
import { enrollTotp, totpCalls } from '../testing/totp-calls.js';

const server = await startTestServer();
const { app, clock, database } = server;
afterAll(() => server.close());
const calls = totpCalls(app);

/** Crockford base32, four groups of four: 16 characters × 5 bits. */
const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

async function enrolledAccount() {
  const user = await signUpUser(app);
  const enrolled = await enrollTotp(app, clock, user.token);
  return { ...user, ...enrolled, codes: enrolled.recoveryCodes! };
}

describe(onDb('recovery codes'), () => {
  it('makes 10 distinct codes of 80 bits at the first enrolment, and stores only their digests', async () => {
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(RECOVERY_CODE_BITS).toBe(80);
    const { codes } = await enrolledAccount();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(CODE_SHAPE);
    const stored = JSON.stringify(await database.db.select().from(recoveryCodes));
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('passes the MFA step once per code, announcing each use by email', async () => {
    const { email, password, codes } = await enrolledAccount();
    const session = await calls.signInPending(email, password);
    const used = await calls.useRecoveryCode(session, codes[0]!);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ success: true });
    const mfaToken = String(used.headers['mfa-token']);
    expect((await getCurrentUser(app, session, mfaToken)).statusCode).toBe(200);

    const [mail] = await outgoingMessagesTo(database, email);
    expect(mail).toMatchObject({
      channel: 'email',
      kind: 'recovery-code-used',
      subject: RECOVERY_CODE_MAIL.subject,
    });
    expect(mail!.body).toContain(RECOVERY_CODE_MAIL.remaining(9));
    expect(mail!.html).toContain(RECOVERY_CODE_MAIL.intro);

    const again = await calls.signInPending(email, password);
    const reused = await calls.useRecoveryCode(again, codes[0]!);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ error: MFA_ERRORS.recoveryCodeInvalid, code: 'recovery-code-invalid' });
    // Typed by hand: lower case, no dashes, spaces.
    const typed = codes[1]!.toLowerCase().replace(/-/g, ' ');
    expect((await calls.useRecoveryCode(again, typed)).statusCode).toBe(200);
    expect(await outgoingMessagesTo(database, email)).toHaveLength(2);
    expect((await calls.factors(again)).json()).toMatchObject({ recovery_codes_remaining: 8 });
  });

  it('regenerates a set on request: the old codes die, the new ones work', async () => {
    const { token, email, password, mfaToken, codes } = await enrolledAccount();
    const pending = await calls.signInPending(email, password);
    expect((await calls.regenerate(pending)).json()).toMatchObject({ code: 'mfa-required' });
    const res = await calls.regenerate(token, mfaToken);
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    expect((await calls.useRecoveryCode(pending, codes[2]!)).statusCode).toBe(401);
    expect((await calls.useRecoveryCode(pending, fresh[0]!)).statusCode).toBe(200);
  });

  it('makes no codes for an account without a second factor', async () => {
    const { token } = await signUpUser(app);
    const res = await calls.regenerate(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MFA_ERRORS.noSecondFactor, code: 'mfa-not-enrolled' });
  });

  it('shows codes at the first enrolment only; removing the last factor takes them away', async () => {
    const { token, mfaToken } = await enrolledAccount();
    // A phone as well (this session passed the app), then the app removed: the phone keeps the codes.
    const headers = authHeaders(token, mfaToken);
    await app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers,
      payload: { mfa_number: '+1 555 010 3333' },
    });
    const [text] = await outgoingMessagesTo(database, '+15550103333');
    const verified = await app.inject({
      method: 'POST',
      url: '/api/v1/mfa/verify',
      headers,
      payload: { otp: otpIn(text!.body) },
    });
    const phoneToken = String(verified.headers['mfa-token']);
    expect((await calls.remove(token, phoneToken)).statusCode).toBe(200);
    expect((await calls.factors(token, phoneToken)).json()).toEqual({
      factors: ['sms', 'recovery_code'],
      recovery_codes_remaining: 10,
    });
    const later = await enrollTotp(app, clock, token, phoneToken);
    expect(later.recoveryCodes).toBeNull();

    const alone = await enrolledAccount();
    await calls.remove(alone.token, alone.mfaToken);
    expect((await calls.factors(alone.token)).json()).toEqual({ factors: [], recovery_codes_remaining: 0 });
    expect((await enrollTotp(app, clock, alone.token)).recoveryCodes).toHaveLength(10);
  });
});

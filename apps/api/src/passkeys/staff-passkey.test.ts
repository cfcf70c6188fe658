import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/tables.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { authHeaders, getCurrentUser, signIn, signUpUser } from '../testing/api-calls.js';
import { newAuthenticator, passkeyCalls, type Who } from '../testing/passkey-calls.js';
import { PASSKEY_ERRORS } from './texts.js';

// CONSOLE_REQUIRE_PASSKEY: staff enrol a passkey before the console opens, then pass the MFA
// step with it only. Requesters are not affected.

const server = await startTestServer({ config: { consoleRequirePasskey: true } });
const { app, database } = server;
afterAll(() => server.close());
const calls = passkeyCalls(app);

const queueCounts = (who: Who) =>
  app.inject({ url: '/api/v1/concierge/requests/counts', headers: authHeaders(who.token, who.mfaToken) });

async function newConcierge(): Promise<Who & { email: string; password: string }> {
  const user = await signUpUser(app);
  await database.db.update(users).set({ role: 'concierge' }).where(eq(users.email, user.email));
  return { token: user.token, email: user.email, password: user.password };
}

describe(onDb('a console that requires passkeys for staff'), () => {
  it('closes the console to a concierge without a passkey until they enrol one', async () => {
    const concierge = await newConcierge();
    const refused = await queueCounts(concierge);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: PASSKEY_ERRORS.enrollmentRequired,
      code: 'passkey-enrollment-required',
    });
    const me = await getCurrentUser(app, concierge.token);
    expect(me.json().user.passkey_enrollment_required).toBe(true);

    await calls.enrol(newAuthenticator(), concierge);
    expect((await queueCounts(concierge)).statusCode).toBe(200);
    expect((await getCurrentUser(app, concierge.token, concierge.mfaToken)).json().user).toMatchObject({
      passkey_enrollment_required: false,
    });
  });

  it('accepts only the passkey at the MFA step of a concierge who has one: texted, app and recovery codes are refused', async () => {
    const concierge = await newConcierge();
    const authenticator = newAuthenticator();
    await calls.enrol(authenticator, concierge);
    await database.db.update(users).set({ mfaPhone: '+15550104567' }).where(eq(users.email, concierge.email));
    const pending: Who = {
      token: String((await signIn(app, concierge.email, concierge.password)).headers.authorization),
    };
    const factors = await app.inject({ url: '/api/v1/mfa/factors', headers: authHeaders(pending.token) });
    // No recovery codes came with the passkey either: this MFA step would refuse them.
    expect(factors.json()).toEqual({ factors: ['passkey'], recovery_codes_remaining: 0 });
    const codeCalls: [string, object][] = [
      ['/api/v1/mfa/send-otp', {}],
      ['/api/v1/mfa/verify', { otp: '123456' }],
      ['/api/v1/mfa/totp/verify', { code: '123456' }],
      ['/api/v1/mfa/recovery_codes/verify', { code: 'ABCD-EFGH-JKMN-PQRS' }],
    ];
    for (const [url, payload] of codeCalls) {
      const res = await app.inject({ method: 'POST', url, headers: authHeaders(pending.token), payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: PASSKEY_ERRORS.passkeyRequired, code: 'passkey-required' });
    }
    const passed = await calls.passSecondFactor(authenticator, pending);
    expect(passed.statusCode).toBe(200);
    expect(
      (await queueCounts({ ...pending, mfaToken: String(passed.headers['mfa-token']) })).statusCode,
    ).toBe(200);
  });

  it('leaves requesters as they are: codes still work, no passkey demanded', async () => {
    const requester = await signUpUser(app);
    expect((await getCurrentUser(app, requester.token)).json().user.passkey_enrollment_required).toBe(false);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/mfa',
      headers: authHeaders(requester.token),
      payload: { mfa_number: '+1 555 010 4567' },
    });
    expect(res.statusCode).toBe(200);
  });
});

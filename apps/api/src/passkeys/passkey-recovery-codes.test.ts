import { afterAll, describe, expect, it } from 'vitest';
import { RegisterPasskeyResponse } from '@concierge/api-client';
import { signUpUser } from '../testing/api-calls.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { enrollTotp, totpCalls } from '../testing/totp-calls.js';
import { newAuthenticator, passkeyCalls, type Who } from '../testing/passkey-calls.js';

// Recovery codes come with the account's first second factor, a passkey as much as an app.

const server = await startTestServer();
const { app, clock } = server;
afterAll(() => server.close());
const calls = passkeyCalls(app);
const codeCalls = totpCalls(app);

/** Registers a passkey from a new authenticator: the contract's answer. */
async function addPasskey(who: Who, name: string): Promise<RegisterPasskeyResponse> {
  const options = await calls.registrationOptions(who);
  expect(options.statusCode, options.body).toBe(200);
  const res = await calls.register(who, name, newAuthenticator().create(options.json().options));
  expect(res.statusCode, res.body).toBe(200);
  return RegisterPasskeyResponse.parse(res.json());
}

describe(onDb('recovery codes with a first passkey'), () => {
  it('gives 10 codes with the first passkey, each passing the MFA step once; none with the second', async () => {
    const user = await signUpUser(app);
    const who: Who = { token: user.token };
    const first = await addPasskey(who, 'Phone');
    const codes = first.recovery_codes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await addPasskey(who, 'Laptop')).recovery_codes).toBeNull();

    const pending = await codeCalls.signInPending(user.email, user.password);
    expect((await codeCalls.factors(pending)).json()).toEqual({
      factors: ['passkey', 'recovery_code'],
      recovery_codes_remaining: 10,
    });
    expect((await codeCalls.useRecoveryCode(pending, codes[0]!)).statusCode).toBe(200);
    const again = await codeCalls.signInPending(user.email, user.password);
    expect((await codeCalls.useRecoveryCode(again, codes[0]!)).statusCode).toBe(401);
    expect((await codeCalls.useRecoveryCode(again, codes[1]!)).statusCode).toBe(200);
  });

  it('lets a passkey-only account make a new set, and an app added later brings none', async () => {
    const user = await signUpUser(app);
    const who: Who = { token: user.token };
    const old = (await addPasskey(who, 'Phone')).recovery_codes!;
    const res = await codeCalls.regenerate(who.token, who.mfaToken);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    const pending = await codeCalls.signInPending(user.email, user.password);
    expect((await codeCalls.useRecoveryCode(pending, old[0]!)).statusCode).toBe(401);
    expect((await codeCalls.useRecoveryCode(pending, fresh[0]!)).statusCode).toBe(200);

    expect((await enrollTotp(app, clock, who.token, who.mfaToken)).recoveryCodes).toBeNull();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../http/errors.js';
import { RATE_LIMITS } from '../policy.js';
import { authHeaders, GOOD_PASSWORD, outgoingMessagesTo, signUpUser } from '../testing/api-calls.js';
import { makeStaff } from '../testing/staff-second-factor.js';
import { createTestDatabase, onDb } from '../testing/test-database.js';
import { startTestServer, uniqueEmail } from '../testing/test-server.js';

const shared = await createTestDatabase();
const generous = { limit: 10_000, windowMs: 60_000 };
const perIp = await startTestServer({
  database: shared.database,
  config: { rateLimits: { perIp: { limit: 3, windowMs: 60_000 }, perAccount: generous } },
});
const perAccount = await startTestServer({
  database: shared.database,
  config: { seed: false, rateLimits: { perIp: generous, perAccount: { limit: 2, windowMs: 60_000 } } },
});
const behindProxy = await startTestServer({
  database: shared.database,
  config: {
    seed: false,
    trustProxy: true,
    rateLimits: { perIp: { limit: 1, windowMs: 60_000 }, perAccount: generous },
  },
});
// The production numbers (policy.ts), for the routes whose test is "a burst gets 429s".
const atPolicy = await startTestServer({
  database: shared.database,
  config: {
    seed: false,
    rateLimits: { perIp: { ...RATE_LIMITS.perIp }, perAccount: { ...RATE_LIMITS.perAccount } },
  },
});
const redisAway = await startTestServer({
  database: shared.database,
  config: {
    seed: false,
    redisUrl: 'redis://127.0.0.1:1',
    rateLimits: { perIp: { limit: 1, windowMs: 60_000 }, perAccount: generous },
  },
});
afterAll(async () => {
  for (const server of [perIp, perAccount, behindProxy, atPolicy, redisAway]) await server.close();
  await shared.dispose();
});

const signInFrom = (
  server: typeof perIp,
  remoteAddress: string,
  email = uniqueEmail(),
  headers: Record<string, string> = {},
) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v1/users/sign_in',
    remoteAddress,
    headers,
    payload: { user: { email, password: 'whatever it is' } },
  });

describe(onDb('rate limits'), () => {
  it('answers 429 with Retry-After past the per-IP limit, per IP, until the window passes', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signInFrom(perIp, '10.0.0.1')).statusCode).toBe(401);
    const limited = await signInFrom(perIp, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.json()).toEqual({ error: HTTP_MESSAGES.rateLimited, code: 'rate-limited' });
    expect((await signInFrom(perIp, '10.0.0.2')).statusCode).toBe(401);
    perIp.clock.advance(60_000);
    expect((await signInFrom(perIp, '10.0.0.1')).statusCode).toBe(401);
  });

  it('limits per account across IPs, with case variants of the email as one account', async () => {
    const email = uniqueEmail();
    expect((await signInFrom(perAccount, '10.0.1.1', email)).statusCode).toBe(401);
    expect((await signInFrom(perAccount, '10.0.1.2', email.toUpperCase())).statusCode).toBe(401);
    expect((await signInFrom(perAccount, '10.0.1.3', email)).statusCode).toBe(429);
    expect((await signInFrom(perAccount, '10.0.1.3', uniqueEmail())).statusCode).toBe(401);
  });

  it('limits sign-up attempts per target email across IPs: probing one address for an account is bounded', async () => {
    const email = uniqueEmail();
    const signUpFrom = (remoteAddress: string, target = email) =>
      perAccount.app.inject({
        method: 'POST',
        url: '/api/v1/users/sign_up',
        remoteAddress,
        payload: {
          user: {
            email: target,
            password: GOOD_PASSWORD,
            name: 'Ada',
            last_name: 'Lovelace',
            terms_of_service: 1,
          },
        },
      });
    expect((await signUpFrom('10.0.5.1')).statusCode).toBe(200);
    expect((await signUpFrom('10.0.5.2', email.toUpperCase())).json()).toMatchObject({ code: 'email-taken' });
    const limited = await signUpFrom('10.0.5.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: HTTP_MESSAGES.rateLimited, code: 'rate-limited' });
    expect((await signUpFrom('10.0.5.3', uniqueEmail())).statusCode).toBe(200);
  });

  it('limits the password, unlock and MFA routes too', async () => {
    const server = perIp;
    const address = '10.0.2.1';
    const calls = [
      () =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/users/password',
          remoteAddress: address,
          payload: { user: { email: uniqueEmail() } },
        }),
      () => server.app.inject({ url: '/api/v1/users/unlock?unlock_token=nope', remoteAddress: address }),
      () =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/mfa/verify',
          remoteAddress: address,
          payload: { otp: '123456' },
        }),
    ];
    for (const call of calls) {
      server.clock.advance(60_000);
      for (let i = 0; i < 3; i += 1) expect((await call()).statusCode).not.toBe(429);
      expect((await call()).statusCode).toBe(429);
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    expect(
      (await signInFrom(perIp, '10.0.3.1', uniqueEmail(), { 'x-forwarded-for': '1.1.1.1' })).statusCode,
    ).toBe(401);
    perIp.clock.advance(60_000);
    for (let i = 0; i < 3; i += 1)
      await signInFrom(perIp, '10.0.3.2', uniqueEmail(), { 'x-forwarded-for': `1.1.1.${i}` });
    expect(
      (await signInFrom(perIp, '10.0.3.2', uniqueEmail(), { 'x-forwarded-for': '1.1.1.9' })).statusCode,
    ).toBe(429);
    // Behind a trusted proxy each forwarded client has its own count.
    expect(
      (await signInFrom(behindProxy, '10.0.3.3', uniqueEmail(), { 'x-forwarded-for': '2.2.2.1' })).statusCode,
    ).toBe(401);
    expect(
      (await signInFrom(behindProxy, '10.0.3.3', uniqueEmail(), { 'x-forwarded-for': '2.2.2.2' })).statusCode,
    ).toBe(401);
    expect(
      (await signInFrom(behindProxy, '10.0.3.3', uniqueEmail(), { 'x-forwarded-for': '2.2.2.1' })).statusCode,
    ).toBe(429);
  });

  it('limits staff invitations per admin: a burst of 25 gets 429 with Retry-After past the limit, and mails only the allowed', async () => {
    const { app, database } = atPolicy;
    const admin = await signUpUser(app);
    // An admin with the tests' authenticator app, its session past the app's step (staff need a second factor).
    await makeStaff(atPolicy, admin.email, admin.token, 'admin');
    const target = uniqueEmail('invited');
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 25; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/concierge/staff_invites',
        remoteAddress: `10.0.6.${i}`,
        headers: authHeaders(admin.token),
        payload: { invite: { email: target } },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    const allowed = RATE_LIMITS.perAccount.limit;
    expect(statuses.filter((status) => status === 200)).toHaveLength(allowed);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json()).toEqual({ error: HTTP_MESSAGES.rateLimited, code: 'rate-limited' });
    expect(await outgoingMessagesTo(database, target)).toHaveLength(allowed);
  });

  it('limits the search of requests per account, like the other costly reads', async () => {
    const { app } = atPolicy;
    const { token } = await signUpUser(app);
    const search = (remoteAddress: string) =>
      app.inject({ url: '/api/v1/requests/search?q=plumber', remoteAddress, headers: authHeaders(token) });
    const allowed = RATE_LIMITS.perAccount.limit;
    for (let i = 0; i < allowed; i += 1) expect((await search(`10.0.7.${i}`)).statusCode).toBe(200);
    const limited = await search('10.0.7.99');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back by this one.
    const other = await signUpUser(app);
    const theirs = await app.inject({
      url: '/api/v1/requests/search?q=plumber',
      headers: authHeaders(other.token),
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('never turns into a 5xx when Redis is away: the request goes through', async () => {
    for (let i = 0; i < 3; i += 1) expect((await signInFrom(redisAway, '10.0.4.1')).statusCode).toBe(401);
  });
});

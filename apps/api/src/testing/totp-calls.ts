import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { authHeaders, signIn } from './api-calls.js';
import type { TestClock } from './test-server.js';

/** The code an authenticator app shows for `secret`, `steps` 30-second steps away from the test clock. */
export function totpCode(secret: string, clock: TestClock, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: clock.now().getTime() + steps * 30_000 });
}

/** The authenticator-app calls, as a client makes them. */
export function totpCalls(app: FastifyInstance) {
  const post = (url: string, token: string, payload: object, mfaToken?: string) =>
    app.inject({ method: 'POST', url, headers: authHeaders(token, mfaToken), payload });
  return {
    factors: (token: string, mfaToken?: string) =>
      app.inject({ url: '/api/v1/mfa/factors', headers: authHeaders(token, mfaToken) }),
    start: (token: string, mfaToken?: string) => post('/api/v1/mfa/totp', token, {}, mfaToken),
    confirm: (token: string, code: string, mfaToken?: string) =>
      post('/api/v1/mfa/totp/confirm', token, { code }, mfaToken),
    verify: (token: string, code: string) => post('/api/v1/mfa/totp/verify', token, { code }),
    remove: (token: string, mfaToken?: string) =>
      app.inject({ method: 'DELETE', url: '/api/v1/mfa/totp', headers: authHeaders(token, mfaToken) }),
    regenerate: (token: string, mfaToken?: string) => post('/api/v1/mfa/recovery_codes', token, {}, mfaToken),
    useRecoveryCode: (token: string, code: string) =>
      post('/api/v1/mfa/recovery_codes/verify', token, { code }),
    /** Signs in with the password: the session whose MFA step is pending. */
    async signInPending(email: string, password: string) {
      const res = await signIn(app, email, password);
      expect(res.statusCode).toBe(200);
      return String(res.headers.authorization);
    },
  };
}

/**
 * Adds an authenticator app to the signed-in `token`'s account and confirms it; answers the secret, the
 * session's MFA token and the first recovery codes. The clock moves one step on, so the next code is new.
 */
export async function enrollTotp(app: FastifyInstance, clock: TestClock, token: string, mfaToken?: string) {
  const calls = totpCalls(app);
  const started = await calls.start(token, mfaToken);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await calls.confirm(token, totpCode(secret, clock), mfaToken);
  expect(confirmed.statusCode).toBe(200);
  clock.advance(30_000);
  return {
    secret,
    mfaToken: String(confirmed.headers['mfa-token']),
    recoveryCodes: confirmed.json<{ recovery_codes: string[] | null }>().recovery_codes,
  };
}

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { authHeaders } from './api-calls.js';
import { SoftAuthenticator, type CeremonyOptions } from './soft-authenticator.js';

// The passkey calls the server tests make, over HTTP (app.inject), with a software authenticator.

/** The origin and RP ID the test server's `publicUrl` (http://app.test) gives. */
export const TEST_ORIGIN = 'http://app.test';

export const newAuthenticator = () => new SoftAuthenticator(TEST_ORIGIN);

/** A signed-in caller as the client keeps it: the session token and, once given, the MFA token. */
export interface Who {
  token: string;
  mfaToken?: string | undefined;
}

const headersOf = (who: Who) => authHeaders(who.token, who.mfaToken);

export function passkeyCalls(app: FastifyInstance) {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers, payload });
  const calls = {
    registrationOptions: (who: Who) =>
      post('/api/v1/users/passkeys/registration_options', {}, headersOf(who)),
    /** Registers; keeps an MFA token the answer brings, as the client does. */
    async register(who: Who, name: string, credential: object) {
      const res = await post('/api/v1/users/passkeys', { passkey: { name, credential } }, headersOf(who));
      if (res.headers['mfa-token']) who.mfaToken = String(res.headers['mfa-token']);
      return res;
    },
    list: (who: Who) => app.inject({ url: '/api/v1/users/passkeys', headers: headersOf(who) }),
    rename: (who: Who, id: number, name: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/users/passkeys/${id}`,
        headers: headersOf(who),
        payload: { passkey: { name } },
      }),
    remove: (who: Who, id: number) =>
      app.inject({ method: 'DELETE', url: `/api/v1/users/passkeys/${id}`, headers: headersOf(who) }),
    mfaOptions: (who: Who) => post('/api/v1/mfa/passkey/options', {}, headersOf(who)),
    mfaVerify: (who: Who, credential: object, headers: Record<string, string> = {}) =>
      post('/api/v1/mfa/passkey/verify', { credential }, { ...headersOf(who), ...headers }),
    signInOptions: () => post('/api/v1/users/passkey_sign_in/options', {}),
    signIn: (
      credential: object,
      extra: { staff_only?: boolean } = {},
      headers: Record<string, string> = {},
    ) => post('/api/v1/users/passkey_sign_in', { credential, ...extra }, headers),

    /** Options, create, register: the passkey's id in the list. */
    async enrol(authenticator: SoftAuthenticator, who: Who, name = 'Laptop'): Promise<number> {
      const options = await calls.registrationOptions(who);
      expect(options.statusCode, options.body).toBe(200);
      const registered = await calls.register(who, name, authenticator.create(options.json().options));
      expect(registered.statusCode, registered.body).toBe(200);
      return registered.json().passkey.id as number;
    },

    /** The MFA step with a passkey: the raw answer (mfa-token and device-token headers on success). */
    async passSecondFactor(authenticator: SoftAuthenticator, who: Who, bend: CeremonyOptions = {}) {
      const options = await calls.mfaOptions(who);
      expect(options.statusCode, options.body).toBe(200);
      return calls.mfaVerify(who, authenticator.get(options.json().options, bend));
    },

    /** Passwordless: options, then the signed answer. */
    async signInWith(authenticator: SoftAuthenticator, bend: CeremonyOptions = {}) {
      const options = await calls.signInOptions();
      expect(options.statusCode, options.body).toBe(200);
      return calls.signIn(authenticator.get(options.json().options, bend));
    },
  };
  return calls;
}

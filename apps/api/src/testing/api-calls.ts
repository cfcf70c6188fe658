import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { outbox } from '../outbox/tables.js';
import { rememberedMfaToken } from './remembered-mfa-tokens.js';
import { uniqueEmail } from './test-server.js';

/** A password that meets the policy and is on no common list. */
export const GOOD_PASSWORD = 'correct horse battery staple 42';

/**
 * Request headers of a signed-in caller; a staff session verified by the helpers sends its mfa-token without
 * being given it (remembered-mfa-tokens.ts).
 */
export function authHeaders(token: string, mfaToken?: string): Record<string, string> {
  const mfa = mfaToken ?? rememberedMfaToken(token);
  return { authorization: `Bearer ${token}`, ...(mfa && { 'mfa-token': mfa }) };
}

export function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/users/sign_in',
    headers,
    payload: { user: { email, password } },
  });
}

/** Signs a new user up; answers their email, password and session token. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; company_slug?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/sign_up',
    payload: {
      user: {
        email,
        password,
        name: 'Ada',
        last_name: 'Lovelace',
        terms_of_service: 1,
        ...(overrides.company_slug && { company_slug: overrides.company_slug }),
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { email, password, token: String(res.headers.authorization), res };
}

export function getCurrentUser(app: FastifyInstance, token: string, mfaToken?: string) {
  return app.inject({ url: '/api/v1/users/current', headers: authHeaders(token, mfaToken) });
}

/** The outgoing messages (emails, texts) to `recipient`, newest first, straight from the outbox table. */
export async function outgoingMessagesTo(database: Database, recipient: string) {
  return database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
}

/** The token at the end of a `/reset-password/…` or `/unlock/…` link in a message body. */
export function linkToken(body: string, page: 'reset-password' | 'unlock'): string {
  const match = new RegExp(`/${page}/([\\w-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${body}`);
  return match[1];
}

/** The 6-digit code in a text message. */
export function otpIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`no code in: ${body}`);
  return match[1];
}

import { randomBytes } from 'node:crypto';
import type { ApiClient } from '@concierge/api-client';
import {
  DEMO_STAFF_TOTP_SECRET,
  nodeClient as clientAt,
  signUpThroughApi as signUpVia,
  staffSignInThroughApi,
} from '@concierge/e2e-support';
import { appOrigin } from './environment';

/** A person with an account made for one test: unique, so tests never share state. */
export interface TestUser {
  email: string;
  password: string;
  name: string;
  lastName: string;
  companySlug?: string;
}

const unique = () => randomBytes(6).toString('hex');

/** A fresh identity (not yet signed up). */
export function newIdentity(companySlug?: string): TestUser {
  const id = unique();
  return {
    email: `e2e-${id}@example.test`,
    // Long and random: passes the server's length and common-password rules.
    password: `Pw-${randomBytes(12).toString('hex')}`,
    name: 'Robin',
    lastName: `Tester ${id.slice(0, 4)}`,
    ...(companySlug ? { companySlug } : {}),
  };
}

/** An API client in Node, with its own in-memory session, talking to the server under test. */
export const nodeClient = () => clientAt(appOrigin);

/** Signs a new user up through the API (for tests whose subject is not sign-up itself). */
export async function signUpThroughApi(companySlug?: string): Promise<TestUser> {
  const { email, password, name, lastName } = await signUpVia(appOrigin, companySlug);
  return { email, password, name, lastName, ...(companySlug ? { companySlug } : {}) };
}

/** A session token for `user`, signed in through the API (to make requests for them). */
export async function tokenFor(user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const { client } = nodeClient();
  return (await client.signIn(user.email, user.password)).token;
}

/** The seeded concierge (apps/api demo data), with the demo's authenticator app (staff have a second factor). */
export const CONCIERGE = {
  email: 'concierge@concierge.test',
  password: 'concierge-staff-2026',
  totpSecret: DEMO_STAFF_TOTP_SECRET,
};

/** The seeded concierge, signed in through the API with the password and the app. */
export async function conciergeClient(): Promise<ApiClient> {
  return (await staffSignInThroughApi(appOrigin, CONCIERGE)).client;
}

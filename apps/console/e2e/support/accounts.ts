import type { ApiClient } from '@concierge/api-client';
import {
  DEMO_STAFF_TOTP_SECRET,
  nodeClient as clientAt,
  signUpThroughApi,
  staffSignInThroughApi,
  type StaffAccount,
  type TestPerson,
} from '@concierge/e2e-support';
import { appOrigin } from './environment';

// The seeded staff (apps/api demo data) sign in with their password and the demo's authenticator app, as
// every member of the team does (docs/SECURITY.md#staff-second-factor).

/** The seeded concierge (apps/api demo data). */
export const CONCIERGE: StaffAccount = {
  email: 'concierge@concierge.test',
  password: 'concierge-staff-2026',
  totpSecret: DEMO_STAFF_TOTP_SECRET,
};

/** The second seeded concierge (two concierges on one request). */
export const SECOND_CONCIERGE: StaffAccount = {
  email: 'jordan@concierge.test',
  password: 'concierge-staff-2026',
  totpSecret: DEMO_STAFF_TOTP_SECRET,
};

/** The seeded admin (staff accounts): invites, deactivates and reactivates concierges. */
export const ADMIN: StaffAccount = {
  email: 'admin@concierge.test',
  password: 'concierge-admin-2026',
  totpSecret: DEMO_STAFF_TOTP_SECRET,
};

/** An API client in Node, with its own in-memory session, talking to the server under test. */
export const nodeClient = () => clientAt(appOrigin);

/** A requester signed up through the API, with a last name unique enough to search for. */
export const signUpRequester = (): Promise<TestPerson> => signUpThroughApi(appOrigin);

/**
 * A seeded staff member's API client, signed in with the app. One session per account and process, kept
 * while it works: each sign-in spends one of the app's 30-second codes, and the tests' setup needs many.
 */
const sessions = new Map<string, Promise<ApiClient>>();
export async function staffClient(staff: StaffAccount): Promise<ApiClient> {
  const kept = sessions.get(staff.email);
  if (kept) {
    const client = await kept;
    if (
      await client.getCurrentUser().then(
        () => true,
        () => false,
      )
    )
      return client;
  }
  const fresh = staffSignInThroughApi(appOrigin, staff).then((node) => node.client);
  sessions.set(staff.email, fresh);
  fresh.catch(() => sessions.delete(staff.email));
  return fresh;
}

/** The concierge's API client, signed in. */
export const conciergeClient = (): Promise<ApiClient> => staffClient(CONCIERGE);

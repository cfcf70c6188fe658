import type { ApiClient } from '@concierge/api-client';
import { nodeClient as clientAt, signUpThroughApi, type TestPerson } from '@concierge/e2e-support';
import { appOrigin } from './environment';

/** The seeded concierge (apps/api demo data). */
export const CONCIERGE = { email: 'concierge@concierge.test', password: 'concierge-staff-2026' };

/** The second seeded concierge (issue 18: two concierges on one request). */
export const SECOND_CONCIERGE = { email: 'jordan@concierge.test', password: 'concierge-staff-2026' };

/** The seeded admin (issue 18: staff accounts): invites, deactivates and reactivates concierges. */
export const ADMIN = { email: 'admin@concierge.test', password: 'concierge-admin-2026' };

/** An API client in Node, with its own in-memory session, talking to the server under test. */
export const nodeClient = () => clientAt(appOrigin);

/** A requester signed up through the API, with a last name unique enough to search for. */
export const signUpRequester = (): Promise<TestPerson> => signUpThroughApi(appOrigin);

/** The concierge's API client, signed in. */
export async function conciergeClient(): Promise<ApiClient> {
  const { client, setToken } = nodeClient();
  const { token } = await client.signIn(CONCIERGE.email, CONCIERGE.password);
  setToken(token);
  return client;
}

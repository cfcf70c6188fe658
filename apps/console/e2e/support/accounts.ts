import { randomBytes } from 'node:crypto';
import { createApiClient, type ApiClient } from '@concierge/api-client';
import { appOrigin } from './environment';

/** A person with an account made for one test: unique, so tests never share state. */
export interface TestUser {
  email: string;
  password: string;
  name: string;
  lastName: string;
}

/** The seeded concierge (apps/api demo data). */
export const CONCIERGE = { email: 'concierge@concierge.test', password: 'concierge-staff-2026' };

/** An API client in Node, with its own in-memory session, talking to the server under test. */
export function nodeClient(): { client: ApiClient; setToken(token: string | null): void } {
  let token: string | null = null;
  const client = createApiClient({
    baseUrl: appOrigin,
    session: { getToken: () => token, getMfaToken: () => null, clear: () => (token = null) },
    logger: { error: () => {}, warn: () => {} } as unknown as Console,
  });
  return { client, setToken: (value) => (token = value) };
}

/** A requester signed up through the API, with a last name unique enough to search for. */
export async function signUpRequester(): Promise<TestUser & { token: string }> {
  const id = randomBytes(6).toString('hex');
  const user = {
    email: `console-e2e-${id}@example.test`,
    password: `Pw-${randomBytes(12).toString('hex')}`,
    name: 'Robin',
    lastName: `Searchable${id}`,
  };
  const { client } = nodeClient();
  const { token } = await client.signUp({
    email: user.email,
    password: user.password,
    name: user.name,
    last_name: user.lastName,
  });
  return { ...user, token };
}

/** The concierge's API client, signed in. */
export async function conciergeClient(): Promise<ApiClient> {
  const { client, setToken } = nodeClient();
  const { token } = await client.signIn(CONCIERGE.email, CONCIERGE.password);
  setToken(token);
  return client;
}

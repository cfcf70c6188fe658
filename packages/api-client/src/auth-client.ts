import { authRoutes } from './auth-routes.js';
import type { ApiClientOptions } from './client.js';
import { authEndpoints } from './endpoints/auth.js';
import { mfaFactorEndpoints } from './endpoints/mfa-factors.js';
import { passkeyAuthEndpoints } from './endpoints/passkey-auth.js';
import { createCaller } from './http.js';

/**
 * The client of the auth endpoints alone (sign-in, sign-up, passwords, unlock, the current user, MFA), with
 * the same header, 401 and error policies as {@link createApiClient}'s. Its own entry,
 * `@concierge/api-client/auth`, reaches no other route or endpoint: a public page's first load stays small
 *. Answers are checked against the contract as in the whole client, with the schemas loaded on
 * the first call.
 *
 * @example
 * const auth = createAuthClient({ baseUrl, session, onUnauthorized: (path) => goToSignIn(path) });
 * const { token } = await auth.signIn(email, password);
 */
export function createAuthClient(options: ApiClientOptions) {
  const context = { call: createCaller(options, authRoutes), logger: options.logger ?? console };
  // The MFA step's other factors and the passkey sign-in are auth too: the store passes them
  // before any other page loads.
  return { ...authEndpoints(context), ...mfaFactorEndpoints(context), ...passkeyAuthEndpoints(context) };
}

/** What {@link createAuthClient} returns; the whole `ApiClient` has all of it too. */
export type AuthClient = ReturnType<typeof createAuthClient>;

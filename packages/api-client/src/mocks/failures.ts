import { HttpResponse, type HttpHandler } from 'msw';
import { contract, type EndpointName } from '../contract.js';
import { AUTHORIZATION_HEADER, MFA_REQUIRED_ERROR, MFA_TOKEN_HEADER } from '../constants.js';
import { credentials } from './fixtures.js';
import { endpointHandler, errorResponse, type MockOptions } from './routing.js';

/** The failures a test or story can script for one endpoint. */
export type Failure = 'unauthorized' | 'mfa-required' | 'server-error' | 'network-error' | 'malformed';

/** A 2xx body that matches no answer schema of the contract (a test checks that it never does). */
export const MALFORMED_BODY = { unexpected: true } as const;

/** Options of {@link failWith}: `once` answers the failure a single time, then the next handler answers. */
export interface FailureOptions extends MockOptions {
  once?: boolean;
}

function failureResponse(name: EndpointName, failure: Failure): Response {
  switch (failure) {
    case 'unauthorized':
      return errorResponse(401, { error: 'You need to sign in before continuing.', code: 'unauthorized' });
    case 'mfa-required':
      return errorResponse(401, { error: MFA_REQUIRED_ERROR, code: 'mfa-required' });
    case 'server-error':
      return errorResponse(500, { error: 'Internal server error', code: 'internal' });
    case 'network-error':
      return HttpResponse.error();
    case 'malformed': {
      // The token headers stay, so only the body is wrong: the answer check, not the token check, must fail.
      const headers = new Headers();
      if (name === 'signIn' || name === 'signUp') {
        headers.set(AUTHORIZATION_HEADER, `Bearer ${credentials.sessionToken}`);
      }
      if (name === 'verifyMfa') headers.set(MFA_TOKEN_HEADER, credentials.mfaToken);
      return HttpResponse.json(MALFORMED_BODY, { headers });
    }
  }
}

/**
 * A handler that makes one endpoint fail; prepend it with `server.use(...)` or a story's
 * `parameters.msw.handlers`.
 *
 * @example
 * server.use(failWith('getOpenRequests', 'server-error', { once: true }));
 */
export function failWith(name: EndpointName, failure: Failure, options: FailureOptions = {}): HttpHandler {
  const { once, ...mockOptions } = options;
  return endpointHandler(name, () => failureResponse(name, failure), {
    ...mockOptions,
    ...(once ? { once } : {}),
  });
}

/** Whole-app situations for stories and tests, as handlers to prepend. */
export type ScenarioName = 'signed-out' | 'mfa-required' | 'server-down' | 'offline' | 'malformed' | 'empty';

const names = Object.keys(contract) as EndpointName[];
const mfaEndpoints: readonly EndpointName[] = ['sendOtp', 'verifyMfa', 'enrollMfa', 'signOut'];
const listEndpoints = [
  'getOpenRequests',
  'getInProgressRequests',
  'getCompletedRequests',
  'getQueue',
] as const satisfies readonly EndpointName[];

/**
 * - `signed-out`: every signed-in endpoint answers 401 (the 401 policy signs the user out);
 * - `mfa-required`: every signed-in endpoint but the MFA ones answers 401 'MFA authentication required';
 * - `server-down` / `offline` / `malformed`: every endpoint fails that way;
 * - `empty`: no requests and no categories (a new account).
 */
export function scenario(name: ScenarioName, options: MockOptions = {}): HttpHandler[] {
  const signedIn = names.filter((endpoint) => contract[endpoint].access !== 'public');
  switch (name) {
    case 'signed-out':
      return signedIn.map((endpoint) => failWith(endpoint, 'unauthorized', options));
    case 'mfa-required':
      return signedIn
        .filter((endpoint) => !mfaEndpoints.includes(endpoint))
        .map((endpoint) => failWith(endpoint, 'mfa-required', options));
    case 'server-down':
      return names.map((endpoint) => failWith(endpoint, 'server-error', options));
    case 'offline':
      return names.map((endpoint) => failWith(endpoint, 'network-error', options));
    case 'malformed':
      return names.map((endpoint) => failWith(endpoint, 'malformed', options));
    case 'empty':
      return [
        ...listEndpoints.map((endpoint) =>
          endpointHandler(endpoint, () => HttpResponse.json({ requests: [], next_cursor: null }), options),
        ),
        endpointHandler(
          'getRecommendedCategories',
          () => HttpResponse.json({ success: true, recommended_request_categories: [] }),
          options,
        ),
        endpointHandler('getSurveyCategories', () => HttpResponse.json({ survey_categories: [] }), options),
      ];
  }
}

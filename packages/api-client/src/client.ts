import { authEndpoints } from './endpoints/auth.js';
import { conciergeEndpoints } from './endpoints/concierge.js';
import { conciergeTeamEndpoints } from './endpoints/concierge-team.js';
import { passkeyAuthEndpoints } from './endpoints/passkey-auth.js';
import { passkeyEndpoints } from './endpoints/passkeys.js';
import type { EndpointContext } from './endpoints/failure-policies.js';
import { requestEndpoints } from './endpoints/requests.js';
import { accountEndpoints } from './endpoints/account.js';
import { mfaFactorEndpoints } from './endpoints/mfa-factors.js';
import { requesterEndpoints } from './endpoints/requester.js';
import { searchEndpoints } from './endpoints/search.js';
import { surveyEndpoints } from './endpoints/surveys.js';
import { createCaller, createDownloader, type HttpOptions, type SessionAccess } from './http.js';
import { routes } from './routes.js';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions extends HttpOptions {
  /** Where failures of the lenient list calls are logged; defaults to `console`. */
  logger?: Pick<Console, 'error'>;
}

/**
 * Options of {@link createApiClient} for another system's server: an API token (`cct_…`, made by an admin in
 * the console) instead of a person's session (docs/api.md#api-tokens). It is sent as the bearer of every
 * call, never cleared: a 401 means the token expired or was revoked, and only `onUnauthorized` hears of it.
 */
export interface ApiTokenClientOptions extends Omit<ApiClientOptions, 'session'> {
  token: string;
}

/** A session that always holds the API token and no MFA token: a token is not a person, it passes no MFA step. */
const apiTokenSession = (token: string): SessionAccess => ({
  getToken: () => token,
  getMfaToken: () => null,
  clear: () => {},
});

/**
 * Creates the typed client: one function per endpoint, each failing in its documented way (logged and a fallback, an error returned, or thrown).
 *
 * @example
 * const api = createApiClient({ baseUrl, session, onUnauthorized: (path) => goToSignIn(path) });
 * const { token } = await api.signIn(email, password);
 * @example
 * // On another system's server, with an API token that holds `requests:read`:
 * const api = createApiClient({ baseUrl: 'https://api.concierge.example', token: process.env.CONCIERGE_TOKEN! });
 * const { data } = await api.call('getQueue', { query: { state: 'open' } });
 */
export function createApiClient(input: ApiClientOptions | ApiTokenClientOptions) {
  let options: ApiClientOptions;
  if ('token' in input) {
    const { token, ...rest } = input;
    options = { ...rest, session: apiTokenSession(token) };
  } else options = input;
  const context: EndpointContext = { call: createCaller(options, routes), logger: options.logger ?? console };

  return {
    /** The strict form of every endpoint: throws {@link ApiError}; used where a screen needs an error state. */
    call: context.call,
    ...authEndpoints(context),
    ...requestEndpoints(context),
    ...surveyEndpoints(context),
    /** Asks for a presigned address for one file: `{ presigned_url, key, method }`; strict. */
    createUpload: async (file: { filename: string; contentType: string; size: number }) =>
      (
        await context.call('createUpload', {
          body: { upload: { filename: file.filename, content_type: file.contentType, size: file.size } },
        })
      ).data,
    ...conciergeEndpoints(context),
    ...conciergeTeamEndpoints(context),
    /** A stored file (an `Attachment.url`) as a Blob, fetched with the session's headers; strict. */
    downloadAttachment: createDownloader(options),
    ...searchEndpoints(context),
    ...requesterEndpoints(context),
    ...accountEndpoints(context),
    ...mfaFactorEndpoints(context),
    ...passkeyAuthEndpoints(context),
    ...passkeyEndpoints(context),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

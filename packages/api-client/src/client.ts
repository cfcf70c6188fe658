import { authEndpoints } from './endpoints/auth.js';
import { conciergeEndpoints } from './endpoints/concierge.js';
import { conciergeTeamEndpoints } from './endpoints/concierge-team.js';
import { staffAccountEndpoints } from './endpoints/staff-accounts.js';
import { passkeyAuthEndpoints } from './endpoints/passkey-auth.js';
import { passkeyEndpoints } from './endpoints/passkeys.js';
import type { EndpointContext } from './endpoints/failure-policies.js';
import { requestEndpoints } from './endpoints/requests.js';
import { accountEndpoints } from './endpoints/account.js';
import { mfaFactorEndpoints } from './endpoints/mfa-factors.js';
import { notificationEndpoints } from './endpoints/notifications.js';
import { requesterEndpoints } from './endpoints/requester.js';
import { searchEndpoints } from './endpoints/search.js';
import { surveyEndpoints } from './endpoints/surveys.js';
import { createCaller, createDownloader, type HttpOptions } from './http.js';
import { routes } from './routes.js';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions extends HttpOptions {
  /** Where failures of the lenient list calls are logged (spec §8); defaults to `console`. */
  logger?: Pick<Console, 'error'>;
}

/**
 * Creates the typed client: one function per endpoint, with the spec's error semantics (§8).
 *
 * @example
 * const api = createApiClient({ baseUrl, session, onUnauthorized: (path) => goToSignIn(path) });
 * const { token } = await api.signIn(email, password);
 */
export function createApiClient(options: ApiClientOptions) {
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
    ...notificationEndpoints(context),
    /** A stored file (an `Attachment.url`) as a Blob, fetched with the session's headers; strict. */
    downloadAttachment: createDownloader(options),
    ...searchEndpoints(context),
    ...requesterEndpoints(context),
    ...accountEndpoints(context),
    ...staffAccountEndpoints(context),
    ...mfaFactorEndpoints(context),
    ...passkeyAuthEndpoints(context),
    ...passkeyEndpoints(context),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

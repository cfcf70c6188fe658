import type { ApiClient } from '@concierge/api-client';
import { submittedRequestThroughApi } from '@concierge/e2e-support';
import { conciergeClient } from './accounts';
import { appOrigin } from './environment';

/** Makes a request for the user holding `token` by running one survey through the API. */
export const createRequestThroughApi = (token: string, surveyName = 'Find a plumber') =>
  submittedRequestThroughApi(appOrigin, token, surveyName);

/** The concierge writes to a request (HTML, sanitized by the server and again by the app). */
export async function conciergeReplies(requestId: number, bodyHtml: string, concierge?: ApiClient) {
  const client = concierge ?? (await conciergeClient());
  await client.postConciergeMessage(requestId, { bodyHtml });
  return client;
}

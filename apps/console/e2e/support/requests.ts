import { submittedRequestThroughApi } from '@concierge/e2e-support';
import { appOrigin } from './environment';

/** Makes a request for the requester holding `token` by running one survey through the API. */
export async function createRequestThroughApi(token: string, surveyName = 'Find a plumber'): Promise<number> {
  return (await submittedRequestThroughApi(appOrigin, token, surveyName)).requestId;
}

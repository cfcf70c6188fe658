import {
  isApiError,
  type AnswerValue,
  type ApiClient,
  type ApiError,
  type NextItem,
} from '@concierge/api-client';
import { conciergeClient, nodeClient } from './accounts';

/** An answer good enough for any item of the seeded catalogue (files are answered in the browser). */
function answerFor(next: NextItem): AnswerValue {
  const { kind, options } = next.item;
  switch (kind) {
    case 'choice':
      return options[0] ?? 'Other';
    case 'multi-choice':
      return options.slice(0, 2);
    case 'number':
      return '2';
    case 'date':
      return '2027-05-01';
    case 'email':
      return 'someone@example.test';
    case 'tel':
      return '+1 555 010 2030';
    case 'file':
      return null;
    default:
      return 'Answered by the e2e setup';
  }
}

function ok<T>(value: T | ApiError): T {
  if (isApiError(value)) throw value;
  return value as T;
}

/** Makes a request for the user holding `token` by running one survey through the API. */
export async function createRequestThroughApi(token: string, surveyName = 'Find a plumber') {
  const { client, setToken } = nodeClient();
  setToken(token);
  const categories = (await client.call('getSurveyCategories', {})).data.survey_categories;
  const category = categories.find((entry) =>
    entry.request_surveys.some((survey) => survey.name === surveyName),
  );
  const survey = category?.request_surveys.find((entry) => entry.name === surveyName);
  if (!category || !survey) throw new Error(`No survey named ${surveyName}`);
  const run = ok(await client.startUserRequestSurvey(survey.id));
  for (
    let next = ok(await client.getNextSurveyItem(run.id));
    next;
    next = ok(await client.getNextSurveyItem(run.id))
  ) {
    ok(await client.answerSurveyItem(run.id, { objectSatisfiedId: next.item.id, value: answerFor(next) }));
  }
  const { requestId } = ok(await client.submitSurvey(run.id));
  return { requestId, categoryId: category.id, surveyId: survey.id, client };
}

/** The concierge writes to a request (HTML, sanitized by the server and again by the app). */
export async function conciergeReplies(requestId: number, bodyHtml: string, concierge?: ApiClient) {
  const client = concierge ?? (await conciergeClient());
  await client.postConciergeMessage(requestId, { bodyHtml });
  return client;
}

import { isApiError, type AnswerValue, type ApiError, type NextItem } from '@concierge/api-client';
import { nodeClient } from './accounts';

/** An answer good enough for any item of the seeded catalogue (file items are left empty). */
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
      return 'Answered by the console e2e setup';
  }
}

function ok<T>(value: T | ApiError): T {
  if (isApiError(value)) throw value;
  return value as T;
}

/** Makes a request for the requester holding `token` by running one survey through the API. */
export async function createRequestThroughApi(token: string, surveyName = 'Find a plumber'): Promise<number> {
  const { client, setToken } = nodeClient();
  setToken(token);
  const categories = (await client.call('getSurveyCategories', {})).data.survey_categories;
  const survey = categories
    .flatMap((category) => category.request_surveys)
    .find((entry) => entry.name === surveyName);
  if (!survey) throw new Error(`No survey named ${surveyName}`);
  const run = ok(await client.startUserRequestSurvey(survey.id));
  for (
    let next = ok(await client.getNextSurveyItem(run.id));
    next;
    next = ok(await client.getNextSurveyItem(run.id))
  ) {
    ok(await client.answerSurveyItem(run.id, { objectSatisfiedId: next.item.id, value: answerFor(next) }));
  }
  return ok(await client.submitSurvey(run.id)).requestId;
}

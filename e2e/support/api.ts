// The API from Node: making the requester's account and request before the browsers start (the survey
// itself has its own end-to-end tests in apps/web).
import { randomBytes } from 'node:crypto';
import {
  createApiClient,
  isApiError,
  type AnswerValue,
  type ApiClient,
  type ApiError,
  type NextItem,
} from '@concierge/api-client';

/** A client with its own in-memory session against one instance. */
export function nodeClient(origin: string): { client: ApiClient; setToken(token: string): void } {
  let token: string | null = null;
  const client = createApiClient({
    baseUrl: origin,
    session: { getToken: () => token, getMfaToken: () => null, clear: () => (token = null) },
  });
  return { client, setToken: (value) => (token = value) };
}

export interface Requester {
  email: string;
  password: string;
  fullName: string;
  token: string;
}

/** A new requester, signed up through the API. */
export async function newRequester(origin: string): Promise<Requester> {
  const id = randomBytes(5).toString('hex');
  const person = {
    email: `conversation-${id}@example.test`,
    password: `Pw-${randomBytes(12).toString('hex')}`,
  };
  const { client } = nodeClient(origin);
  await client.signUp({ ...person, name: 'Rowan', last_name: `Asker ${id.slice(0, 4)}` });
  const { token } = await client.signIn(person.email, person.password);
  return { ...person, fullName: `Rowan Asker ${id.slice(0, 4)}`, token };
}

function answerFor(next: NextItem): AnswerValue {
  const { kind, options } = next.item;
  if (kind === 'choice') return options[0] ?? 'Other';
  if (kind === 'multi-choice') return options.slice(0, 1);
  if (kind === 'number') return '2';
  if (kind === 'date') return '2027-05-01';
  if (kind === 'email') return 'someone@example.test';
  if (kind === 'tel') return '+1 555 010 2030';
  if (kind === 'file') return null;
  return 'Answered before the conversation';
}

function ok<T>(value: T): Exclude<T, ApiError> {
  if (isApiError(value)) throw value;
  return value as Exclude<T, ApiError>;
}

/** Submits the seeded survey `surveyName` for the requester; answers the new request's id. */
export async function submittedRequest(origin: string, token: string, surveyName: string): Promise<number> {
  const { client, setToken } = nodeClient(origin);
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

// The API from Node, for the setup a test is not about: accounts and requests made through the real server.
import { randomBytes } from 'node:crypto';
import {
  createApiClient,
  isApiError,
  type AnswerValue,
  type ApiClient,
  type ApiError,
  type NextItem,
} from '@concierge/api-client';

export interface NodeClient {
  client: ApiClient;
  setToken(token: string | null): void;
  /** The MFA token a passed second factor gave the session (staff: second-factor.ts). */
  setMfaToken(mfaToken: string | null): void;
}

/** A client with its own in-memory session, talking to the server at `origin`. */
export function nodeClient(origin: string): NodeClient {
  let token: string | null = null;
  let mfaToken: string | null = null;
  const client = createApiClient({
    baseUrl: origin,
    session: {
      getToken: () => token,
      getMfaToken: () => mfaToken,
      clear: () => {
        token = null;
        mfaToken = null;
      },
    },
  });
  return { client, setToken: (value) => (token = value), setMfaToken: (value) => (mfaToken = value) };
}

/** A person with an account made for one test: unique, so tests never share state. */
export interface TestPerson {
  email: string;
  password: string;
  name: string;
  lastName: string;
  fullName: string;
  /** The session of the sign-up. */
  token: string;
}

/** Signs a new person up through the API (optionally in a company). */
export async function signUpThroughApi(origin: string, companySlug?: string): Promise<TestPerson> {
  const id = randomBytes(6).toString('hex');
  const person = {
    email: `e2e-${id}@example.test`,
    // Long and random: passes the server's length and common-password rules.
    password: `Pw-${randomBytes(12).toString('hex')}`,
    name: 'Robin',
    // The whole id, one word: unique enough to search for by name, and the same in a URL.
    lastName: `Tester-${id}`,
  };
  const { client } = nodeClient(origin);
  const { token } = await client.signUp({
    email: person.email,
    password: person.password,
    name: person.name,
    last_name: person.lastName,
    ...(companySlug ? { company_slug: companySlug } : {}),
  });
  return { ...person, fullName: `${person.name} ${person.lastName}`, token };
}

/** What {@link submittedRequestThroughApi} answers to every free-text question. */
export const SETUP_ANSWER = 'Answered by the e2e setup';

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
      return SETUP_ANSWER;
  }
}

function ok<T>(value: T | ApiError): T {
  if (isApiError(value)) throw value;
  return value as T;
}

/** Runs the seeded survey `surveyName` through the API for the person holding `token`; the new request. */
export async function submittedRequestThroughApi(
  origin: string,
  token: string,
  surveyName = 'Find a plumber',
): Promise<{ requestId: number; categoryId: number; surveyId: number }> {
  const { client, setToken } = nodeClient(origin);
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
  return { requestId, categoryId: category.id, surveyId: survey.id };
}

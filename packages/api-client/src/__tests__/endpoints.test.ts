// Every endpoint through its named function: the request it sends (method, path, headers, body) and how
// its answer is parsed. The mock server checks each body against the contract too (422 otherwise).
import { describe, expect, it } from 'vitest';
import { contract, type ApiClient, type EndpointName } from '../index.js';
import { credentials, fixtures } from '../mocks/index.js';
import { makeClient, useMockServer } from './harness.js';

const { sent } = useMockServer();

interface Case {
  fn: Exclude<keyof ApiClient, 'call'>;
  endpoint: EndpointName;
  method: string;
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  run: (api: ApiClient) => Promise<unknown>;
  expected: unknown;
}

const newPassword = 'a brand new passphrase';
const [open101, open102] = fixtures.requests.open;
const [inProgress103] = fixtures.requests.inProgress;
const [completed104] = fixtures.requests.completed;

async function answerAll(api: ApiClient, runId: number) {
  for (const item of fixtures.surveyItems)
    await api.answerSurveyItem(runId, { objectSatisfiedId: item.id, value: 'x' });
}

const cases: Case[] = [
  {
    fn: 'signIn',
    endpoint: 'signIn',
    method: 'POST',
    path: '/api/v1/users/sign_in',
    body: { user: { email: credentials.email, password: credentials.password } },
    run: (api) => api.signIn(credentials.email, credentials.password),
    expected: {
      token: credentials.sessionToken,
      expiresAt: fixtures.responses.signIn.expires_at,
      mfaRequiresVerification: false,
      mfaRequired: false,
      mfaEnrollmentAvailable: true,
    },
  },
  {
    fn: 'signUp',
    endpoint: 'signUp',
    method: 'POST',
    path: '/api/v1/users/sign_up',
    // terms_of_service is not passed: the client sends 1 (spec §5).
    body: {
      user: {
        email: 'grace@example.com',
        password: newPassword,
        name: 'Grace',
        last_name: 'Hopper',
        company_slug: 'acme',
        terms_of_service: 1,
      },
    },
    run: (api) =>
      api.signUp({
        email: 'grace@example.com',
        password: newPassword,
        name: 'Grace',
        last_name: 'Hopper',
        company_slug: 'acme',
      }),
    expected: {
      token: credentials.sessionToken,
      expiresAt: fixtures.responses.signUp.expires_at,
      email: 'grace@example.com',
      mfaEnrollmentAvailable: true,
    },
  },
  {
    fn: 'signOut',
    endpoint: 'signOut',
    method: 'DELETE',
    path: '/api/v1/users/sign_out',
    run: (api) => api.signOut(),
    expected: undefined,
  },
  {
    fn: 'requestPasswordReset',
    endpoint: 'requestPasswordReset',
    method: 'POST',
    path: '/api/v1/users/password',
    body: { user: { email: credentials.email } },
    run: (api) => api.requestPasswordReset(credentials.email),
    expected: undefined,
  },
  {
    fn: 'resetPassword',
    endpoint: 'resetPassword',
    method: 'PUT',
    path: '/api/v1/users/password',
    body: {
      reset_password_token: credentials.resetPasswordToken,
      password: newPassword,
      password_confirmation: newPassword,
    },
    run: (api) =>
      api.resetPassword({
        resetPasswordToken: credentials.resetPasswordToken,
        password: newPassword,
        passwordConfirmation: newPassword,
      }),
    expected: undefined,
  },
  {
    fn: 'getCurrentUser',
    endpoint: 'getCurrentUser',
    method: 'GET',
    path: '/api/v1/users/current',
    run: (api) => api.getCurrentUser(),
    expected: fixtures.user,
  },
  {
    fn: 'unlock',
    endpoint: 'unlock',
    method: 'GET',
    path: `/api/v1/users/unlock?unlock_token=${credentials.unlockToken}`,
    run: (api) => api.unlock(credentials.unlockToken),
    expected: undefined,
  },
  {
    fn: 'enrollMfa',
    endpoint: 'enrollMfa',
    method: 'POST',
    path: '/api/v1/mfa',
    body: { mfa_number: '+1 555 0100' },
    run: (api) => api.enrollMfa('+1 555 0100'),
    expected: undefined,
  },
  {
    fn: 'sendOtp',
    endpoint: 'sendOtp',
    method: 'POST',
    path: '/api/v1/mfa/send-otp',
    body: {},
    run: (api) => api.sendOtp(),
    expected: undefined,
  },
  {
    fn: 'verifyMfa',
    endpoint: 'verifyMfa',
    method: 'POST',
    path: '/api/v1/mfa/verify',
    body: { otp: credentials.otp },
    run: (api) => api.verifyMfa(credentials.otp),
    expected: credentials.mfaToken,
  },
  {
    fn: 'getRequest',
    endpoint: 'getRequest',
    method: 'GET',
    path: '/api/v1/requests/103',
    run: (api) => api.getRequest(103),
    expected: inProgress103,
  },
  {
    fn: 'getOpenRequests',
    endpoint: 'getOpenRequests',
    method: 'GET',
    path: '/api/v1/requests/open',
    run: (api) => api.getOpenRequests(),
    // 102 has no status: the open list's default fills it in (spec §3).
    expected: [open101, { ...open102, status: 'In Queue' }],
  },
  {
    fn: 'getInProgressRequests',
    endpoint: 'getInProgressRequests',
    method: 'GET',
    path: '/api/v1/requests/in_progress',
    run: (api) => api.getInProgressRequests(),
    expected: [inProgress103],
  },
  {
    fn: 'getCompletedRequests',
    endpoint: 'getCompletedRequests',
    method: 'GET',
    path: '/api/v1/requests/completed',
    run: (api) => api.getCompletedRequests(),
    expected: [completed104],
  },
  {
    fn: 'getRecommendedCategories',
    endpoint: 'getRecommendedCategories',
    method: 'GET',
    path: '/api/v1/recommended_request_categories',
    run: (api) => api.getRecommendedCategories(),
    expected: fixtures.categories,
  },
  {
    fn: 'getSurveyCategories',
    endpoint: 'getSurveyCategories',
    method: 'GET',
    path: '/api/v1/survey_categories',
    run: (api) => api.getSurveyCategories(),
    expected: fixtures.categories,
  },
  {
    fn: 'getCategoryRequestSurveys',
    endpoint: 'getCategoryRequestSurveys',
    method: 'GET',
    path: '/api/v1/survey_categories/2/request_surveys',
    run: (api) => api.getCategoryRequestSurveys(2),
    expected: {
      survey_category: { id: 2, name: 'Pets', description: 'Walkers, sitters and vets' },
      request_surveys: fixtures.categories[1]?.request_surveys,
    },
  },
  {
    fn: 'startUserRequestSurvey',
    endpoint: 'startUserRequestSurvey',
    method: 'POST',
    path: '/api/v1/request_surveys/11/user_request_surveys',
    body: { for_alpha: true },
    run: (api) => api.startUserRequestSurvey(11),
    expected: { id: 700, request_survey_id: 11, submitted: false, request_id: null },
  },
  {
    fn: 'getNextSurveyItem',
    endpoint: 'getNextSurveyItem',
    method: 'GET',
    path: '/api/v1/user_request_surveys/700/next_screen_item',
    run: async (api) => (await api.startUserRequestSurvey(11), api.getNextSurveyItem(700)),
    expected: {
      item: fixtures.surveyItems[0],
      optional: false,
      last_question: false,
      position: 1,
      total: 3,
      previous_item_id: null,
    },
  },
  {
    fn: 'answerSurveyItem',
    endpoint: 'answerSurveyItem',
    method: 'POST',
    path: '/api/v1/user_request_surveys/700/user_request_answers',
    body: {
      user_request_answer: { object_satisfied_id: 502, object_satisfied_type: 'Datum', value: 'This week' },
    },
    run: async (api) => (
      await api.startUserRequestSurvey(11),
      api.answerSurveyItem(700, { objectSatisfiedId: 502, value: 'This week' })
    ),
    expected: { id: 800, object_satisfied_id: 502, object_satisfied_type: 'Datum', value: 'This week' },
  },
  {
    fn: 'submitSurvey',
    endpoint: 'submitSurvey',
    method: 'POST',
    path: '/api/v1/user_request_surveys/700/submit',
    body: {},
    idempotencyKey: 'submit-700-1',
    run: async (api) => {
      await api.startUserRequestSurvey(11);
      await answerAll(api, 700);
      return api.submitSurvey(700, 'submit-700-1');
    },
    expected: { requestId: 105 },
  },
  {
    fn: 'createUpload',
    endpoint: 'createUpload',
    method: 'POST',
    path: '/api/v1/uploads/presigned_url',
    body: { upload: { filename: 'quote.pdf', content_type: 'application/pdf', size: 48_213 } },
    run: (api) => api.createUpload({ filename: 'quote.pdf', contentType: 'application/pdf', size: 48_213 }),
    expected: {
      ...fixtures.responses.createUpload,
      key: expect.stringMatching(/^uploads\/42\/[0-9a-f-]{36}$/),
    },
  },
  {
    fn: 'getQueue',
    endpoint: 'getQueue',
    method: 'GET',
    path: '/api/v1/concierge/requests?state=open&q=dog&limit=10',
    run: (api) => api.getQueue('open', { q: 'dog', limit: 10 }),
    expected: { requests: [open101], nextCursor: null },
  },
  {
    fn: 'getQueueRequest',
    endpoint: 'getQueueRequest',
    method: 'GET',
    path: '/api/v1/concierge/requests/104',
    run: (api) => api.getQueueRequest(104),
    expected: completed104,
  },
  {
    fn: 'postConciergeMessage',
    endpoint: 'postConciergeMessage',
    method: 'POST',
    path: '/api/v1/concierge/requests/101/messages',
    body: { message: { body_html: '<p>On it!</p>', attachment_keys: [fixtures.attachment.key] } },
    idempotencyKey: 'message-1',
    run: (api) =>
      api.postConciergeMessage(101, {
        bodyHtml: '<p>On it!</p>',
        attachmentKeys: [fixtures.attachment.key],
        idempotencyKey: 'message-1',
      }),
    expected: {
      id: 9100,
      body_html: '<p>On it!</p>',
      source_name: 'Grace (Concierge)',
      source: 'concierge',
      external_created_at: expect.any(String),
      attachments: [fixtures.attachment],
    },
  },
  {
    fn: 'moveRequest',
    endpoint: 'moveRequest',
    method: 'PATCH',
    path: '/api/v1/concierge/requests/101',
    body: { request: { state: 'completed' } },
    run: (api) => api.moveRequest(101, 'completed'),
    expected: { ...open101, state: 'completed', status: 'Completed' },
  },
];

describe('every endpoint', () => {
  it('the table covers every contract endpoint and every client function', () => {
    const { api } = makeClient();
    expect(cases.map((c) => c.endpoint).sort()).toEqual(Object.keys(contract).sort());
    const functions = Object.keys(api).filter((key) => key !== 'call');
    expect(cases.map((c) => c.fn).sort()).toEqual(functions.sort());
  });

  it.each(cases)('$fn sends $method $path and parses the answer', async (c) => {
    const { api, logger } = makeClient();
    const result = await c.run(api);
    expect(result).toEqual(c.expected);
    expect(logger.error).not.toHaveBeenCalled();

    const request = sent.at(-1);
    expect(request).toBeDefined();
    if (!request) return;
    expect(request.method).toBe(c.method);
    expect(request.path).toBe(c.path);
    expect(request.headers.get('authorization')).toBe('Bearer session-token');
    expect(request.headers.get('mfa-token')).toBe('mfa-token');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('content-type')).toBe(c.body === undefined ? null : 'application/json');
    expect(request.headers.get('idempotency-key')).toBe(c.idempotencyKey ?? null);
    expect(await request.body).toEqual(c.body);
  });
});

describe('headers and queries', () => {
  it('sends neither token header when the session has none', async () => {
    const { api } = makeClient({
      session: { getToken: () => null, getMfaToken: () => null, clear: () => {} },
    });
    await api.getSurveyCategories();
    expect(sent.at(-1)?.headers.has('authorization')).toBe(false);
    expect(sent.at(-1)?.headers.has('mfa-token')).toBe(false);
  });

  it('passes list paging through the query and drops unset values', async () => {
    const { api } = makeClient();
    expect(await api.getOpenRequests({ limit: 1 })).toEqual([open101]);
    expect(sent.at(-1)?.path).toBe('/api/v1/requests/open?limit=1');
    await api.getQueue('completed', { q: undefined, cursor: '0' });
    expect(sent.at(-1)?.path).toBe('/api/v1/concierge/requests?state=completed&cursor=0');
  });

  it('asks for one survey item again with item_id, to go back', async () => {
    const { api } = makeClient();
    await api.startUserRequestSurvey(21);
    await api.answerSurveyItem(700, { objectSatisfiedId: 501, value: 'Walks' });
    const back = await api.getNextSurveyItem(700, 501);
    expect(sent.at(-1)?.path).toBe('/api/v1/user_request_surveys/700/next_screen_item?item_id=501');
    expect(back).toMatchObject({ item: { id: 501, universal_answer: 'Walks' }, position: 1 });
  });

  it('joins a base URL with or without a trailing slash', async () => {
    const { api } = makeClient({ baseUrl: 'http://api.concierge.test/' });
    await api.getSurveyCategories();
    expect(sent.at(-1)?.path).toBe('/api/v1/survey_categories');
  });
});

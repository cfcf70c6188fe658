// Type tests (vitest typecheck): the signatures other packages code against.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiClient,
  ApiError,
  CallInput,
  CallResult,
  CurrentUser,
  Message,
  NextItem,
  RequestState,
  ServiceRequest,
  SurveyCategory,
  UserRequestAnswer,
  UserRequestSurvey,
  QueueItem,
} from './index.js';

declare const api: ApiClient;

describe('ApiClient signatures', () => {
  it('sign-in takes email, password and (the console) staffOnly, and resolves to the token and the MFA flags', () => {
    expectTypeOf(api.signIn).parameters.toEqualTypeOf<
      [email: string, password: string, options?: { staffOnly?: boolean }]
    >();
    expectTypeOf(api.signIn).returns.resolves.toEqualTypeOf<{
      token: string;
      expiresAt: string;
      mfaRequiresVerification: boolean;
      mfaRequired: boolean;
      mfaEnrollmentAvailable: boolean;
    }>();
  });

  it('sign-up makes terms_of_service optional and only 0 or 1', () => {
    const user = { email: 'a@b.c', password: 'p', name: 'A', last_name: 'B' };
    expectTypeOf(api.signUp).toBeCallableWith(user);
    // @ts-expect-error terms_of_service is 0 or 1
    void api.signUp({ ...user, terms_of_service: 2 });
  });

  it('api.call resolves to the answer the contract types, never to a fallback', () => {
    expectTypeOf<CallResult<'getOpenRequests'>['data']['requests']>().toEqualTypeOf<ServiceRequest[]>();
    expectTypeOf<CallResult<'getSurveyCategories'>['data']['survey_categories']>().toEqualTypeOf<
      SurveyCategory[]
    >();
    expectTypeOf(api.getCurrentUser).returns.resolves.toEqualTypeOf<CurrentUser>();
  });

  it('has no lenient or strict copies of an endpoint: api.call is the way in', () => {
    // @ts-expect-error the lenient list that gave [] on failure is gone
    void api.getOpenRequests;
  });

  it('survey calls resolve to the value or the ApiError', () => {
    expectTypeOf(api.startUserRequestSurvey).returns.resolves.toEqualTypeOf<UserRequestSurvey | ApiError>();
    expectTypeOf(api.getNextSurveyItem).returns.resolves.toEqualTypeOf<NextItem | null | ApiError>();
    expectTypeOf(api.answerSurveyItem).returns.resolves.toEqualTypeOf<UserRequestAnswer | ApiError>();
    expectTypeOf(api.submitSurvey).returns.resolves.toEqualTypeOf<{ requestId: number } | ApiError>();
  });

  it('concierge calls are typed by the request states', () => {
    expectTypeOf(api.moveRequest).parameter(1).toEqualTypeOf<RequestState>();
    // @ts-expect-error not a list
    void api.moveRequest(1, 'archived');
    expectTypeOf(api.getQueue).returns.resolves.toEqualTypeOf<{
      requests: QueueItem[];
      nextCursor: string | null;
    }>();
    expectTypeOf(api.postConciergeMessage).returns.resolves.toEqualTypeOf<Message>();
  });

  it('the strict `call` types each endpoint from the contract', () => {
    expectTypeOf<CallResult<'getRequest'>['data']>().toEqualTypeOf<{
      request: ServiceRequest;
      reply_within_minutes: number | null;
    }>();
    expectTypeOf<CallInput<'signOut'>>().toMatchTypeOf<{ idempotencyKey?: string }>();
    // @ts-expect-error getRequest needs its id
    void api.call('getRequest', {});
    // @ts-expect-error sign-in needs a body
    void api.call('signIn', {});
    expectTypeOf(api.call('verifyMfa', { body: { otp: '123456' } })).resolves.toEqualTypeOf<
      CallResult<'verifyMfa'>
    >();
  });
});

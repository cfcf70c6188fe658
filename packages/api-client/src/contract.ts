import type { z } from 'zod';
import { NoBody, SuccessBody } from './schemas/common.js';
import {
  CurrentUserResponse,
  PasswordResetRequestBody,
  ResetPasswordBody,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
  UnlockQuery,
} from './schemas/users.js';
import { MfaEnrollBody, MfaVerifyBody, MfaVerifyResponse } from './schemas/mfa.js';
import { IdParams, RequestListQuery, RequestListResponse, RequestResponse } from './schemas/requests.js';
import {
  AnswerBody,
  AnswerResponse,
  CategoryRequestSurveysResponse,
  NextItemQuery,
  NextItemResponse,
  RecommendedCategoriesResponse,
  StartSurveyBody,
  StartSurveyResponse,
  SubmitResponse,
  SurveyCategoriesResponse,
} from './schemas/surveys.js';
import { PresignBody, PresignResponse } from './schemas/uploads.js';
import {
  MoveRequestBody,
  PostMessageBody,
  PostMessageResponse,
  QueueCountsQuery,
  QueueCountsResponse,
  QueueQuery,
} from './schemas/concierge.js';

/** Who may call an endpoint: anyone, a signed-in user, or a concierge. */
export type Access = 'public' | 'user' | 'concierge';

/** One endpoint of the API: the server registers it, the client calls it, both from this one table. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path with `:name` parameters, e.g. `/api/v1/requests/:id`. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** The whole API (spec §7, plus the concierge's side of issue 8 and the conversation of issue 10). */
export const contract = {
  signIn: {
    method: 'POST',
    path: '/api/v1/users/sign_in',
    access: 'public',
    body: SignInBody,
    response: SignInResponse,
  },
  signUp: {
    method: 'POST',
    path: '/api/v1/users/sign_up',
    access: 'public',
    body: SignUpBody,
    response: SignUpResponse,
  },
  signOut: { method: 'DELETE', path: '/api/v1/users/sign_out', access: 'user', response: SuccessBody },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/v1/users/password',
    access: 'public',
    body: PasswordResetRequestBody,
    response: SuccessBody,
  },
  resetPassword: {
    method: 'PUT',
    path: '/api/v1/users/password',
    access: 'public',
    body: ResetPasswordBody,
    response: SuccessBody,
  },
  getCurrentUser: {
    method: 'GET',
    path: '/api/v1/users/current',
    access: 'user',
    response: CurrentUserResponse,
  },
  unlock: {
    method: 'GET',
    path: '/api/v1/users/unlock',
    access: 'public',
    query: UnlockQuery,
    response: SuccessBody,
  },
  enrollMfa: {
    method: 'POST',
    path: '/api/v1/mfa',
    access: 'user',
    body: MfaEnrollBody,
    response: SuccessBody,
  },
  sendOtp: {
    method: 'POST',
    path: '/api/v1/mfa/send-otp',
    access: 'user',
    body: NoBody,
    response: SuccessBody,
  },
  verifyMfa: {
    method: 'POST',
    path: '/api/v1/mfa/verify',
    access: 'user',
    body: MfaVerifyBody,
    response: MfaVerifyResponse,
  },
  getRequest: {
    method: 'GET',
    path: '/api/v1/requests/:id',
    access: 'user',
    params: IdParams,
    response: RequestResponse,
  },
  getOpenRequests: {
    method: 'GET',
    path: '/api/v1/requests/open',
    access: 'user',
    query: RequestListQuery,
    response: RequestListResponse,
  },
  getInProgressRequests: {
    method: 'GET',
    path: '/api/v1/requests/in_progress',
    access: 'user',
    query: RequestListQuery,
    response: RequestListResponse,
  },
  getCompletedRequests: {
    method: 'GET',
    path: '/api/v1/requests/completed',
    access: 'user',
    query: RequestListQuery,
    response: RequestListResponse,
  },
  /** The requester's reply (issue 10); replying to a completed request reopens it. */
  postRequestMessage: {
    method: 'POST',
    path: '/api/v1/requests/:id/messages',
    access: 'user',
    params: IdParams,
    body: PostMessageBody,
    response: PostMessageResponse,
  },
  /** The requester marks their request completed (issue 10); already completed changes nothing. */
  completeRequest: {
    method: 'POST',
    path: '/api/v1/requests/:id/complete',
    access: 'user',
    params: IdParams,
    body: NoBody,
    response: RequestResponse,
  },
  getRecommendedCategories: {
    method: 'GET',
    path: '/api/v1/recommended_request_categories',
    access: 'user',
    response: RecommendedCategoriesResponse,
  },
  getSurveyCategories: {
    method: 'GET',
    path: '/api/v1/survey_categories',
    access: 'user',
    response: SurveyCategoriesResponse,
  },
  getCategoryRequestSurveys: {
    method: 'GET',
    path: '/api/v1/survey_categories/:id/request_surveys',
    access: 'user',
    params: IdParams,
    response: CategoryRequestSurveysResponse,
  },
  startUserRequestSurvey: {
    method: 'POST',
    path: '/api/v1/request_surveys/:id/user_request_surveys',
    access: 'user',
    params: IdParams,
    body: StartSurveyBody,
    response: StartSurveyResponse,
  },
  getNextSurveyItem: {
    method: 'GET',
    path: '/api/v1/user_request_surveys/:id/next_screen_item',
    access: 'user',
    params: IdParams,
    query: NextItemQuery,
    response: NextItemResponse,
  },
  answerSurveyItem: {
    method: 'POST',
    path: '/api/v1/user_request_surveys/:id/user_request_answers',
    access: 'user',
    params: IdParams,
    body: AnswerBody,
    response: AnswerResponse,
  },
  submitSurvey: {
    method: 'POST',
    path: '/api/v1/user_request_surveys/:id/submit',
    access: 'user',
    params: IdParams,
    body: NoBody,
    response: SubmitResponse,
  },
  createUpload: {
    method: 'POST',
    path: '/api/v1/uploads/presigned_url',
    access: 'user',
    body: PresignBody,
    response: PresignResponse,
  },
  getQueue: {
    method: 'GET',
    path: '/api/v1/concierge/requests',
    access: 'concierge',
    query: QueueQuery,
    response: RequestListResponse,
  },
  getQueueCounts: {
    method: 'GET',
    path: '/api/v1/concierge/requests/counts',
    access: 'concierge',
    query: QueueCountsQuery,
    response: QueueCountsResponse,
  },
  getQueueRequest: {
    method: 'GET',
    path: '/api/v1/concierge/requests/:id',
    access: 'concierge',
    params: IdParams,
    response: RequestResponse,
  },
  postConciergeMessage: {
    method: 'POST',
    path: '/api/v1/concierge/requests/:id/messages',
    access: 'concierge',
    params: IdParams,
    body: PostMessageBody,
    response: PostMessageResponse,
  },
  moveRequest: {
    method: 'PATCH',
    path: '/api/v1/concierge/requests/:id',
    access: 'concierge',
    params: IdParams,
    body: MoveRequestBody,
    response: RequestResponse,
  },
} as const satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

// The endpoints of categories and the survey run that makes a request: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { NoBody } from '../schemas/common.js';
import { IdParams } from '../schemas/requests.js';
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
} from '../schemas/surveys.js';
import type { Endpoint } from './endpoint.js';

export const surveysDefinitions = {
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
} as const satisfies Record<string, Endpoint>;

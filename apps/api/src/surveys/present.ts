import type {
  RequestSurvey,
  SurveyCategory,
  SurveyCategorySummary,
  UserRequestSurvey,
} from '@concierge/api-client';
import type { RequestSurveyRow, SurveyCategoryRow, UserRequestSurveyRow } from './tables.js';

export const toCategorySummary = (category: SurveyCategoryRow): SurveyCategorySummary => ({
  id: category.id,
  name: category.name,
  description: category.description,
});

export const toRequestSurvey = (survey: RequestSurveyRow): RequestSurvey => ({
  id: survey.id,
  name: survey.name,
  description: survey.description,
  for_alpha: survey.forAlpha,
});

/** Categories with every one of their surveys: the client picks the for_alpha ones (docs/validation.md#validation-rules), not us. */
export function toCategories(categories: SurveyCategoryRow[], surveys: RequestSurveyRow[]): SurveyCategory[] {
  return categories.map((category) => ({
    ...toCategorySummary(category),
    request_surveys: surveys.filter((survey) => survey.categoryId === category.id).map(toRequestSurvey),
  }));
}

export const toUserRequestSurvey = (
  run: UserRequestSurveyRow,
  requestId: number | null,
): UserRequestSurvey => ({
  id: run.id,
  request_survey_id: run.requestSurveyId,
  submitted: run.submittedAt !== null,
  request_id: requestId,
});

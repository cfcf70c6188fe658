import { SUGGESTED_SURVEYS_PER_CATEGORY } from './constants.js';
import type { SurveyCategory } from './schemas/surveys.js';

/** What the dashboard suggests: only `for_alpha` surveys, at most 3 per category; empty categories dropped. */
export function selectSuggestedSurveys(categories: readonly SurveyCategory[]): SurveyCategory[] {
  return categories
    .map((category) => ({
      ...category,
      request_surveys: category.request_surveys
        .filter((survey) => survey.for_alpha)
        .slice(0, SUGGESTED_SURVEYS_PER_CATEGORY),
    }))
    .filter((category) => category.request_surveys.length > 0);
}

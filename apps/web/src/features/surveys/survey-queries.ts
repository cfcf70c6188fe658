import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@concierge/api-client';

export const surveyKeys = {
  recommended: ['survey-categories', 'recommended'] as const,
  categories: ['survey-categories', 'all'] as const,
  category: (id: number) => ['survey-categories', id] as const,
  item: (runId: number, itemId: number | null) => ['survey-runs', runId, 'item', itemId ?? 'next'] as const,
};

/** The dashboard's suggested categories (strict: the dashboard shows an error state). */
export function recommendedCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: surveyKeys.recommended,
    queryFn: async () => (await api.call('getRecommendedCategories', {})).data.recommended_request_categories,
  });
}

/** Every category, for browsing; changes rarely. */
export function surveyCategoriesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: surveyKeys.categories,
    queryFn: async () => (await api.call('getSurveyCategories', {})).data.survey_categories,
    staleTime: 5 * 60_000,
  });
}

/** One category and its request surveys. */
export function categoryQuery(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: surveyKeys.category(id),
    queryFn: async () => (await api.call('getCategoryRequestSurveys', { params: { id } })).data,
  });
}

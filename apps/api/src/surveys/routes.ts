import type { RegisterDomain } from '../app-context.js';
import { idempotent } from '../idempotency/idempotency.js';
import { notFound } from '../requests/service.js';
import { toCategories, toCategorySummary, toRequestSurvey } from './present.js';
import { findCategory, listCategories, listRequestSurveys } from './queries.js';
import { answerItem, nextItem, startRun, submitRun } from './service.js';

/** Survey categories, request surveys and a user's runs of them (docs/api.md#calls). */
export const registerSurveyRoutes: RegisterDomain = (context) => {
  const { endpoint, db } = context;

  endpoint('getSurveyCategories', {}, async () => ({
    survey_categories: toCategories(await listCategories(db), await listRequestSurveys(db)),
  }));

  // Every survey of every recommended category: the client keeps the for_alpha ones, 3 at most (docs/validation.md#validation-rules).
  endpoint('getRecommendedCategories', {}, async () => ({
    success: true as const,
    recommended_request_categories: toCategories(
      await listCategories(db, { recommendedOnly: true }),
      await listRequestSurveys(db),
    ),
  }));

  endpoint('getCategoryRequestSurveys', {}, async ({ params }) => {
    const category = await findCategory(db, params.id);
    if (!category) throw notFound();
    return {
      survey_category: toCategorySummary(category),
      request_surveys: (await listRequestSurveys(db, category.id)).map(toRequestSurvey),
    };
  });

  endpoint('startUserRequestSurvey', {}, async ({ params, caller }) => ({
    success: true as const,
    user_request_survey: await startRun(context, caller.user, params.id),
  }));

  endpoint('getNextSurveyItem', {}, async ({ params, query, caller }) => ({
    next_item: await nextItem(context, caller.user, params.id, query.item_id),
  }));

  endpoint('answerSurveyItem', {}, async ({ params, body, caller }) => ({
    success: true as const,
    user_request_answer: await answerItem(context, caller.user, params.id, body.user_request_answer),
  }));

  endpoint(
    'submitSurvey',
    {},
    idempotent(context, 'submitSurvey', async ({ params, caller }) => ({
      success: true as const,
      request_id: await submitRun(context, caller.user, params.id),
    })),
  );
};

import { z } from './zod.js';
import { Id } from './common.js';
import { ANSWER_OBJECT_TYPE } from '../constants.js';

export const RequestSurvey = z.object({
  id: Id,
  name: z.string(),
  description: z.string().default(''),
  for_alpha: z.boolean(),
});
export type RequestSurvey = z.infer<typeof RequestSurvey>;

export const SurveyCategorySummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string().default(''),
});
export type SurveyCategorySummary = z.infer<typeof SurveyCategorySummary>;

export const SurveyCategory = SurveyCategorySummary.extend({ request_surveys: z.array(RequestSurvey) });
export type SurveyCategory = z.infer<typeof SurveyCategory>;

export const RecommendedCategoriesResponse = z.object({
  success: z.literal(true),
  recommended_request_categories: z.array(SurveyCategory),
});
export type RecommendedCategoriesResponse = z.infer<typeof RecommendedCategoriesResponse>;

export const SurveyCategoriesResponse = z.object({ survey_categories: z.array(SurveyCategory) });
export type SurveyCategoriesResponse = z.infer<typeof SurveyCategoriesResponse>;

export const CategoryRequestSurveysResponse = z.object({
  survey_category: SurveyCategorySummary,
  request_surveys: z.array(RequestSurvey),
});
export type CategoryRequestSurveysResponse = z.infer<typeof CategoryRequestSurveysResponse>;

export const StartSurveyBody = z.object({ for_alpha: z.literal(true) });
export type StartSurveyBody = z.infer<typeof StartSurveyBody>;

export const UserRequestSurvey = z.object({
  id: Id,
  request_survey_id: Id,
  submitted: z.boolean(),
  /** Set once submitted: the request it created. */
  request_id: Id.nullable(),
});
export type UserRequestSurvey = z.infer<typeof UserRequestSurvey>;

export const StartSurveyResponse = z.object({
  success: z.literal(true),
  user_request_survey: UserRequestSurvey,
});
export type StartSurveyResponse = z.infer<typeof StartSurveyResponse>;

/** The kinds of question a survey item asks; the web app needs one input per kind. */
export const ItemKind = z.enum([
  'text',
  'textarea',
  'number',
  'date',
  'email',
  'tel',
  'choice',
  'multi-choice',
  'file',
]);
export type ItemKind = z.infer<typeof ItemKind>;

/** What an answer holds: text, several choices, or null for a skipped optional item. */
export const AnswerValue = z.union([z.string().max(10_000), z.array(z.string().max(500)).max(50), z.null()]);
export type AnswerValue = z.infer<typeof AnswerValue>;

export const SurveyItem = z.object({
  /** The datum's id: answers name it as `object_satisfied_id`. */
  id: Id,
  question: z.string(),
  /** The user's latest answer to the same datum (in this or an earlier survey), prefilled. */
  universal_answer: AnswerValue.default(null),
  kind: ItemKind.default('text'),
  options: z.array(z.string()).default([]),
  description: z.string().default(''),
});
export type SurveyItem = z.infer<typeof SurveyItem>;

export const NextItem = z.object({
  item: SurveyItem,
  optional: z.boolean(),
  last_question: z.boolean(),
  /** Additive: 1-based position and count, for a progress bar, and the item before, for "Back". */
  position: z.number().int().positive().optional(),
  total: z.number().int().positive().optional(),
  previous_item_id: Id.nullable().default(null),
});
export type NextItem = z.infer<typeof NextItem>;

/** `item_id` (additive) asks for one item again, to go back; without it the first unanswered comes. */
export const NextItemQuery = z.object({ item_id: Id.optional() });
export type NextItemQuery = z.infer<typeof NextItemQuery>;

export const NextItemResponse = z.object({ next_item: NextItem.nullable() });
export type NextItemResponse = z.infer<typeof NextItemResponse>;

export const AnswerBody = z.object({
  user_request_answer: z.object({
    object_satisfied_id: Id,
    object_satisfied_type: z.literal(ANSWER_OBJECT_TYPE),
    value: AnswerValue,
  }),
});
export type AnswerBody = z.infer<typeof AnswerBody>;

export const UserRequestAnswer = z.object({
  id: Id,
  object_satisfied_id: Id,
  object_satisfied_type: z.literal(ANSWER_OBJECT_TYPE),
  value: AnswerValue,
});
export type UserRequestAnswer = z.infer<typeof UserRequestAnswer>;

export const AnswerResponse = z.object({ success: z.literal(true), user_request_answer: UserRequestAnswer });
export type AnswerResponse = z.infer<typeof AnswerResponse>;

export const SubmitResponse = z.object({ success: z.literal(true), request_id: Id });
export type SubmitResponse = z.infer<typeof SubmitResponse>;

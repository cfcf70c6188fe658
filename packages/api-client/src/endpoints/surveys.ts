import { ANSWER_OBJECT_TYPE } from '../constants.js';
import type { CallInput } from '../http.js';
import type { AnswerValue } from '../schemas/surveys.js';
import { orError, type EndpointContext } from './failure-policies.js';

/**
 * The survey run (returns the {@link ApiError}). The categories are read with `api.call('getSurveyCategories'
 * | 'getRecommendedCategories' | 'getCategoryRequestSurveys', …)` (docs/api.md#calls).
 */
export function surveyEndpoints({ call }: EndpointContext) {
  return {
    /** Starts a run of a request survey (`for_alpha: true`); resolves to the run or the error. */
    startUserRequestSurvey: (requestSurveyId: number) =>
      orError(
        async () =>
          (
            await call('startUserRequestSurvey', {
              params: { id: requestSurveyId },
              body: { for_alpha: true },
            })
          ).data.user_request_survey,
      ),
    /** The next unanswered item, or `itemId` again (to go back); `null` when the survey is done. */
    getNextSurveyItem: (userRequestSurveyId: number, itemId?: number) =>
      orError(
        async () =>
          (
            await call('getNextSurveyItem', {
              params: { id: userRequestSurveyId },
              query: itemId ? { item_id: itemId } : {},
            })
          ).data.next_item,
      ),
    /** Answers one item (a `Datum`); `value` null skips an optional item. */
    answerSurveyItem: (
      userRequestSurveyId: number,
      answer: { objectSatisfiedId: number; value: AnswerValue },
    ) =>
      orError(
        async () =>
          (
            await call('answerSurveyItem', {
              params: { id: userRequestSurveyId },
              body: {
                user_request_answer: {
                  object_satisfied_id: answer.objectSatisfiedId,
                  object_satisfied_type: ANSWER_OBJECT_TYPE,
                  value: answer.value,
                },
              },
            })
          ).data.user_request_answer,
      ),
    /** Submits once: the same `idempotencyKey` on a retry replays the first answer. */
    submitSurvey: (userRequestSurveyId: number, idempotencyKey?: string) =>
      orError(async () => {
        const input: CallInput<'submitSurvey'> = { params: { id: userRequestSurveyId }, body: {} };
        if (idempotencyKey) input.idempotencyKey = idempotencyKey;
        return { requestId: (await call('submitSurvey', input)).data.request_id };
      }),
  };
}

import type { AnswerValue, NextItem, UserRequestAnswer } from '@concierge/api-client';
import { ANSWER_OBJECT_TYPE } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { HttpError } from '../http/errors.js';
import { findRequestBySurveyRun } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { requireUploaded } from '../uploads/service.js';
import { answerValue, checkAnswer, storedAnswer, type StoredAnswer } from './answer-rules.js';
import { SURVEY_ERRORS } from './texts.js';
import { toUserRequestSurvey } from './present.js';
import {
  findRequestSurvey,
  findRun,
  latestAnswer,
  listSurveyItems,
  runAnswers,
  saveAnswer,
  startOrResumeRun,
  type SurveyItemRow,
} from './queries.js';
import { createRequestFromRun } from './submit.js';

const alreadySubmitted = () =>
  new HttpError(409, SURVEY_ERRORS.alreadySubmitted, { code: 'already-submitted' });

/** Starts a run of a request survey, or resumes the user's unsubmitted one (a reload loses nothing). */
export async function startRun(context: AppContext, user: UserRow, requestSurveyId: number) {
  const survey = await findRequestSurvey(context.db, requestSurveyId);
  if (!survey) throw notFound();
  return toUserRequestSurvey(await startOrResumeRun(context.db, user.id, survey.id, context.now()), null);
}

/** The prefill of an item: never a file (a key alone cannot show which file it was). */
async function universalAnswer(
  context: AppContext,
  userId: number,
  item: SurveyItemRow,
): Promise<AnswerValue> {
  if (item.datum.kind === 'file') return null;
  const latest = await latestAnswer(context.db, userId, item.datum.id);
  return latest ? answerValue(storedAnswer(latest)) : null;
}

/**
 * The item to show (docs/sign-in.md#sign-in-states: one at a time): the one asked for by `itemId` (going back; prefilled with
 * this run's answer), else the first unanswered (prefilled with the user's latest answer to its datum);
 * null once every item is answered or the run is submitted.
 */
export async function nextItem(
  context: AppContext,
  user: UserRow,
  runId: number,
  itemId: number | undefined,
): Promise<NextItem | null> {
  const run = await findRun(context.db, runId, user.id);
  if (!run) throw notFound();
  if (run.submittedAt) return null;
  const items = await listSurveyItems(context.db, run.requestSurveyId);
  const answers = new Map((await runAnswers(context.db, run.id)).map((row) => [row.datumId, row]));
  const index =
    itemId === undefined
      ? items.findIndex((item) => !answers.has(item.datum.id))
      : items.findIndex((item) => item.datum.id === itemId);
  const item = items[index];
  if (!item) {
    if (itemId !== undefined) throw notFound();
    return null;
  }
  const ownAnswer = answers.get(item.datum.id);
  return {
    item: {
      id: item.datum.id,
      question: item.datum.question,
      universal_answer: ownAnswer
        ? answerValue(storedAnswer(ownAnswer))
        : await universalAnswer(context, user.id, item),
      kind: item.datum.kind,
      options: item.datum.options,
      description: item.datum.description,
    },
    optional: item.optional,
    last_question: index === items.length - 1,
    position: index + 1,
    total: items.length,
    previous_item_id: items[index - 1]?.datum.id ?? null,
  };
}

/** Checks an answer against its item (kind, options, required; a file must be the user's upload). */
async function checkedAnswer(
  context: AppContext,
  user: UserRow,
  item: SurveyItemRow,
  value: AnswerValue,
): Promise<StoredAnswer> {
  const path = 'body.user_request_answer.value';
  const check = checkAnswer(
    { kind: item.datum.kind, options: item.datum.options, optional: item.optional },
    value,
  );
  if (!check.ok) {
    throw new HttpError(422, check.message, {
      code: 'invalid-answer',
      issues: [{ path, message: String(check.message) }],
    });
  }
  if (item.datum.kind === 'file' && check.answer && 'text' in check.answer) {
    await requireUploaded(context, user, check.answer.text, path);
  }
  return check.answer;
}

/** Records an answer as it is given; a submitted run is closed (409). */
export async function answerItem(
  context: AppContext,
  user: UserRow,
  runId: number,
  input: { object_satisfied_id: number; value: AnswerValue },
): Promise<UserRequestAnswer> {
  const run = await findRun(context.db, runId, user.id);
  if (!run) throw notFound();
  if (run.submittedAt) throw alreadySubmitted();
  const item = (await listSurveyItems(context.db, run.requestSurveyId)).find(
    (candidate) => candidate.datum.id === input.object_satisfied_id,
  );
  if (!item) {
    const path = 'body.user_request_answer.object_satisfied_id';
    throw new HttpError(422, SURVEY_ERRORS.unknownItem, {
      code: 'unknown-item',
      issues: [{ path, message: SURVEY_ERRORS.unknownItem }],
    });
  }
  const answer = await checkedAnswer(context, user, item, input.value);
  const saved = await context.db.transaction(async (tx) => {
    // Locked against a concurrent submit: an answer lands before the request is made, or is refused.
    const locked = await findRun(tx, run.id, user.id, { forUpdate: true });
    if (!locked || locked.submittedAt) throw alreadySubmitted();
    return saveAnswer(tx, {
      runId: run.id,
      userId: user.id,
      datumId: item.datum.id,
      answer,
      at: context.now(),
    });
  });
  return {
    id: saved.id,
    object_satisfied_id: saved.datumId,
    object_satisfied_type: ANSWER_OBJECT_TYPE,
    value: answerValue(storedAnswer(saved)),
  };
}

/**
 * Submits a run: exactly one request per run, in the open list, however often or concurrently this is
 * called; the same request id every time.
 */
export async function submitRun(context: AppContext, user: UserRow, runId: number): Promise<number> {
  const run = await findRun(context.db, runId, user.id);
  if (!run) throw notFound();
  if (run.submittedAt) {
    const existing = await findRequestBySurveyRun(context.db, run.id);
    if (existing) return existing.id;
  }
  const requestId = await createRequestFromRun(context, user.id, run.id);
  // A retry of a submitted run tells nobody again; a new request reaches the team's queue at once.
  if (!run.submittedAt) context.live.requestChanged({ id: requestId, userId: user.id });
  return requestId;
}

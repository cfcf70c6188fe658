import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { Notifier } from '../notifications/notifier.js';
import type { WebhookEvents } from '../webhooks/emit.js';
import type { RequestCreatedHook } from '../requests/life-hooks.js';
import { findRequestBySurveyRun } from '../requests/queries.js';
import { notFound } from '../requests/service.js';
import { requests, type StoredDetail } from '../requests/tables.js';
import { findUploadsByKeys } from '../uploads/queries.js';
import type { UploadRow } from '../uploads/tables.js';
import { storedAnswer, type StoredAnswer } from './answer-rules.js';
import { SURVEY_ERRORS } from './texts.js';
import {
  findRequestSurvey,
  findRun,
  listSurveyItems,
  markRunSubmitted,
  runAnswers,
  type SurveyItemRow,
} from './queries.js';

/** What making a request needs: the database and the clock (the seed passes its own). */
export interface SubmitDeps {
  db: Db;
  now: () => Date;
  /** The team's email for a new request; the seed has none (no email for demo data). */
  notifications?: Notifier;
  /** Outbound webhooks' `request.created`; the seed has none. */
  webhooks?: WebhookEvents | undefined;
  /** What follows a new request (service levels, routing: requests/life-hooks.ts); the seed has none. */
  onRequestCreated?: readonly RequestCreatedHook[] | undefined;
}

/** The request's details: one per answered item, in item order; skipped items are left out. */
function buildDetails(
  items: SurveyItemRow[],
  answers: Map<number, StoredAnswer>,
  files: Map<string, UploadRow>,
): StoredDetail[] {
  return items.flatMap((item): StoredDetail[] => {
    const answer = answers.get(item.datum.id) ?? null;
    if (answer === null) return [];
    if ('list' in answer)
      return [{ question: item.datum.question, answer: answer.list.join(', '), attachment: null }];
    const file = item.datum.kind === 'file' ? files.get(answer.text) : undefined;
    if (!file) return [{ question: item.datum.question, answer: answer.text, attachment: null }];
    return [
      {
        question: item.datum.question,
        answer: file.originalName,
        attachment: {
          key: file.key,
          filename: file.originalName,
          content_type: file.contentType,
          size: file.size,
        },
      },
    ];
  });
}

/**
 * Makes the request of a run in one transaction: the run is locked, every required item must be
 * answered (422 otherwise), and the request is inserted once (a unique run id, ON CONFLICT DO NOTHING),
 * so a retry or a concurrent submit gets the same request.
 */
export async function createRequestFromRun(deps: SubmitDeps, userId: number, runId: number): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const run = await findRun(tx, runId, userId, { forUpdate: true });
    if (!run) throw notFound();
    const existing = await findRequestBySurveyRun(tx, run.id);
    if (existing) return existing.id;

    const survey = await findRequestSurvey(tx, run.requestSurveyId);
    if (!survey) throw notFound();
    const items = await listSurveyItems(tx, run.requestSurveyId);
    const answers = new Map((await runAnswers(tx, run.id)).map((row) => [row.datumId, storedAnswer(row)]));
    const missing = items.filter((item) => !item.optional && (answers.get(item.datum.id) ?? null) === null);
    if (missing.length > 0) {
      throw new HttpError(422, SURVEY_ERRORS.incomplete, {
        code: 'survey-incomplete',
        issues: missing.map((item) => ({ path: `items.${item.datum.id}`, message: item.datum.question })),
      });
    }
    const fileKeys = items.flatMap((item) => {
      const answer = answers.get(item.datum.id);
      return item.datum.kind === 'file' && answer && 'text' in answer ? [answer.text] : [];
    });
    const files = new Map((await findUploadsByKeys(tx, fileKeys)).map((upload) => [upload.key, upload]));
    const details = buildDetails(items, answers, files);

    const at = deps.now();
    const searchText = [survey.name, ...details.map((detail) => `${detail.question} ${detail.answer}`)]
      .join('\n')
      .toLowerCase();
    const [inserted] = await tx
      .insert(requests)
      .values({
        userId,
        userRequestSurveyId: run.id,
        title: survey.name,
        state: 'open',
        details,
        searchText,
        createdAt: at,
        updatedAt: at,
        waitingSince: at,
      })
      .onConflictDoNothing({ target: requests.userRequestSurveyId })
      .returning({ id: requests.id });
    await markRunSubmitted(tx, run.id, at);
    if (inserted) {
      await deps.notifications?.requestCreated(tx, inserted.id);
      await deps.webhooks?.requestCreated(tx, inserted.id, at);
      for (const hook of deps.onRequestCreated ?? []) await hook(tx, inserted.id, at);
      return inserted.id;
    }
    const raced = await findRequestBySurveyRun(tx, run.id);
    if (!raced) throw new Error('the request of the run vanished');
    return raced.id;
  });
}

import { and, asc, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { StoredAnswer } from './answer-rules.js';
import {
  data,
  requestSurveys,
  surveyCategories,
  surveyItems,
  userRequestAnswers,
  userRequestSurveys,
} from './tables.js';

/** Categories in display order; only the recommended ones when asked. */
export async function listCategories(db: Db, options: { recommendedOnly?: boolean } = {}) {
  return db
    .select()
    .from(surveyCategories)
    .where(options.recommendedOnly ? eq(surveyCategories.recommended, true) : undefined)
    .orderBy(asc(surveyCategories.position), asc(surveyCategories.id));
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(surveyCategories).where(eq(surveyCategories.id, id));
  return row;
}

/** Every request survey (of one category when given), in display order. */
export async function listRequestSurveys(db: Db, categoryId?: number) {
  return db
    .select()
    .from(requestSurveys)
    .where(categoryId === undefined ? undefined : eq(requestSurveys.categoryId, categoryId))
    .orderBy(asc(requestSurveys.position), asc(requestSurveys.id));
}

export async function findRequestSurvey(db: Db, id: number) {
  const [row] = await db.select().from(requestSurveys).where(eq(requestSurveys.id, id));
  return row;
}

/** A survey's items in order, each with its datum (the question). */
export async function listSurveyItems(db: Db, requestSurveyId: number) {
  return db
    .select({ position: surveyItems.position, optional: surveyItems.optional, datum: data })
    .from(surveyItems)
    .innerJoin(data, eq(data.id, surveyItems.datumId))
    .where(eq(surveyItems.requestSurveyId, requestSurveyId))
    .orderBy(asc(surveyItems.position));
}
export type SurveyItemRow = Awaited<ReturnType<typeof listSurveyItems>>[number];

/**
 * Starts a run, or answers the user's unsubmitted run of the same survey: one open run per user and
 * survey (a partial unique index), even when started twice at once.
 */
export async function startOrResumeRun(db: Db, userId: number, requestSurveyId: number, at: Date) {
  const [started] = await db
    .insert(userRequestSurveys)
    .values({ userId, requestSurveyId, createdAt: at })
    .onConflictDoNothing({
      target: [userRequestSurveys.userId, userRequestSurveys.requestSurveyId],
      where: isNull(userRequestSurveys.submittedAt),
    })
    .returning();
  if (started) return started;
  const [open] = await db
    .select()
    .from(userRequestSurveys)
    .where(
      and(
        eq(userRequestSurveys.userId, userId),
        eq(userRequestSurveys.requestSurveyId, requestSurveyId),
        isNull(userRequestSurveys.submittedAt),
      ),
    );
  if (!open) throw new Error('the open run vanished');
  return open;
}

/** A user's run (never another user's), locked for the transaction when asked. */
export async function findRun(db: Db, id: number, userId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(userRequestSurveys)
    .where(and(eq(userRequestSurveys.id, id), eq(userRequestSurveys.userId, userId)));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function markRunSubmitted(tx: Db, id: number, at: Date): Promise<void> {
  await tx.update(userRequestSurveys).set({ submittedAt: at }).where(eq(userRequestSurveys.id, id));
}

/** A run's answers, by datum id. */
export async function runAnswers(db: Db, runId: number) {
  return db.select().from(userRequestAnswers).where(eq(userRequestAnswers.userRequestSurveyId, runId));
}

/** Records (or replaces) the run's answer to a datum. */
export async function saveAnswer(
  tx: Db,
  values: { runId: number; userId: number; datumId: number; answer: StoredAnswer; at: Date },
) {
  const columns = {
    valueText: values.answer && 'text' in values.answer ? values.answer.text : null,
    valueList: values.answer && 'list' in values.answer ? values.answer.list : null,
    answeredAt: values.at,
  };
  const [row] = await tx
    .insert(userRequestAnswers)
    .values({ userRequestSurveyId: values.runId, userId: values.userId, datumId: values.datumId, ...columns })
    .onConflictDoUpdate({
      target: [userRequestAnswers.userRequestSurveyId, userRequestAnswers.datumId],
      set: columns,
    })
    .returning();
  if (!row) throw new Error('upsert returned no answer');
  return row;
}

/** The user's latest real (not skipped) answer to a datum, in any run: the next survey's prefill. */
export async function latestAnswer(db: Db, userId: number, datumId: number) {
  const [row] = await db
    .select()
    .from(userRequestAnswers)
    .where(
      and(
        eq(userRequestAnswers.userId, userId),
        eq(userRequestAnswers.datumId, datumId),
        or(isNotNull(userRequestAnswers.valueText), isNotNull(userRequestAnswers.valueList)),
      ),
    )
    .orderBy(desc(userRequestAnswers.answeredAt), desc(userRequestAnswers.id))
    .limit(1);
  return row;
}

import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Rating, ServiceRequest } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { companies, sessions, users, type UserRow } from '../accounts/tables.js';
import { recoveryCodes, totpAuthenticators } from '../mfa/tables.js';
import { notificationPreferences, requestMutes } from '../notifications/tables.js';
import { passkeys } from '../passkeys/tables.js';
import { toRating } from '../requester/ratings.js';
import { requestRatings } from '../requester/tables.js';
import { toServiceRequest } from '../requests/present.js';
import { listMessages } from '../requests/queries.js';
import { requests } from '../requests/tables.js';
import { data, requestSurveys, userRequestAnswers, userRequestSurveys } from '../surveys/tables.js';
import { isUsable } from '../uploads/upload-scanning.js';
import { uploads, type UploadRow } from '../uploads/tables.js';

// What a person's export holds (docs/personal-data.md#export): everything the service keeps about them that
// they could see, in the API's own shapes where there is one. Never internal notes or their files, never a
// secret (password hash, factor secrets, token digests), never a file the scanner has not passed.

/** A file in the archive: where it is, and what it is. */
export interface ExportedFile {
  /** Its path inside the ZIP: `files/{upload id}-{file name}`. */
  path: string;
  key: string;
  filename: string;
  content_type: string;
  size: number;
}

/** The machine-readable part of an export (`data.json`). */
export interface ExportDocument {
  format: 'concierge-data-export/1';
  exported_at: string;
  account: {
    email: string;
    first_name: string;
    last_name: string;
    role: UserRow['role'];
    company: string | null;
    language: string | null;
    created_at: string;
    terms_accepted_at: string | null;
  };
  requests: Array<ServiceRequest & { rating: Rating | null; emails_muted: boolean }>;
  unsubmitted_answers: Array<{
    survey: string;
    started_at: string;
    answers: Array<{ question: string; answer: string | string[] | null; answered_at: string }>;
  }>;
  files: ExportedFile[];
  notification_settings: { email_replies: boolean };
  second_factors: {
    passkeys: Array<{ name: string; created_at: string; last_used_at: string | null }>;
    authenticator_app: { added_at: string } | null;
    text_message: { phone: string } | null;
    recovery_codes: { left: number } | null;
  };
  sessions: Array<{
    device: string | null;
    ip: string | null;
    created_at: string;
    last_seen_at: string;
    ended_at: string | null;
  }>;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A file name safe in any archive reader: no folders, no control characters, at most 100 characters. */
function archiveName(upload: UploadRow): string {
  const name = upload.originalName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(-100) || 'file';
  return `files/${upload.id}-${name}`;
}

/** Every request of `userId` as they see it (no internal notes), with its rating and mute. */
async function requestsOf(context: AppContext, userId: number) {
  const rows = await context.db
    .select()
    .from(requests)
    .where(eq(requests.userId, userId))
    .orderBy(asc(requests.createdAt));
  const ids = rows.map((row) => row.id);
  const ratings = ids.length
    ? await context.db.select().from(requestRatings).where(inArray(requestRatings.requestId, ids))
    : [];
  const mutes = await context.db.select().from(requestMutes).where(eq(requestMutes.userId, userId));
  const files: UploadRow[] = [];
  const shown = [];
  for (const row of rows) {
    const thread = await listMessages(context.db, row.id, { includeInternal: false });
    for (const { attachments } of thread) files.push(...attachments);
    const rating = ratings.find((candidate) => candidate.requestId === row.id);
    shown.push({
      ...toServiceRequest(row, thread),
      rating: rating ? toRating(rating) : null,
      emails_muted: mutes.some((mute) => mute.requestId === row.id),
    });
  }
  return { requests: shown, files };
}

/** Answers given in surveys not (yet) sent as a request. */
async function unsubmittedAnswersOf(context: AppContext, userId: number) {
  const runs = await context.db
    .select({
      id: userRequestSurveys.id,
      survey: requestSurveys.name,
      startedAt: userRequestSurveys.createdAt,
    })
    .from(userRequestSurveys)
    .innerJoin(requestSurveys, eq(requestSurveys.id, userRequestSurveys.requestSurveyId))
    .where(and(eq(userRequestSurveys.userId, userId), isNull(userRequestSurveys.submittedAt)))
    .orderBy(asc(userRequestSurveys.createdAt));
  const result: ExportDocument['unsubmitted_answers'] = [];
  for (const run of runs) {
    const answers = await context.db
      .select({
        question: data.question,
        valueText: userRequestAnswers.valueText,
        valueList: userRequestAnswers.valueList,
        answeredAt: userRequestAnswers.answeredAt,
      })
      .from(userRequestAnswers)
      .innerJoin(data, eq(data.id, userRequestAnswers.datumId))
      .where(eq(userRequestAnswers.userRequestSurveyId, run.id))
      .orderBy(asc(userRequestAnswers.answeredAt));
    if (answers.length === 0) continue;
    result.push({
      survey: run.survey,
      started_at: run.startedAt.toISOString(),
      answers: answers.map((answer) => ({
        question: answer.question,
        answer: answer.valueList ?? answer.valueText,
        answered_at: answer.answeredAt.toISOString(),
      })),
    });
  }
  return result;
}

async function secondFactorsOf(
  context: AppContext,
  user: UserRow,
): Promise<ExportDocument['second_factors']> {
  const keys = await context.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, user.id))
    .orderBy(asc(passkeys.createdAt));
  const [app] = await context.db
    .select({ confirmedAt: totpAuthenticators.confirmedAt })
    .from(totpAuthenticators)
    .where(eq(totpAuthenticators.userId, user.id));
  const codes = await context.db
    .select({ usedAt: recoveryCodes.usedAt })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, user.id));
  return {
    passkeys: keys.map((key) => ({
      name: key.name,
      created_at: key.createdAt.toISOString(),
      last_used_at: iso(key.lastUsedAt),
    })),
    authenticator_app: app?.confirmedAt ? { added_at: app.confirmedAt.toISOString() } : null,
    text_message: user.mfaPhone ? { phone: user.mfaPhone } : null,
    recovery_codes: codes.length ? { left: codes.filter((code) => !code.usedAt).length } : null,
  };
}

/**
 * Everything kept about `userId`, as of `context.now()`: the document and the files to put beside it
 * (each once, in the order first met: the conversation's, then the person's own uploads).
 */
export async function collectPersonalData(
  context: AppContext,
  userId: number,
): Promise<{ document: ExportDocument; files: ExportedFile[] }> {
  const [user] = await context.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const [company] = user.companyId
    ? await context.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, user.companyId))
    : [];
  const conversation = await requestsOf(context, userId);
  const own = await context.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.state, 'uploaded')))
    .orderBy(asc(uploads.createdAt));
  const byKey = new Map<string, ExportedFile>();
  for (const upload of [...conversation.files, ...own]) {
    if (byKey.has(upload.key) || upload.state !== 'uploaded' || !isUsable(context, upload)) continue;
    byKey.set(upload.key, {
      path: archiveName(upload),
      key: upload.key,
      filename: upload.originalName,
      content_type: upload.contentType,
      size: upload.size,
    });
  }
  const [preferences] = await context.db
    .select({ emailReplies: notificationPreferences.emailReplies })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const signedIn = await context.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
  const files = [...byKey.values()];
  return {
    files,
    document: {
      format: 'concierge-data-export/1',
      exported_at: context.now().toISOString(),
      account: {
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role,
        company: company?.name ?? null,
        language: user.locale,
        created_at: user.createdAt.toISOString(),
        terms_accepted_at: iso(user.termsAcceptedAt),
      },
      requests: conversation.requests,
      unsubmitted_answers: await unsubmittedAnswersOf(context, userId),
      files,
      notification_settings: { email_replies: preferences?.emailReplies ?? true },
      second_factors: await secondFactorsOf(context, user),
      sessions: signedIn.map((session) => ({
        device: session.userAgent,
        ip: session.ip,
        created_at: session.createdAt.toISOString(),
        last_seen_at: session.lastSeenAt.toISOString(),
        ended_at: iso(session.revokedAt ?? (session.expiresAt <= context.now() ? session.expiresAt : null)),
      })),
    },
  };
}

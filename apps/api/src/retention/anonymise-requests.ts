import { and, eq, inArray, sql } from 'drizzle-orm';
import { fullName } from '../accounts/full-name.js';
import { requestPresence } from '../concierge/tables.js';
import type { Db } from '../db/database.js';
import { inboundEmails, notificationDigests, requestMutes, requestReads } from '../notifications/tables.js';
import { requestRatings } from '../requester/tables.js';
import { messageAttachments, messages, requests } from '../requests/tables.js';
import { requestSearchDocuments } from '../search/tables.js';
import { userRequestAnswers, userRequestSurveys } from '../surveys/tables.js';
import { paragraphHtml } from '../thread/sanitize.js';
import type { UploadStorage } from '../uploads/storage.js';
import { ANONYMISED_REQUESTER_NAME } from './anonymised-requester.js';
import type { ClaimedRequest } from './due-requests.js';
import { filesOfRequests, removeUnheldFiles } from './request-files.js';

/** What an anonymised request shows in place of every message and every answer: one fixed text. */
export const ANONYMISED_TEXT = 'Removed under the data retention policy.';

/**
 * Anonymises a batch of claimed requests inside its transaction (docs/personal-data.md#anonymising-a-request).
 * Kept, for reports: the request itself, its survey (the run, its title), its state and every timestamp, its
 * assignee, its messages' sides and times, its rating's score. Gone: the link to the requester (the request,
 * its run, its rating and the requester's messages move to the company's anonymised requester), every
 * message's text and every answer's (one fixed text in their place; the answers' rows are deleted), the
 * rating's comment, the attached and answered files (rows and bytes), the search document, and what was
 * kept per person (read marks, mutes, presence, pending digest, emailed replies' addresses). The access
 * record is not touched: its entries keep the ids, which still name this request.
 */
export async function anonymiseRequests(
  tx: Db,
  storage: UploadStorage,
  claimed: readonly ClaimedRequest[],
  placeholderId: number,
  /** What every message and answer reads instead; an account's erasure says why in its own words. */
  removedText: string = ANONYMISED_TEXT,
): Promise<void> {
  const ids = claimed.map((request) => request.id);
  const runIds = claimed.map((request) => request.runId);
  const files = await filesOfRequests(tx, claimed);

  await tx
    .delete(messageAttachments)
    .where(
      inArray(
        messageAttachments.messageId,
        tx.select({ id: messages.id }).from(messages).where(inArray(messages.requestId, ids)),
      ),
    );
  await tx.delete(userRequestAnswers).where(inArray(userRequestAnswers.userRequestSurveyId, runIds));
  await tx
    .update(userRequestSurveys)
    .set({ userId: placeholderId })
    .where(inArray(userRequestSurveys.id, runIds));
  await tx
    .update(messages)
    .set({ bodyHtml: paragraphHtml(removedText) })
    .where(inArray(messages.requestId, ids));
  await tx
    .update(messages)
    .set({ authorId: placeholderId, sourceName: fullName(ANONYMISED_REQUESTER_NAME) })
    .where(and(inArray(messages.requestId, ids), eq(messages.source, 'user')));
  // Each detail keeps its question (the survey's own words) and loses the answer and the file.
  await tx
    .update(requests)
    .set({
      userId: placeholderId,
      details: sql`(SELECT coalesce(jsonb_agg(jsonb_build_object('question', detail -> 'question', 'answer', ${removedText}::text, 'attachment', NULL) ORDER BY position), '[]'::jsonb) FROM jsonb_array_elements(${requests.details}) WITH ORDINALITY AS item(detail, position))`,
      searchText: sql`lower(${requests.title})`,
      lastMessagePreview: null,
    })
    .where(inArray(requests.id, ids));
  await tx
    .update(requestRatings)
    .set({ userId: placeholderId, comment: null })
    .where(inArray(requestRatings.requestId, ids));
  await tx.delete(notificationDigests).where(inArray(notificationDigests.requestId, ids));
  await tx.delete(requestReads).where(inArray(requestReads.requestId, ids));
  await tx.delete(requestMutes).where(inArray(requestMutes.requestId, ids));
  await tx.delete(requestPresence).where(inArray(requestPresence.requestId, ids));
  await tx.delete(inboundEmails).where(inArray(inboundEmails.requestId, ids));
  // Last: the triggers of the updates above wrote the document again (migrations/0010_search.sql).
  await tx.delete(requestSearchDocuments).where(inArray(requestSearchDocuments.requestId, ids));
  await removeUnheldFiles(tx, storage, files);
}

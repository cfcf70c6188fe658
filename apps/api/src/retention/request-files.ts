import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { messageAttachments, messages, requests } from '../requests/tables.js';
import { data, userRequestAnswers } from '../surveys/tables.js';
import type { UploadStorage } from '../uploads/storage.js';
import { uploads } from '../uploads/tables.js';
import type { ClaimedRequest } from './due-requests.js';

/** A stored file: its row's id and the key its bytes are stored under (disk or bucket). */
export interface StoredFile {
  id: string;
  key: string;
}

/**
 * Every stored file a batch of requests holds, read before the batch changes anything: the files attached
 * to their messages (either side's), and the requester's file answers, which the survey run keeps as the
 * upload's key and the request's details copy. Only the requester's own uploads count as their answers: a
 * text answer that happens to look like someone else's key is not that file.
 */
export async function filesOfRequests(tx: Db, claimed: readonly ClaimedRequest[]): Promise<StoredFile[]> {
  const requestIds = claimed.map((request) => request.id);
  const attached = await tx
    .select({ id: uploads.id, key: uploads.key })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(uploads, eq(uploads.id, messageAttachments.uploadId))
    .where(inArray(messages.requestId, requestIds));
  const answered = await tx
    .select({ id: uploads.id, key: uploads.key })
    .from(userRequestAnswers)
    .innerJoin(data, eq(data.id, userRequestAnswers.datumId))
    .innerJoin(
      uploads,
      and(eq(uploads.key, userRequestAnswers.valueText), eq(uploads.userId, userRequestAnswers.userId)),
    )
    .where(
      and(
        inArray(
          userRequestAnswers.userRequestSurveyId,
          claimed.map((request) => request.runId),
        ),
        eq(data.kind, 'file'),
      ),
    );
  const detailed = await tx
    .select({ id: uploads.id, key: uploads.key })
    .from(requests)
    .innerJoin(
      uploads,
      and(
        eq(uploads.userId, requests.userId),
        sql`${requests.details} @> jsonb_build_array(jsonb_build_object('attachment', jsonb_build_object('key', ${uploads.key})))`,
      ),
    )
    .where(inArray(requests.id, requestIds));
  const byId = new Map([...attached, ...answered, ...detailed].map((file) => [file.id, file]));
  return [...byId.values()];
}

/**
 * Removes, bytes then row, each of `files` that nothing holds any more once the batch's own changes are made
 * (no message's attachment, no survey answer, no request's details: a file attached twice stays for the
 * other). Runs inside the batch's transaction, as the upload cleanup does (uploads/cleanup.ts): a failure
 * rolls the batch back and leaves the rows for the next pass, and removing bytes already gone is no error.
 */
export async function removeUnheldFiles(
  tx: Db,
  storage: UploadStorage,
  files: readonly StoredFile[],
): Promise<number> {
  if (files.length === 0) return 0;
  const unheld = await tx
    .select({ id: uploads.id, key: uploads.key })
    .from(uploads)
    .where(
      and(
        inArray(
          uploads.id,
          files.map((file) => file.id),
        ),
        sql`NOT EXISTS (SELECT 1 FROM ${messageAttachments} WHERE ${messageAttachments.uploadId} = ${uploads.id})`,
        sql`NOT EXISTS (SELECT 1 FROM ${userRequestAnswers} WHERE ${userRequestAnswers.userId} = ${uploads.userId} AND ${userRequestAnswers.valueText} = ${uploads.key})`,
        sql`NOT EXISTS (SELECT 1 FROM ${requests} WHERE ${requests.userId} = ${uploads.userId} AND ${requests.details} @> jsonb_build_array(jsonb_build_object('attachment', jsonb_build_object('key', ${uploads.key}))))`,
      ),
    );
  for (const { key } of unheld) await storage.remove(key);
  if (unheld.length > 0) {
    await tx.delete(uploads).where(
      inArray(
        uploads.id,
        unheld.map((file) => file.id),
      ),
    );
  }
  return unheld.length;
}

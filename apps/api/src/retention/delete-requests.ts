import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { requests } from '../requests/tables.js';
import { userRequestSurveys } from '../surveys/tables.js';
import type { UploadStorage } from '../uploads/storage.js';
import type { ClaimedRequest } from './due-requests.js';
import { filesOfRequests, removeUnheldFiles } from './request-files.js';

/**
 * Deletes a batch of claimed requests inside its transaction (docs/personal-data.md#deleting-a-request): the
 * request, and through the foreign keys' cascades its messages and their attachments, rating, search
 * document, completion, read marks, mutes, presence, digest and emailed replies; then its survey run (not
 * a cascade: the request points at the run) with the run's answers; then the files nothing else holds, rows
 * and bytes. The access record is not touched: its entries keep the request's id, which names nothing now.
 */
export async function deleteRequests(
  tx: Db,
  storage: UploadStorage,
  claimed: readonly ClaimedRequest[],
): Promise<void> {
  const files = await filesOfRequests(tx, claimed);
  await tx.delete(requests).where(
    inArray(
      requests.id,
      claimed.map((request) => request.id),
    ),
  );
  await tx.delete(userRequestSurveys).where(
    inArray(
      userRequestSurveys.id,
      claimed.map((request) => request.runId),
    ),
  );
  await removeUnheldFiles(tx, storage, files);
}

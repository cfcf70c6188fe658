import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { messageAttachments, messages, requests } from '../requests/tables.js';
import { uploads, type ScanStatus, type UploadRow, type UploadState } from './tables.js';

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(values);
}

export async function findUploadByKey(db: Db, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key));
  return row;
}

export async function findUploadsByKeys(db: Db, keys: string[]): Promise<UploadRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(uploads).where(inArray(uploads.key, keys));
}

/**
 * Moves an upload from one state to another; false when it was not in `from` (someone else moved it). Moved
 * to uploaded, it also takes its first scan status (uploads/upload-scanning.ts), and, when that is a scan
 * about to run in the request that moved it, `scanLeaseUntil`: the rescan job leaves it to that request
 * until then (two scans of one file would race, one deleting what the other still reads).
 */
export async function moveUpload(
  db: Db,
  id: string,
  from: UploadState,
  to: UploadState,
  uploaded?: { at: Date; scanStatus: ScanStatus; scanLeaseUntil?: Date | undefined },
): Promise<boolean> {
  const moved = await db
    .update(uploads)
    .set({
      state: to,
      ...(to === 'uploaded' &&
        uploaded && {
          uploadedAt: uploaded.at,
          scanStatus: uploaded.scanStatus,
          scanClaimedUntil: uploaded.scanLeaseUntil ?? null,
        }),
    })
    .where(and(eq(uploads.id, id), eq(uploads.state, from)))
    .returning({ id: uploads.id });
  return moved.length > 0;
}

/**
 * True when the upload is attached to a message of a request `userId` owns (a concierge's file to them).
 * Files of internal notes are staff only: the requester cannot open one even with its key.
 */
export async function isAttachedToRequestOf(db: Db, uploadId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: requests.id })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(requests, eq(requests.id, messages.requestId))
    .where(
      and(
        eq(messageAttachments.uploadId, uploadId),
        eq(requests.userId, userId),
        eq(messages.internal, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

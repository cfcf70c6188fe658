import { and, asc, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { messageAttachments, requests } from '../requests/tables.js';
import { userRequestAnswers } from '../surveys/tables.js';
import { scheduledJobs, uploads } from './tables.js';
import { UPLOAD_UNATTACHED_HOURS } from './upload-config.js';
import { runPeriodically } from './periodic-task.js';
import { uploadStorage } from './upload-storage.js';

/** The job's name in `scheduled_jobs`. */
export const UPLOAD_CLEANUP_JOB = 'upload-cleanup';
/** How often one instance of the deployment sweeps (the run is taken in the database, not by this timer). */
export const UPLOAD_CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** Uploads removed per transaction: their rows stay locked (skipped by other instances) until it ends. */
const BATCH = 100;

/**
 * Takes the job's run due at `now` for this instance: true for exactly one of the instances asking at once
 * (one atomic upsert moves the next run `everyMs` ahead; the others see a time still ahead and get false).
 */
export async function takeScheduledRun(db: Db, name: string, now: Date, everyMs: number): Promise<boolean> {
  const taken = await db
    .insert(scheduledJobs)
    .values({ name, nextRunAt: new Date(now.getTime() + everyMs) })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { nextRunAt: sql`excluded.next_run_at` },
      setWhere: lte(scheduledJobs.nextRunAt, now),
    })
    .returning({ name: scheduledJobs.name });
  return taken.length > 0;
}

/**
 * Removes, row and stored file, every upload whose address expired more than `UPLOAD_UNATTACHED_HOURS`
 * ago (24 by default) and that nothing holds: no message's attachment, no survey answer (a run not yet
 * submitted still needs its file), no request's details. Rows are claimed with FOR UPDATE SKIP LOCKED, so
 * instances sweeping at once never remove one twice; the file goes first, then the row in the same
 * transaction, so a failure leaves the row for the next sweep (removing a missing file is no error).
 * Returns how many were removed.
 */
export async function removeUnattachedUploads(context: AppContext): Promise<number> {
  const hours = context.config.uploads.unattachedHours ?? UPLOAD_UNATTACHED_HOURS;
  const cutoff = new Date(context.now().getTime() - hours * 60 * 60 * 1000);
  const storage = uploadStorage(context);
  let removed = 0;
  for (;;) {
    const batch = await context.db.transaction(async (tx) => {
      const stale = await tx
        .select({ id: uploads.id, key: uploads.key })
        .from(uploads)
        .where(
          and(
            lt(uploads.expiresAt, cutoff),
            sql`NOT EXISTS (SELECT 1 FROM ${messageAttachments} WHERE ${messageAttachments.uploadId} = ${uploads.id})`,
            sql`NOT EXISTS (SELECT 1 FROM ${userRequestAnswers} WHERE ${userRequestAnswers.userId} = ${uploads.userId} AND ${userRequestAnswers.valueText} = ${uploads.key})`,
            sql`NOT EXISTS (SELECT 1 FROM ${requests} WHERE ${requests.userId} = ${uploads.userId} AND ${requests.details} @> jsonb_build_array(jsonb_build_object('attachment', jsonb_build_object('key', ${uploads.key}))))`,
          ),
        )
        .orderBy(asc(uploads.expiresAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const { key } of stale) await storage.remove(key);
      if (stale.length > 0) {
        await tx.delete(uploads).where(
          inArray(
            uploads.id,
            stale.map((row) => row.id),
          ),
        );
      }
      return stale.length;
    });
    removed += batch;
    if (batch < BATCH) return removed;
  }
}

/** The sweep when this instance takes the due run; null when another instance has it or it is not due. */
export async function runUploadCleanupIfDue(context: AppContext): Promise<number | null> {
  if (!(await takeScheduledRun(context.db, UPLOAD_CLEANUP_JOB, context.now(), UPLOAD_CLEANUP_EVERY_MS)))
    return null;
  return removeUnattachedUploads(context);
}

/**
 * Every instance asks every `pollMs` whether the hourly run is due (`config.uploads.cleanupPollMs`; off
 * when unset, as in tests, which run it by hand). Stops with the server.
 */
export function scheduleUploadCleanup(context: AppContext, pollMs: number): void {
  runPeriodically(context, pollMs, () => runUploadCleanupIfDue(context), {
    done: (removed) => [{ removed }, 'unattached uploads removed'],
    failed: 'upload cleanup failed',
  });
}

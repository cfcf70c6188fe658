import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { uploads, type UploadRow } from './tables.js';
import { runPeriodically } from './periodic-task.js';
import { SCAN_LEASE_MS, scanStoredUpload } from './upload-scanning.js';

/** Uploads one instance takes per pass; each is held by a lease while it is scanned. */
const BATCH = 20;

/**
 * Takes up to BATCH uploads waiting for the scanner (pending, or unscanned from before scanning was on)
 * whose lease is free: the claim is one UPDATE over rows picked FOR UPDATE SKIP LOCKED, so instances
 * running at once take different uploads, and an instance that dies lets its uploads go when the lease ends.
 */
async function claimWaitingUploads(context: AppContext): Promise<UploadRow[]> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          eq(uploads.state, 'uploaded'),
          inArray(uploads.scanStatus, ['pending', 'unscanned']),
          or(isNull(uploads.scanClaimedUntil), lt(uploads.scanClaimedUntil, now)),
        ),
      )
      .orderBy(asc(uploads.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (waiting.length === 0) return [];
    return tx
      .update(uploads)
      .set({ scanClaimedUntil: new Date(now.getTime() + SCAN_LEASE_MS) })
      .where(
        inArray(
          uploads.id,
          waiting.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * One pass over the uploads waiting for the scanner (docs/uploads.md#virus-scanning): each gets a verdict
 * (clean: usable; infected: deleted) or, when clamd still does not answer, the pass stops and the rest wait
 * for the next one. Returns how many got a verdict. A no-op while scanning is off.
 */
export async function rescanWaitingUploads(context: AppContext): Promise<number> {
  if (!context.config.uploads.scanning) return 0;
  let scanned = 0;
  for (;;) {
    const batch = await claimWaitingUploads(context);
    for (const upload of batch) {
      const outcome = await scanStoredUpload(context, upload);
      if (outcome.status === 'pending' || outcome.status === 'unscanned') {
        // Still no scanner: free what this pass took, so the next pass (here or elsewhere) retries at once.
        await context.db
          .update(uploads)
          .set({ scanClaimedUntil: null })
          .where(
            inArray(
              uploads.id,
              batch.map((row) => row.id),
            ),
          );
        return scanned;
      }
      scanned += 1;
    }
    if (batch.length < BATCH) return scanned;
  }
}

/**
 * Every instance looks every `pollMs` for uploads waiting for the scanner (`config.uploads.scanning
 * .rescanPollMs`; off when unset, as in tests, which run it by hand). Stops with the server.
 */
export function scheduleRescan(context: AppContext, pollMs: number): void {
  runPeriodically(context, pollMs, () => rescanWaitingUploads(context), {
    done: (scanned) => [{ scanned }, 'uploads waiting for the virus scanner were scanned'],
    failed: 'upload rescan failed',
  });
}

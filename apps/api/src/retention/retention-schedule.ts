import type { AppContext } from '../app-context.js';
import { takeScheduledRun } from '../uploads/cleanup.js';
import { runPeriodically } from '../uploads/periodic-task.js';
import { runRetentionPass } from './retention-pass.js';

/** The job's name in `scheduled_jobs` (migrations/0020_upload_cleanup.sql). */
export const RETENTION_JOB = 'retention';

/** How often the pass runs across the deployment unless `RETENTION_EVERY_HOURS` says otherwise: daily. */
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The pass when this instance takes the due run; null when another instance has it or it is not due. One
 * atomic upsert of the job's row moves its next run ahead, so exactly one instance runs each day's pass
 * (docs/personal-data.md#the-retention-job).
 */
export async function runRetentionIfDue(context: AppContext): Promise<number | null> {
  const everyMs = context.config.retention.everyMs ?? RETENTION_EVERY_MS;
  if (!(await takeScheduledRun(context.db, RETENTION_JOB, context.now(), everyMs))) return null;
  return runRetentionPass(context);
}

/**
 * Every instance asks every `pollMs` whether the pass is due (`config.retention.pollMs`; off when unset, as in
 * tests, which run passes by hand with `app.runRetention()`). Stops with the server.
 */
export function scheduleRetention(context: AppContext, pollMs: number): void {
  runPeriodically(context, pollMs, () => runRetentionIfDue(context), {
    done: (requests) => [{ requests }, 'data retention: requests anonymised or deleted'],
    failed: 'data retention pass failed',
  });
}

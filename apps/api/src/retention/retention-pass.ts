import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { UploadStorage } from '../uploads/storage.js';
import { uploadStorage } from '../uploads/upload-storage.js';
import { anonymiseRequests } from './anonymise-requests.js';
import { anonymisedRequesterOf } from './anonymised-requester.js';
import { deleteRequests } from './delete-requests.js';
import { claimDueRequests, countDueRequests, type DuePolicy } from './due-requests.js';
import { monthsBefore } from './months.js';
import { retentionPolicies, retentionRuns, type RetentionPolicyRow } from './tables.js';

/**
 * Requests per transaction: their rows stay locked (skipped by another pass) until it commits, and a
 * batch's files are removed inside it, so a batch is kept small enough to hold its locks briefly.
 */
export const RETENTION_BATCH = 50;

const batchSize = (context: AppContext) => context.config.retention.batchSize ?? RETENTION_BATCH;

/**
 * One batch of a company's due requests, in one transaction: the policy is read again and held (FOR SHARE)
 * until the batch commits, so an admin who changes or removes it waits for this batch and stops the rest of
 * the pass; null then. Otherwise how many requests the batch anonymised or deleted.
 */
async function applyBatch(
  context: AppContext,
  storage: UploadStorage,
  policy: RetentionPolicyRow,
  due: DuePolicy,
  placeholderId: number | null,
): Promise<number | null> {
  return context.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(retentionPolicies)
      .where(eq(retentionPolicies.companyId, policy.companyId))
      .for('share');
    if (!current || current.months !== policy.months || current.action !== policy.action) return null;
    const claimed = await claimDueRequests(tx, due, batchSize(context));
    if (claimed.length === 0) return 0;
    if (placeholderId === null) await deleteRequests(tx, storage, claimed);
    else await anonymiseRequests(tx, storage, claimed, placeholderId);
    return claimed.length;
  });
}

/** Applies one company's policy, batch after batch, and records what it did. */
async function applyPolicy(
  context: AppContext,
  storage: UploadStorage,
  policy: RetentionPolicyRow,
  startedAt: Date,
): Promise<number> {
  const due: DuePolicy = {
    companyId: policy.companyId,
    action: policy.action,
    cutoff: monthsBefore(startedAt, policy.months),
  };
  let processed = 0;
  // Counted first so that a company with nothing due gets no placeholder account.
  if ((await countDueRequests(context.db, due)) > 0) {
    const placeholderId =
      policy.action === 'anonymise'
        ? await anonymisedRequesterOf(context.db, policy.companyId, startedAt)
        : null;
    for (;;) {
      const done = await applyBatch(context, storage, policy, due, placeholderId);
      if (done === null) break;
      processed += done;
      if (done < batchSize(context)) break;
    }
  }
  await context.db.insert(retentionRuns).values({
    companyId: policy.companyId,
    action: policy.action,
    months: policy.months,
    cutoff: due.cutoff,
    requests: processed,
    startedAt,
    finishedAt: context.now(),
  });
  return processed;
}

/**
 * One pass of the retention job (docs/personal-data.md#the-retention-job): for each company with a policy,
 * its completed requests whose completion is older than the policy's months by `context.now()` are
 * anonymised or deleted, in batches. Safe beside another pass on another instance: each batch claims its
 * requests with SKIP LOCKED (due-requests.ts). Returns how many requests this pass took.
 */
export async function runRetentionPass(context: AppContext): Promise<number> {
  const startedAt = context.now();
  const storage = uploadStorage(context);
  const policies = await context.db
    .select()
    .from(retentionPolicies)
    .orderBy(asc(retentionPolicies.companyId));
  let processed = 0;
  for (const policy of policies) processed += await applyPolicy(context, storage, policy, startedAt);
  return processed;
}

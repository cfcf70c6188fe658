import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import { users } from '../accounts/tables.js';
import { fullName } from '../accounts/full-name.js';
import { accountLocale } from '../i18n/negotiation.js';
import { renderEmail } from '../notifications/templates/render.js';
import { enqueueOutgoingMessage } from '../outbox/queries.js';
import { runPeriodically } from '../uploads/periodic-task.js';
import { uploadStorage } from '../uploads/upload-storage.js';
import { storeArchive } from './archive.js';
import { ExportReadyEmail } from './export-ready-email.js';
import { collectPersonalData } from './personal-data.js';
import { dataExports, type DataExportRow } from './tables.js';
import { exportReadyMail } from './texts.js';

// Preparing data exports in the background (docs/personal-data.md#export). The row is the job: an instance
// takes one with a lease, builds and stores its ZIP, then marks it ready and queues its email in one
// transaction that checks the lease is still its own. So across instances and restarts each export is
// prepared until one attempt succeeds, and announced exactly once.

/** How long a taken export stays with one instance: longer than a large export takes to build. */
export const EXPORT_LEASE_MS = 15 * 60 * 1000;
/** A ready export can be downloaded for 7 days, then its file is removed. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Attempts before an export is given up as failed (a later ask starts a new one). */
const MAX_ATTEMPTS = 3;
/** The wait before an export whose attempt failed is tried again. */
const RETRY_MS = 60_000;

/** Where an export's ZIP is stored. */
export const exportKey = (id: string) => `exports/${id}`;

/** Takes the oldest queued export whose lease is free, for this instance; undefined when none waits. */
async function claimQueuedExport(context: AppContext): Promise<DataExportRow | undefined> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ id: dataExports.id, attempts: dataExports.attempts })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.state, 'queued'),
          or(isNull(dataExports.claimedUntil), lte(dataExports.claimedUntil, now)),
        ),
      )
      .orderBy(asc(dataExports.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!waiting) return undefined;
    const [taken] = await tx
      .update(dataExports)
      .set({
        claimedUntil: new Date(now.getTime() + EXPORT_LEASE_MS),
        attempts: waiting.attempts + 1,
      })
      .where(eq(dataExports.id, waiting.id))
      .returning();
    return taken;
  });
}

/** Builds and stores one export's ZIP, then marks it ready and queues its email if the lease is still ours. */
async function prepareExport(context: AppContext, row: DataExportRow): Promise<boolean> {
  const [subject] = await context.db.select().from(users).where(eq(users.id, row.userId));
  const [asker] = await context.db.select().from(users).where(eq(users.id, row.requestedBy));
  if (!subject || !asker) return false;
  const locale = accountLocale(asker);
  const person = subject.id === asker.id ? undefined : `${fullName(subject)} <${subject.email}>`;
  const { document, files } = await collectPersonalData(context, subject.id);
  const key = exportKey(row.id);
  const size = await storeArchive(uploadStorage(context), key, { document, files, locale, person });
  const at = context.now();
  const expiresAt = new Date(at.getTime() + EXPORT_TTL_MS);
  const mail = exportReadyMail(locale);
  const email = await renderEmail(
    ExportReadyEmail({
      locale,
      person,
      askedAt: row.createdAt,
      expiresAt,
      link: `${context.config.publicUrl}${subject.id === asker.id ? '/account/data' : '/console/data-exports'}`,
    }),
  );
  const done = await context.db.transaction(async (tx) => {
    const marked = await tx
      .update(dataExports)
      .set({ state: 'ready', storageKey: key, size, readyAt: at, expiresAt, claimedUntil: null })
      .where(
        and(
          eq(dataExports.id, row.id),
          eq(dataExports.state, 'queued'),
          eq(dataExports.claimedUntil, row.claimedUntil!),
        ),
      )
      .returning({ id: dataExports.id });
    if (marked.length === 0) return false;
    await enqueueOutgoingMessage(
      tx,
      {
        channel: 'email',
        kind: 'data-export-ready',
        recipient: asker.email,
        subject: mail.subject,
        body: email.text,
        html: email.html,
      },
      at,
    );
    return true;
  });
  if (done) context.outbox.wake();
  return done;
}

/** An attempt that threw: tried again after a minute, or given up after the last attempt. */
async function releaseFailedExport(context: AppContext, row: DataExportRow, error: unknown) {
  const givenUp = row.attempts >= MAX_ATTEMPTS;
  context.log.error({ err: error, exportId: row.id, attempt: row.attempts }, 'data export failed');
  await context.db
    .update(dataExports)
    .set(
      givenUp
        ? { state: 'failed', claimedUntil: null }
        : { claimedUntil: new Date(context.now().getTime() + RETRY_MS) },
    )
    .where(and(eq(dataExports.id, row.id), eq(dataExports.state, 'queued')));
}

/** Removes the files of exports past their 7 days; each row is taken by one instance (SKIP LOCKED). */
async function expireOldExports(context: AppContext): Promise<number> {
  const storage = uploadStorage(context);
  return context.db.transaction(async (tx) => {
    const old = await tx
      .select({ id: dataExports.id, key: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.state, 'ready'), lte(dataExports.expiresAt, context.now())))
      .for('update', { skipLocked: true });
    for (const row of old) {
      if (row.key) await storage.remove(row.key);
      await tx.update(dataExports).set({ state: 'expired' }).where(eq(dataExports.id, row.id));
    }
    return old.length;
  });
}

/**
 * One pass: every queued export is prepared (or put back for a later attempt), then expired ones lose
 * their files. Returns how many became ready.
 */
export async function prepareDataExports(context: AppContext): Promise<number> {
  let ready = 0;
  for (;;) {
    const row = await claimQueuedExport(context);
    if (!row) break;
    try {
      if (await prepareExport(context, row)) ready += 1;
    } catch (error) {
      await releaseFailedExport(context, row, error);
    }
  }
  await expireOldExports(context);
  return ready;
}

/** Every instance looks every `pollMs` for exports to prepare (`config.dataExports.pollMs`; by hand in tests). */
export function scheduleDataExports(context: AppContext, pollMs: number): void {
  runPeriodically(context, pollMs, () => prepareDataExports(context), {
    done: (ready) => [{ ready }, 'data exports were prepared'],
    failed: 'data export pass failed',
  });
}

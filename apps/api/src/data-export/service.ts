import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { DataExport } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { fullName } from '../accounts/full-name.js';
import { users, type UserRow } from '../accounts/tables.js';
import { appendAccess } from '../audit/append.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import { isAdmin } from '../staff/roles.js';
import { uploadStorage } from '../uploads/upload-storage.js';
import { dataExports, type DataExportRow } from './tables.js';
import { EXPORT_ERRORS } from './texts.js';

// Asking for, listing and downloading data exports (docs/personal-data.md#export).

/** Exports one person may ask for about one subject in 24 hours: each copies every file they have. */
export const EXPORTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The download's address while an export is ready. */
export const exportDownloadPath = (id: string) => `/api/v1/users/data_exports/${id}/download`;

/** An export as the contract shows it to the one who asked; `subject` is the person when it is not them. */
export function toDataExport(row: DataExportRow, subject: UserRow | undefined, now: Date): DataExport {
  const expired = row.state === 'expired' || (row.state === 'ready' && row.expiresAt! <= now);
  const state = expired ? 'expired' : row.state;
  return {
    id: row.id,
    state,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: state === 'ready' ? row.size : null,
    subject:
      subject && subject.id !== row.requestedBy
        ? { id: subject.id, name: fullName(subject), email: subject.email }
        : null,
    download_url: state === 'ready' ? exportDownloadPath(row.id) : null,
  };
}

/**
 * Queues an export of `subject`'s data for `asker` (themselves, or an admin). While one is being prepared
 * for the same two, that one is the answer; past EXPORTS_PER_DAY in 24 hours, a 429. An admin's ask is on
 * the access record (docs/SECURITY.md#access-record).
 */
export async function askForExport(
  context: AppContext,
  subject: UserRow,
  asker: UserRow,
): Promise<DataExport> {
  const now = context.now();
  const row = await context.db.transaction(async (tx) => {
    const same = and(eq(dataExports.userId, subject.id), eq(dataExports.requestedBy, asker.id));
    const [queued] = await tx
      .select()
      .from(dataExports)
      .where(and(same, eq(dataExports.state, 'queued')));
    if (queued) return queued;
    const recent = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(and(same, gte(dataExports.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(asc(dataExports.createdAt));
    if (recent.length >= EXPORTS_PER_DAY) {
      // Until the oldest of them is a day old.
      const wait = recent[0]!.createdAt.getTime() + DAY_MS - now.getTime();
      throw new HttpError(429, EXPORT_ERRORS.tooMany, {
        code: 'too-many-exports',
        headers: { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) },
      });
    }
    // Two asks at once: the partial unique index lets one insert; the other answers the one that did.
    const [inserted] = await tx
      .insert(dataExports)
      .values({
        id: randomUUID(),
        userId: subject.id,
        requestedBy: asker.id,
        state: 'queued',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (subject.id !== asker.id) {
      await appendAccess(tx, now, [
        {
          staff: asker,
          requesterId: subject.id,
          requestId: null,
          action: 'export',
          detail: inserted?.id ?? null,
        },
      ]);
    }
    return (
      inserted ??
      (
        await tx
          .select()
          .from(dataExports)
          .where(and(same, eq(dataExports.state, 'queued')))
      )[0]!
    );
  });
  return toDataExport(row, subject, now);
}

/**
 * An admin's ask for the data of the account with `email` (a data subject request); a 404 that says so
 * when no account has it.
 */
export async function askForUserExport(
  context: AppContext,
  admin: UserRow,
  email: string,
): Promise<DataExport> {
  if (!isAdmin(admin.role)) throw new HttpError(403, HTTP_MESSAGES.forbidden, { code: 'forbidden' });
  const [subject] = await context.db.select().from(users).where(eq(users.email, email));
  if (!subject) throw new HttpError(404, EXPORT_ERRORS.noAccount, { code: 'not-found' });
  return askForExport(context, subject, admin);
}

/** The exports `asker` asked for, newest first (the last 20). */
export async function exportsAskedBy(context: AppContext, asker: UserRow): Promise<DataExport[]> {
  const rows = await context.db
    .select({ row: dataExports, subject: users })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(eq(dataExports.requestedBy, asker.id))
    .orderBy(desc(dataExports.createdAt))
    .limit(20);
  const now = context.now();
  return rows.map(({ row, subject }) => toDataExport(row, subject, now));
}

/**
 * The ZIP of export `id` for the one who asked for it; anyone else gets the same 404 as a missing id.
 * Still being prepared: 409; past its 7 days or given up: 410, each with what to do.
 */
export async function openExportDownload(
  context: AppContext,
  asker: UserRow,
  id: string,
): Promise<{ row: DataExportRow; subject: UserRow; body: Readable }> {
  const [found] = await context.db
    .select({ row: dataExports, subject: users })
    .from(dataExports)
    .innerJoin(users, eq(users.id, dataExports.userId))
    .where(and(eq(dataExports.id, id), eq(dataExports.requestedBy, asker.id)));
  if (!found) throw new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });
  const shown = toDataExport(found.row, found.subject, context.now());
  if (shown.state === 'queued')
    throw new HttpError(409, EXPORT_ERRORS.notReady, { code: 'export-not-ready' });
  if (shown.state === 'failed') throw new HttpError(410, EXPORT_ERRORS.failed, { code: 'export-failed' });
  if (shown.state === 'expired' || !found.row.storageKey) {
    throw new HttpError(410, EXPORT_ERRORS.expired, { code: 'export-expired' });
  }
  const body = await uploadStorage(context).open(found.row.storageKey);
  return { row: found.row, subject: found.subject, body };
}

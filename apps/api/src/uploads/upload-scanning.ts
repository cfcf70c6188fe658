import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { textWith } from '../i18n/catalogs.js';
import {
  createClamdScanner,
  ScannerUnavailableError,
  type ScanVerdict,
  type VirusScanner,
} from '../scanning/virus-scanner.js';
import { uploads, type ScanStatus, type UploadRow } from './tables.js';
import { UPLOAD_ERRORS } from './upload-policy.js';
import { uploadStorage } from './upload-storage.js';

// Every file is scanned before anyone can attach or open it (docs/uploads.md#virus-scanning).

const scanners = new WeakMap<AppContext, VirusScanner>();

/** The server's scanner, made on first use; undefined while scanning is off. */
export function virusScanner(context: AppContext): VirusScanner | undefined {
  const settings = context.config.uploads.scanning;
  if (!settings) return undefined;
  let scanner = scanners.get(context);
  if (!scanner) {
    scanner = createClamdScanner(settings.clamd, settings.timeoutMs);
    scanners.set(context, scanner);
  }
  return scanner;
}

/**
 * How long an upload being scanned stays with the one scanning it (a request or a rescan pass): longer than
 * one scan may take (clamd's 60 s timeout), so no second scan starts on it meanwhile.
 */
export const SCAN_LEASE_MS = 5 * 60 * 1000;

/** Where a newly checked upload starts: waiting for the scanner while scanning is on. */
export const initialScanStatus = (context: AppContext): ScanStatus =>
  context.config.uploads.scanning ? 'pending' : 'unscanned';

/**
 * Whether an upload may be attached or downloaded: its bytes checked and, while scanning is on, scanned
 * clean. With scanning off (UPLOAD_SCANNING=off, or no scanner outside production) the operator chose to
 * take files unscanned.
 */
export function isUsable(context: AppContext, upload: UploadRow): boolean {
  if (upload.state !== 'uploaded') return false;
  return context.config.uploads.scanning ? upload.scanStatus === 'clean' : upload.scanStatus !== 'infected';
}

/** 422 `file-infected`: what the person is told, with the signature clamd named. */
export const infectedError = (signature: string) =>
  new HttpError(422, textWith(UPLOAD_ERRORS.infected, { 0: signature }), { code: 'file-infected' });

/** 409 `file-being-checked`: the scanner has not answered yet; the same call works once it has. */
export const beingCheckedError = () =>
  new HttpError(409, UPLOAD_ERRORS.beingChecked, {
    code: 'file-being-checked',
    headers: { 'retry-after': '30' },
  });

const WAITING: ScanStatus[] = ['unscanned', 'pending'];

/** Records a verdict on an upload still waiting for one; false when another scan recorded it first. */
async function recordScan(db: Db, id: string, to: ScanStatus, signature?: string): Promise<boolean> {
  const moved = await db
    .update(uploads)
    .set({
      scanStatus: to,
      scanClaimedUntil: null,
      ...(to === 'infected' && { state: 'rejected' as const, scanSignature: signature }),
    })
    .where(and(eq(uploads.id, id), eq(uploads.state, 'uploaded'), inArray(uploads.scanStatus, WAITING)))
    .returning({ id: uploads.id });
  return moved.length > 0;
}

/**
 * Marks an upload as waiting for the scanner (it may have been unscanned before scanning was on) and frees
 * its lease, so the rescan job's next pass tries it again.
 */
async function markPending(db: Db, id: string) {
  await db
    .update(uploads)
    .set({ scanStatus: 'pending', scanClaimedUntil: null })
    .where(and(eq(uploads.id, id), inArray(uploads.scanStatus, WAITING)));
}

/** An upload's scan status after a scan, with the signature when infected. */
export interface ScanOutcome {
  status: ScanStatus;
  signature?: string;
}

/**
 * Scans a stored upload and records the verdict: clean → usable; infected → the stored file deleted (disk
 * or bucket) and the row rejected with the signature; no verdict (clamd unreachable) → left pending for the
 * rescan job. A no-op while scanning is off.
 */
export async function scanStoredUpload(context: AppContext, upload: UploadRow): Promise<ScanOutcome> {
  const scanner = virusScanner(context);
  if (!scanner) return { status: upload.scanStatus };
  const storage = uploadStorage(context);
  let verdict: ScanVerdict;
  try {
    verdict = await scanner.scan(await storage.open(upload.key));
  } catch (error) {
    if (!(error instanceof ScannerUnavailableError)) throw error;
    context.log.warn({ err: error, uploadId: upload.id }, 'upload waits for the virus scanner');
    await markPending(context.db, upload.id);
    return { status: 'pending' };
  }
  if (!verdict.infected) {
    await recordScan(context.db, upload.id, 'clean');
    return { status: 'clean' };
  }
  // The file goes first: a failure here leaves the row waiting, and the next scan deletes it again.
  await storage.remove(upload.key);
  await recordScan(context.db, upload.id, 'infected', verdict.signature);
  context.log.warn(
    { uploadId: upload.id, userId: upload.userId, signature: verdict.signature },
    'infected upload deleted',
  );
  return { status: 'infected', signature: verdict.signature };
}

/**
 * Scans bytes the server holds before they are stored (an emailed reply's file): infected is a 422
 * `file-infected` and nothing is stored; an unreachable scanner throws ScannerUnavailableError (the mail is
 * deferred). Returns the scan status to store with the upload.
 */
export async function scanReceivedContent(context: AppContext, content: Uint8Array): Promise<ScanStatus> {
  const scanner = virusScanner(context);
  if (!scanner) return 'unscanned';
  const verdict = await scanner.scan(Readable.from([Buffer.from(content)]));
  if (verdict.infected) {
    context.log.warn({ signature: verdict.signature }, 'infected emailed file refused');
    throw infectedError(verdict.signature);
  }
  return 'clean';
}

/**
 * An upload its owner wants to attach: usable as it is, or scanned now when it still waits (the scanner
 * may be back). Infected: 422 `file-infected`; still no verdict: 409 `file-being-checked`.
 */
export async function requireScanned(context: AppContext, upload: UploadRow): Promise<void> {
  if (upload.scanStatus === 'infected') throw infectedError(upload.scanSignature ?? 'unknown');
  if (upload.state !== 'uploaded' || isUsable(context, upload)) return;
  const outcome = await scanStoredUpload(context, upload);
  if (outcome.status === 'infected') throw infectedError(outcome.signature ?? 'unknown');
  if (outcome.status !== 'clean') throw beingCheckedError();
}

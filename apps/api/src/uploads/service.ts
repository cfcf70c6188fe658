import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Attachment, PresignResponse } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import type { EndpointInput } from '../http/endpoint.js';
import { HttpError, HTTP_MESSAGES } from '../http/errors.js';
import {
  contentMatchesType,
  FILE_HEAD_BYTES,
  isAllowedType,
  nameFitsType,
  normalizeContentType,
} from './file-types.js';
import { findUploadByKey, insertUpload, isAttachedToRequestOf, moveUpload } from './queries.js';
import type { UploadRow } from './tables.js';
import { uploadStorage } from './upload-storage.js';
import {
  beingCheckedError,
  initialScanStatus,
  isUsable,
  requireScanned,
  SCAN_LEASE_MS,
  scanReceivedContent,
} from './upload-scanning.js';
import {
  downloadPath,
  UPLOAD_ERRORS,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  uploadKey,
} from './upload-policy.js';
import { isStaff } from '../staff/roles.js';

// Names are shown back in Content-Disposition and lists: no control characters, no path.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/;

const invalid = (status: number, message: string, code: string, path: string) =>
  new HttpError(status, message, { code, issues: [{ path, message }] });

/**
 * The rules every file meets before it is stored, whoever sends it (a browser's presign call, an emailed
 * reply): at most 25 MB (413), not empty, an allowed type (415), a safe name that fits the type (422).
 * Returns the type as stored (normalised).
 */
function checkDeclaredFile(input: { filename: string; content_type: string; size: number }): string {
  if (input.size > UPLOAD_MAX_BYTES)
    throw invalid(413, UPLOAD_ERRORS.tooLarge, 'too-large', 'body.upload.size');
  if (input.size === 0) throw invalid(422, UPLOAD_ERRORS.empty, 'empty-file', 'body.upload.size');
  const contentType = normalizeContentType(input.content_type);
  if (!isAllowedType(contentType)) {
    throw invalid(415, UPLOAD_ERRORS.unsupportedType, 'unsupported-type', 'body.upload.content_type');
  }
  if (UNSAFE_NAME.test(input.filename) || !nameFitsType(input.filename, contentType)) {
    throw invalid(422, UPLOAD_ERRORS.badName, 'bad-file-name', 'body.upload.filename');
  }
  return contentType;
}

/**
 * Issues a presigned PUT (SECURITY.md): the declared size at most 25 MB (413 above), an allowed type, a
 * name that fits it; the address expires in 900 s and is bound to that type and size. The key is
 * `uploads/{userId}/{uuid}`, never the file name.
 */
export async function presignUpload(
  context: AppContext,
  user: UserRow,
  input: EndpointInput<'createUpload'>['body']['upload'],
  /** The API's origin as the presign request reached it; `PUBLIC_URL` wins when set. */
  requestOrigin: string,
): Promise<PresignResponse> {
  const contentType = checkDeclaredFile(input);
  const id = randomUUID();
  const key = uploadKey(user.id, id);
  const createdAt = context.now();
  const expiresAt = new Date(createdAt.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
  await insertUpload(context.db, {
    id,
    key,
    userId: user.id,
    originalName: input.filename,
    contentType,
    size: input.size,
    createdAt,
    expiresAt,
  });
  const origin = context.config.uploads.publicUrl ?? requestOrigin;
  const url = await uploadStorage(context).presign({ key, contentType, size: input.size, expiresAt }, origin);
  return { presigned_url: url, key, method: 'PUT', expires_at: expiresAt.toISOString() };
}

/**
 * Stores a file the server received itself (an emailed reply's attachment) as an upload of `user`, under
 * the same rules as a browser's: checkDeclaredFile, then the first bytes against the type (422 otherwise),
 * in the same storage, ready to attach. Throws the same HttpErrors as the presign call and the PUT check;
 * while scanning is on, the bytes are scanned before they are stored (422 `file-infected`, or a
 * ScannerUnavailableError when clamd does not answer: the caller defers the mail).
 */
export async function storeUpload(
  context: AppContext,
  user: UserRow,
  file: { filename: string; content_type: string; content: Uint8Array },
): Promise<UploadRow> {
  const contentType = checkDeclaredFile({ ...file, size: file.content.length });
  if (!contentMatchesType(file.content.subarray(0, FILE_HEAD_BYTES), contentType)) {
    throw new HttpError(422, UPLOAD_ERRORS.contentMismatch, { code: 'content-mismatch' });
  }
  // Scanned before it is stored: an infected file never reaches the storage at all.
  const scanStatus = await scanReceivedContent(context, file.content);
  const id = randomUUID();
  const key = uploadKey(user.id, id);
  const at = context.now();
  await uploadStorage(context).write(key, contentType, file.content);
  // Checked and stored already: it starts as uploaded, and no address was issued to expire.
  const upload: UploadRow = {
    id,
    key,
    userId: user.id,
    originalName: file.filename,
    contentType,
    size: file.content.length,
    state: 'uploaded',
    createdAt: at,
    expiresAt: at,
    uploadedAt: at,
    scanStatus,
    scanSignature: null,
    scanClaimedUntil: null,
  };
  await insertUpload(context.db, upload);
  return upload;
}

/**
 * Checks what is stored under an upload's key against what was declared (size, and the first bytes
 * against the type) and marks it uploaded; a mismatch is removed and the upload rejected (422).
 */
export async function acceptStoredUpload(context: AppContext, upload: UploadRow, from: UploadRow['state']) {
  const storage = uploadStorage(context);
  const stored = await storage.inspect(upload.key);
  if (!stored) return false;
  if (stored.size !== upload.size || !contentMatchesType(stored.head, upload.contentType)) {
    await storage.remove(upload.key);
    await moveUpload(context.db, upload.id, from, 'rejected');
    throw new HttpError(422, UPLOAD_ERRORS.contentMismatch, { code: 'content-mismatch' });
  }
  const now = context.now();
  const scanStatus = initialScanStatus(context);
  // The caller scans it next (the PUT, or the attach of a file in the bucket): leased to this request.
  const scanLeaseUntil = scanStatus === 'pending' ? new Date(now.getTime() + SCAN_LEASE_MS) : undefined;
  return moveUpload(context.db, upload.id, from, 'uploaded', { at: now, scanStatus, scanLeaseUntil });
}

/**
 * An upload `user` may attach (to an answer or a message): theirs, uploaded, and scanned clean while
 * scanning is on (422 `file-infected`, 409 `file-being-checked`; docs/uploads.md#virus-scanning). With S3
 * the server learns of the PUT only now, so a pending upload is checked in the bucket, then scanned, first.
 */
export async function requireUploaded(context: AppContext, user: UserRow, key: string, path: string) {
  let upload = await findUploadByKey(context.db, key);
  const notUploaded = invalid(422, UPLOAD_ERRORS.notUploaded, 'not-uploaded', path);
  if (!upload || upload.userId !== user.id) throw notUploaded;
  if (upload.state === 'pending' && uploadStorage(context).kind === 's3') {
    await acceptStoredUpload(context, upload, 'pending');
    upload = (await findUploadByKey(context.db, key)) ?? upload;
  }
  await requireScanned(context, upload);
  if (upload.state !== 'uploaded') throw notUploaded;
  return upload;
}

/** The contract's Attachment of an upload (or of a detail's stored copy of one). */
export function toAttachment(upload: {
  key: string;
  filename: string;
  content_type: string;
  size: number;
}): Attachment {
  return { ...upload, url: downloadPath(upload.key) };
}

export const attachmentOf = (upload: UploadRow) =>
  toAttachment({
    key: upload.key,
    filename: upload.originalName,
    content_type: upload.contentType,
    size: upload.size,
  });

/**
 * An uploaded file for `user` to download: their own, any file for a concierge, or a concierge's file
 * attached to one of their requests. Anything else is the same 404 as a missing key.
 */
export async function openDownload(
  context: AppContext,
  user: UserRow,
  key: string,
): Promise<{ upload: UploadRow; body: Readable }> {
  const upload = await findUploadByKey(context.db, key);
  const allowed =
    upload?.state === 'uploaded' &&
    (upload.userId === user.id ||
      isStaff(user.role) ||
      (await isAttachedToRequestOf(context.db, upload.id, user.id)));
  if (!upload || !allowed) throw new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });
  // Never served before the scanner has said it is clean (docs/uploads.md#virus-scanning).
  if (!isUsable(context, upload)) throw beingCheckedError();
  return { upload, body: await uploadStorage(context).open(key) };
}

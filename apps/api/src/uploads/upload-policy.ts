import { UPLOAD_MAX_BYTES } from '@concierge/api-client';
import { defineTexts } from '../i18n/text-registry.js';

// SECURITY.md's upload numbers and the domain's texts, once for the server; tests import them.

/** Largest file, in bytes (docs/validation.md#validation-rules, docs/limits.md#business-constants): above it the presign call answers 413. */
export { UPLOAD_MAX_BYTES };

/** A presigned PUT lives at most 15 minutes (SECURITY.md: ≤ 900 s). */
export const UPLOAD_URL_TTL_SECONDS = 900;

/** Keys are `uploads/{userId}/{uuid}` (SECURITY.md): never built from the user's file name. */
export const UPLOAD_KEY_PATTERN =
  /^uploads\/(\d{1,10})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * A prepared data export's key, `exports/{uuid}` (docs/personal-data.md#export): stored beside uploads but
 * never an upload, so the upload download route (which takes only upload keys) cannot serve one.
 */
export const EXPORT_KEY_PATTERN = /^exports\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The key of a new upload of `userId`. */
export const uploadKey = (userId: number, id: string) => `uploads/${userId}/${id}`;

/** Where the owner or a concierge downloads an upload (Attachment.url). */
export const downloadPath = (key: string) => `/api/v1/${key}/download`;

export const UPLOAD_ERRORS = defineTexts({
  tooLarge: `The file is larger than ${UPLOAD_MAX_BYTES} bytes.`,
  empty: 'The file is empty.',
  unsupportedType: 'This type of file cannot be uploaded.',
  badName: 'The file name does not fit its type.',
  badSignature: 'This upload address is invalid, expired, already used, or does not match the file.',
  contentMismatch: 'The file content does not match its declared type.',
  incomplete: 'The upload did not complete.',
  notUploaded: 'Attach a file you uploaded.',
  infected: 'This file contains a virus ({0}) and was deleted.',
  beingChecked: 'This file is still being checked for viruses. Please try again in a minute.',
  scannerUnavailable: 'The attached files could not be checked for viruses just now. Please try again later.',
});

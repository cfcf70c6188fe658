// The spec's upload numbers and texts (§3, §5, §7, §8, §9), once for the package; imported wherever used and
// asserted verbatim in the tests. Placeholders are `{0}`, `{1}`, … filled by `formatMessage`.

// The contract owns the limit; its zod-free `./constants` entry keeps zod out of the uploader's bundles.
import { UPLOAD_MAX_BYTES } from '@concierge/api-client/constants';

/** §5, §9: the largest file accepted, in bytes (25 MB). */
export { UPLOAD_MAX_BYTES };

/** §5, §9: one file at a time. */
export const UPLOAD_FILE_LIMIT = 1;

/** §7: the method used when the presign answer names none. */
export const DEFAULT_UPLOAD_METHOD = 'PUT';

/** §7: the Content-Type sent when the browser does not know the file's type. */
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** §9: file sizes are shown in 1024 steps with these units. */
export const FILE_SIZE_STEP = 1024;
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** §3: the status texts of the selected file in the single-file upload control. */
export const UPLOAD_STATUS = {
  pending: 'Pending',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
} as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

/**
 * Validation texts (§5). `{0}` is always the file name and `{1}` the rule's value, as in PrimeVue's
 * FileUpload the wording comes from: the oversize text only uses `{1}`, the limit formatted by
 * `formatFileSize`; the type text fills `{1}` with the allowed types joined by ', '; the count text fills
 * `{0}` with the limit.
 */
export const VALIDATION_MESSAGES = {
  fileTooLarge: 'File size exceeds {1}, please upload a smaller file.',
  invalidFileType: '{0}: Invalid file type, allowed file types: {1}.',
  fileLimitExceeded: 'Maximum number of files exceeded, limit is {0} at most.',
} as const;

/**
 * Transfer texts. §8 says what they contain, not their wording, so the wording is ours: `{0}` is the file
 * name, `{1}` the HTTP status, `{2}` the response text.
 */
export const UPLOAD_MESSAGES = {
  httpFailed: 'Upload of "{0}" failed with status {1}: {2}',
  emptyResponse: '(empty response)',
  networkFailed:
    'Upload of "{0}" failed: network error. Check your internet connection, that the upload address allows ' +
    'cross-origin (CORS) requests from this site, and that the address is valid.',
  aborted: 'Upload of "{0}" was aborted.',
  missingAddress: 'Upload not started: no upload address was given.',
  wrongFileCount: 'Upload not started: exactly one file is needed, got {0}.',
} as const;

// The upload numbers and texts, once for the package; imported wherever used and
// asserted verbatim in the tests. Placeholders are `{0}`, `{1}`, … filled by `formatMessage`.

// The contract owns the limit and the allowed types (the server enforces both); its zod-free `./constants`
// entry keeps zod out of the uploader's bundles.
import { UPLOAD_FILE_TYPES, UPLOAD_MAX_BYTES } from '@concierge/api-client/constants';

/** The largest file accepted: at most 26 214 400 bytes (25 MB). */
export { UPLOAD_MAX_BYTES };

/**
 * The types the server takes (docs/uploads.md#upload-rules), with the extensions a file of each type may be
 * named with: the server refuses any other type (415) and a name that does not end in one of its type's
 * extensions. Lower case, without the dot.
 */
export { UPLOAD_FILE_TYPES };

/**
 * {@link UPLOAD_FILE_TYPES} as an `accept` value: its extensions (`.pdf,.png,.jpg,…`), since the server
 * judges a file by its name's extension as well as its type. A file picker given it offers only these, and
 * `validateFile` refuses anything else before a byte is sent.
 */
export const UPLOAD_ACCEPT = /* @__PURE__ */ acceptOf(UPLOAD_FILE_TYPES);

function acceptOf(types: Readonly<Record<string, readonly string[]>>): string {
  return Object.values(types)
    .flat()
    .map((extension) => `.${extension}`)
    .join(',');
}

/** One file at a time. */
export const UPLOAD_FILE_LIMIT = 1;

/** The method used when the presign answer names none. */
export const DEFAULT_UPLOAD_METHOD = 'PUT';

/** The Content-Type sent when the browser does not know the file's type. */
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

/** File sizes are shown in 1024 steps with these units. */
export const FILE_SIZE_STEP = 1024;
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** The status texts of the selected file in the single-file upload control. */
export const UPLOAD_STATUS = {
  pending: 'Pending',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
} as const;
export type UploadStatus = (typeof UPLOAD_STATUS)[keyof typeof UPLOAD_STATUS];

/**
 * Validation texts. `{0}` is always the file name and `{1}` the rule's value, as in PrimeVue's
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
 * Transfer texts, each naming the file and, for an HTTP failure, the status and the answer: `{0}` is the file
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

/**
 * Why an upload failed: `http` (a non-2xx answer), `network` (no answer: offline, CORS, bad address),
 * `aborted` (the caller's signal), `not-started` (no address, or not exactly one file: nothing was sent).
 */
export type UploadErrorKind = 'http' | 'network' | 'aborted' | 'not-started';

/** The one error type `uploadFile` rejects with; `kind` tells the failures apart. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly kind: UploadErrorKind;
  /** The file's name, when there was exactly one file. */
  readonly fileName: string | undefined;
  /** The HTTP status of an `http` failure. */
  readonly status: number | undefined;
  /** The response body of an `http` failure, as text. */
  readonly responseText: string | undefined;
  /**
   * The server's own reason for an `http` failure, for the person: the `error` (or `message`) text of a
   * JSON error body, e.g. "This type of file cannot be uploaded." for a refused type (415) or
   * "The file content does not match its declared type." (422). Undefined when the body is no such JSON
   * (a storage service's XML or plain text is for developers, and stays in `responseText`).
   */
  readonly serverMessage: string | undefined;

  constructor(
    message: string,
    init: {
      kind: UploadErrorKind;
      fileName?: string | undefined;
      status?: number | undefined;
      responseText?: string | undefined;
    },
  ) {
    super(message);
    this.kind = init.kind;
    this.fileName = init.fileName;
    this.status = init.status;
    this.responseText = init.responseText;
    this.serverMessage = init.kind === 'http' ? messageOfErrorBody(init.responseText) : undefined;
  }
}

/** The person-facing text of a JSON error body (`{ error }`, or `{ message }` elsewhere); else undefined. */
function messageOfErrorBody(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  return personText(body);
}

function personText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  const text = typeof error === 'string' ? error : typeof message === 'string' ? message : undefined;
  return text?.trim() || undefined;
}

/** True for an {@link UploadError}, also across bundle copies. */
export function isUploadError(value: unknown): value is UploadError {
  return (
    value instanceof UploadError ||
    (value instanceof Error && value.name === 'UploadError' && 'kind' in value)
  );
}

/**
 * True when an upload ended because the caller aborted it: an aborted {@link UploadError}, or the standard
 * `AbortError` an injected upload function (e.g. one built on fetch) may throw.
 */
export function isUploadAborted(value: unknown): boolean {
  if (isUploadError(value)) return value.kind === 'aborted';
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'AbortError';
}

/**
 * Why the server refused an upload, in its own words for the person, or undefined when it gave none (a
 * network failure, an abort, a body that is not our JSON error). Reads both failures an upload function
 * such as `createPresignedUpload`'s can reject with: an `http` {@link UploadError} from the transfer (its
 * `serverMessage`), and the API client's `ApiError` from the presign call (its JSON body's `error`, e.g. the
 * 415 "This type of file cannot be uploaded." or the 413 for a file too large). The API answers in the
 * reader's language, so the text can be shown as it is.
 * @example setAlert(uploadFailureReason(error) ?? 'The upload failed. Please try again.');
 */
export function uploadFailureReason(error: unknown): string | undefined {
  if (isUploadError(error)) {
    // An error from an older copy of the package has no `serverMessage`: read its body here instead.
    return (
      error.serverMessage ?? (error.kind === 'http' ? messageOfErrorBody(error.responseText) : undefined)
    );
  }
  // Told apart by shape, not by importing the client's class: the uploader's bundle stays free of zod.
  if (error instanceof Error && error.name === 'ApiError') {
    const { kind, body } = error as Error & { kind?: unknown; body?: unknown };
    return kind === 'http' ? personText(body) : undefined;
  }
  return undefined;
}

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

  constructor(
    message: string,
    init: { kind: UploadErrorKind; fileName?: string; status?: number; responseText?: string },
  ) {
    super(message);
    this.kind = init.kind;
    this.fileName = init.fileName;
    this.status = init.status;
    this.responseText = init.responseText;
  }
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

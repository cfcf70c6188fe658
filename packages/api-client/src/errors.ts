import type { ErrorBody } from './schemas/common.js';
import type { EndpointName } from './contract.js';

/**
 * Why a call failed: `http` (a non-2xx answer), `network` (no answer), `invalid-response` (an answer that
 * does not match the contract), `missing-token` (sign-in / MFA verify without the expected header),
 * `unauthorized` (a 401 handled by the 401 policy).
 */
/** An error body as received: the server's {@link ErrorBody} shape, every field optional. */
export type ApiErrorBody = Partial<ErrorBody>;

export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'missing-token' | 'unauthorized';

/** What failed: a contract endpoint, or the download of a stored file (an `Attachment.url`). */
export type ApiErrorSource = EndpointName | 'downloadAttachment';

/** The one error type every client function throws or returns. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: ApiErrorSource;
  /** HTTP status, when the server answered. */
  readonly status: number | undefined;
  /**
   * The JSON error body, when the server sent one. Read leniently (every field optional): a reset failure
   * may carry only `status`, and a proxy's error page none of our fields.
   */
  readonly body: ApiErrorBody | undefined;
  /**
   * Seconds until the server will take the call again, from a 429 or 503 answer's `Retry-After` header
   * (seconds or an HTTP date); undefined when the answer had none.
   */
  readonly retryAfter: number | undefined;

  constructor(
    message: string,
    init: {
      kind: ApiErrorKind;
      endpoint: ApiErrorSource;
      status?: number;
      body?: ApiErrorBody;
      retryAfter?: number;
      cause?: unknown;
    },
  ) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  /** The same failure with a caller-facing message (the error catalogue `MESSAGES`), keeping kind, status and body. */
  withMessage(message: string): ApiError {
    return new ApiError(message, {
      kind: this.kind,
      endpoint: this.endpoint,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.body === undefined ? {} : { body: this.body }),
      ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }),
      cause: this,
    });
  }
}

/**
 * Reads a `Retry-After` header (RFC 9110, section 10.2.3): delay-seconds, or an HTTP date counted from `now`.
 * Whole seconds, never negative; undefined when the header is missing or unreadable.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month; a bare "-5" is no date (though Date.parse reads it as a year).
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The code of the 403 a factor change or a session-ending action answers when this session has not proved
 * itself recently: the password (no second factor) or a second factor, within the last few minutes.
 */
export const FRESH_PROOF_REQUIRED_CODE = 'recent-auth-required';

/** True for the answer that asks for fresh proof first (then the same call may be made again). */
export function isFreshProofRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.body?.code === FRESH_PROOF_REQUIRED_CODE;
}

/** True for an {@link ApiError}, also across bundle copies. */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && 'kind' in value)
  );
}

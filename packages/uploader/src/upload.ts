import { formatMessage } from './format.js';
import { DEFAULT_UPLOAD_METHOD, FALLBACK_CONTENT_TYPE, UPLOAD_MESSAGES } from './spec-constants.js';
import { UploadError } from './upload-error.js';
import type { UploaderTexts } from './uploader-texts.js';

/** The part of `XMLHttpRequest` the upload uses; tests inject a fake through `createRequest`. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  withCredentials: boolean;
  readonly status: number;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

/** Where the "only logged" outcomes (an abort, an upload that never started) go; defaults to `console`. */
export type UploadLogger = Pick<Console, 'error' | 'warn'>;

/** Options of {@link uploadFile}. */
export interface UploadFileOptions {
  /** The (presigned) address to send the file to; without one nothing is sent. */
  url: string | null | undefined;
  /** The HTTP method the address accepts; `PUT` by default. */
  method?: string | undefined;
  /** Called with the whole percentage of bytes sent, each time it grows. */
  onProgress?: ((percent: number) => void) | undefined;
  /** Aborts the transfer; the promise then rejects with an `aborted` {@link UploadError}. */
  signal?: AbortSignal | undefined;
  /** Creates the request; `new XMLHttpRequest()` by default (XHR, because fetch reports no upload progress). */
  createRequest?: (() => UploadRequest) | undefined;
  logger?: UploadLogger | undefined;
  /** The error and log texts; the English ones by default (`@concierge/uploader/locales/*` has others). */
  texts?: UploaderTexts['upload'] | undefined;
}

/** What a caller may hand `uploadFile`: one file, or a list from an input or a drop (must hold exactly one). */
export type UploadInput = File | ArrayLike<File> | null | undefined;

/** The files in an {@link UploadInput}, in order. */
export function listFiles(input: UploadInput): File[] {
  if (!input) return [];
  // Told apart by shape, not `instanceof`, so a File or FileList from another realm (an iframe, a test DOM)
  // still counts.
  return 'length' in input && typeof input.length === 'number' ? Array.from(input) : [input as File];
}

function percentOf(event: ProgressEvent): number | null {
  if (!event.lengthComputable || event.total <= 0) return null;
  // Floor, so 100 means every byte is on the wire, never "almost".
  return Math.min(100, Math.floor((event.loaded / event.total) * 100));
}

/**
 * Sends one file as the raw body to a (presigned) address over XHR: Content-Type is the file's
 * type or `application/octet-stream`, no credentials, progress as a whole percentage. Resolves on 2xx;
 * rejects with an {@link UploadError} whose `kind` is `http`, `network`, `aborted` or `not-started`.
 * @example await uploadFile(file, { url: presigned_url, onProgress: (percent) => setProgress(percent) });
 */
export function uploadFile(input: UploadInput, options: UploadFileOptions): Promise<void> {
  const logger = options.logger ?? console;
  const texts = options.texts ?? UPLOAD_MESSAGES;
  const files = listFiles(input);
  const file = files[0];
  // These two are only logged and nothing is sent; the rejection lets a caller stop waiting.
  if (files.length !== 1 || !file) {
    const message = formatMessage(texts.wrongFileCount, files.length);
    logger.error(message);
    return Promise.reject(new UploadError(message, { kind: 'not-started' }));
  }
  if (!options.url) {
    logger.error(texts.missingAddress);
    return Promise.reject(
      new UploadError(texts.missingAddress, { kind: 'not-started', fileName: file.name }),
    );
  }
  const url = options.url;
  const fileName = file.name;
  const abortedError = () => {
    const message = formatMessage(texts.aborted, fileName);
    logger.warn(message);
    return new UploadError(message, { kind: 'aborted', fileName });
  };
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(abortedError());

  return new Promise<void>((resolve, reject) => {
    const request = (options.createRequest ?? (() => new XMLHttpRequest()))();
    const onAbortSignal = () => request.abort();
    const settle = (error?: UploadError) => {
      signal?.removeEventListener('abort', onAbortSignal);
      if (error) reject(error);
      else resolve();
    };

    let reported = -1;
    request.upload.onprogress = (event) => {
      const percent = percentOf(event);
      if (percent === null || percent <= reported) return;
      reported = percent;
      onProgress?.(percent);
    };
    request.onload = () => {
      const { status } = request;
      if (status >= 200 && status < 300) return settle();
      const responseText = request.responseText;
      const message = formatMessage(texts.httpFailed, fileName, status, responseText || texts.emptyResponse);
      settle(new UploadError(message, { kind: 'http', fileName, status, responseText }));
    };
    request.onerror = () => {
      // The browser hides why (offline, CORS refusal, unreachable host) from scripts, so name all three.
      const message = formatMessage(texts.networkFailed, fileName);
      logger.error(message);
      settle(new UploadError(message, { kind: 'network', fileName }));
    };
    request.onabort = () => settle(abortedError());

    request.open(options.method ?? DEFAULT_UPLOAD_METHOD, url);
    // A presigned address carries its own authorization; cookies would only widen what leaks.
    request.withCredentials = false;
    request.setRequestHeader('Content-Type', file.type || FALLBACK_CONTENT_TYPE);
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    request.send(file);
  });
}

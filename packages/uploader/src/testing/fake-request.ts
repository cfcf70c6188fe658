import type { UploadRequest } from '../upload.js';

/** A scripted stand-in for XMLHttpRequest: records what was sent; the test plays the network's part. */
export class FakeRequest implements UploadRequest {
  static created: FakeRequest[] = [];

  method: string | undefined;
  url: string | undefined;
  headers: Record<string, string> = {};
  body: Blob | undefined;
  sent = false;
  aborted = false;
  withCredentials = true;
  status = 0;
  responseText = '';
  readonly upload: UploadRequest['upload'] = { onprogress: null };
  onload: UploadRequest['onload'] = null;
  onerror: UploadRequest['onerror'] = null;
  onabort: UploadRequest['onabort'] = null;

  /** The factory to inject as `createRequest`; every request it makes lands in `FakeRequest.created`. */
  static factory = (): FakeRequest => {
    const request = new FakeRequest();
    FakeRequest.created.push(request);
    return request;
  };

  static reset() {
    FakeRequest.created = [];
  }

  static last(): FakeRequest {
    const request = FakeRequest.created.at(-1);
    if (!request) throw new Error('no request was created');
    return request;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: Blob) {
    this.sent = true;
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(progressEvent(0, 0, false));
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.(progressEvent(loaded, total, lengthComputable));
  }

  respond(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.(progressEvent(0, 0, false));
  }

  failNetwork() {
    this.onerror?.(progressEvent(0, 0, false));
  }
}

function progressEvent(loaded: number, total: number, lengthComputable: boolean): ProgressEvent {
  return { loaded, total, lengthComputable } as ProgressEvent;
}

/** A logger that records instead of printing, so "only logged" outcomes can be asserted. */
export function recordingLogger() {
  const lines: Array<{ level: 'error' | 'warn'; message: unknown }> = [];
  return {
    lines,
    error: (message: unknown) => void lines.push({ level: 'error', message }),
    warn: (message: unknown) => void lines.push({ level: 'warn', message }),
  };
}

/** A file of `size` bytes; choosing "the same file" twice gives equal modification times, as a browser does. */
export function fileOf(name: string, type: string, size = 16, lastModified = 1_700_000_000_000): File {
  return new File([new Uint8Array(size)], name, { type, lastModified });
}

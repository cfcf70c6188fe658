// Story support: a real XHR upload to paths that msw answers in the browser, as storage would.
import { http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import type { UploadFunction } from './file-upload.js';

export const UPLOAD_OK_URL = '/__storybook/uploads/ok';
export const UPLOAD_FAIL_URL = '/__storybook/uploads/fail';

const handlers = [
  http.put(UPLOAD_OK_URL, () => new HttpResponse(null, { status: 200 })),
  http.put(UPLOAD_FAIL_URL, () => new HttpResponse('Forbidden: signature expired', { status: 403 })),
];

let worker: Promise<SetupWorker> | undefined;

/** Starts the msw service worker once per preview page. */
export function startUploadMocks(): Promise<SetupWorker> {
  worker ??= (async () => {
    const started = setupWorker(...handlers);
    await started.start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: './mockServiceWorker.js' },
    });
    return started;
  })();
  return worker;
}

/** A PUT of the raw file with XHR progress, shaped like SPEC §7's direct upload. */
export function xhrUpload(url: string): UploadFunction {
  return (file, { onProgress, signal }) =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('PUT', url);
      request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
      };
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) {
          onProgress(100);
          resolve();
        } else {
          reject(new Error(`Upload of ${file.name} failed: ${request.status} ${request.responseText}`));
        }
      };
      request.onerror = () => reject(new Error(`Upload of ${file.name} failed: network error`));
      request.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
      signal.addEventListener('abort', () => request.abort(), { once: true });
      request.send(file);
    });
}

// Story support: a real XHR upload to paths that msw answers in the browser, as storage would.
import { http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { uploadFile } from '@concierge/uploader';
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

/** The kit's real uploader (SPEC §7 direct upload over XHR) aimed at one of the msw-answered paths. */
export function xhrUpload(url: string): UploadFunction {
  return (file, { onProgress, signal }) => uploadFile(file, { url, onProgress, signal });
}

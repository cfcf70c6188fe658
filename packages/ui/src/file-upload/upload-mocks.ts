// Story support: a real XHR upload to paths that msw answers in the browser, as storage would.
import { http, HttpResponse } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createApiClient } from '@concierge/api-client';
import { createPresignedUpload, uploadFile } from '@concierge/uploader';
import type { UploadFunction } from './file-upload.js';

export const UPLOAD_OK_URL = '/__storybook/uploads/ok';
export const UPLOAD_FAIL_URL = '/__storybook/uploads/fail';
/** Storage that checks the bytes after the PUT, as the server does, and refuses them with its reason. */
const UPLOAD_MISMATCH_URL = '/__storybook/uploads/mismatch';

/** The server's own texts for a refused file (docs/uploads.md#upload-rules), as its JSON error bodies carry them. */
export const SERVER_REASONS = {
  unsupportedType: 'This type of file cannot be uploaded.',
  contentMismatch: 'The file content does not match its declared type.',
} as const;

/** A file name the presign call below refuses with 415, as the server does for a type it does not take. */
export const REFUSED_TYPE_FILE = 'archive.zip';

const handlers = [
  http.put(UPLOAD_OK_URL, () => new HttpResponse(null, { status: 200 })),
  http.put(UPLOAD_FAIL_URL, () => new HttpResponse('Forbidden: signature expired', { status: 403 })),
  // The product's presign call: a type the server does not take is refused with 415 and its reason; any
  // other file gets an address whose PUT then finds the content does not match the type (422).
  http.post('/api/v1/uploads/presigned_url', async ({ request }) => {
    const { upload } = (await request.json()) as { upload: { filename: string } };
    if (upload.filename === REFUSED_TYPE_FILE) {
      return HttpResponse.json(
        { error: SERVER_REASONS.unsupportedType, code: 'unsupported-type' },
        { status: 415 },
      );
    }
    return HttpResponse.json({ presigned_url: UPLOAD_MISMATCH_URL, key: 'uploads/7/0b1c', method: 'PUT' });
  }),
  http.put(UPLOAD_MISMATCH_URL, () =>
    HttpResponse.json({ error: SERVER_REASONS.contentMismatch, code: 'validation' }, { status: 422 }),
  ),
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

/** The kit's real uploader (docs/api.md#calls direct upload over XHR) aimed at one of the msw-answered paths. */
export function xhrUpload(url: string): UploadFunction {
  return (file, { onProgress, signal }) => uploadFile(file, { url, onProgress, signal });
}

/**
 * The product's whole flow against the msw-answered API: the real API client asks for an address
 * (`POST /api/v1/uploads/presigned_url`), the real uploader PUTs the file there; what the server refuses,
 * it refuses with its reason.
 */
export function presignedUpload(): UploadFunction<string> {
  const client = createApiClient({
    baseUrl: '',
    session: { getToken: () => 'story-token', getMfaToken: () => null, clear: () => undefined },
  });
  return createPresignedUpload(client);
}

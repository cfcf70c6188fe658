// @vitest-environment happy-dom
// The server's reason for refusing a file, through the real client and the real XHR transfer, with msw
// answering at the network edge: the presign call (fetch) and the PUT to storage (XMLHttpRequest).
import { createApiClient, isApiError } from '@concierge/api-client';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createPresignedUpload,
  isAcceptedType,
  isUploadError,
  UPLOAD_ACCEPT,
  UPLOAD_FILE_TYPES,
  uploadFailureReason,
  uploadFile,
  validateFile,
} from './index.js';
import { recordingLogger } from './testing/fake-request.js';

const API = 'https://api.test';
const STORAGE = 'https://storage.test/uploads/7/0b1c';
const PRESIGN = `${API}/api/v1/uploads/presigned_url`;
const UNSUPPORTED = 'This type of file cannot be uploaded.';
const MISMATCH = 'The file content does not match its declared type.';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({
  baseUrl: API,
  session: { getToken: () => 'token', getMfaToken: () => null, clear: () => undefined },
  logger: recordingLogger(),
});
const presigned = () =>
  http.post(PRESIGN, () =>
    HttpResponse.json({ presigned_url: STORAGE, key: 'uploads/7/0b1c', method: 'PUT' }),
  );
const fileOf = (name: string, type: string) => new File(['concierge'], name, { type });

/** What the upload rejected with (it must reject). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the upload should have failed'),
    (error: unknown) => error,
  );
}

describe("the server's reason for a refused file", () => {
  it('a 415 from the presign call: the reason is the JSON body’s error text', async () => {
    server.use(
      http.post(PRESIGN, () =>
        HttpResponse.json({ error: UNSUPPORTED, code: 'unsupported-type' }, { status: 415 }),
      ),
    );
    const error = await failureOf(
      createPresignedUpload(client)(fileOf('tool.exe', 'application/x-msdownload')),
    );
    expect(isApiError(error) && error.status).toBe(415);
    expect(uploadFailureReason(error)).toBe(UNSUPPORTED);
  });

  it('a 422 from the PUT: the UploadError carries the status, the body and the server message', async () => {
    server.use(
      presigned(),
      http.put(STORAGE, () => HttpResponse.json({ error: MISMATCH, code: 'validation' }, { status: 422 })),
    );
    const logger = recordingLogger();
    const error = await failureOf(
      createPresignedUpload(client, { logger })(fileOf('scan.pdf', 'application/pdf')),
    );
    expect(isUploadError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'http', status: 422, fileName: 'scan.pdf', serverMessage: MISMATCH });
    // The developer's message keeps naming the file, the status and the body.
    expect((error as Error).message).toContain('Upload of "scan.pdf" failed with status 422');
    expect(uploadFailureReason(error)).toBe(MISMATCH);
  });

  it('a `message` field is read too (another server’s JSON error)', async () => {
    server.use(http.put(STORAGE, () => HttpResponse.json({ message: 'Quota exceeded.' }, { status: 422 })));
    const error = await failureOf(uploadFile(fileOf('a.pdf', 'application/pdf'), { url: STORAGE }));
    expect(uploadFailureReason(error)).toBe('Quota exceeded.');
  });

  it('no reason when the body is not a JSON error: storage’s XML or text stays for developers', async () => {
    const xml = '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';
    server.use(http.put(STORAGE, () => HttpResponse.text(xml, { status: 403 })));
    const error = await failureOf(uploadFile(fileOf('a.pdf', 'application/pdf'), { url: STORAGE }));
    expect(error).toMatchObject({ kind: 'http', status: 403, responseText: xml, serverMessage: undefined });
    expect(uploadFailureReason(error)).toBeUndefined();
  });

  it('no reason for a network failure or anything that is not an upload or API error', async () => {
    server.use(http.put(STORAGE, () => HttpResponse.error()));
    const error = await failureOf(
      uploadFile(fileOf('a.pdf', 'application/pdf'), { url: STORAGE, logger: recordingLogger() }),
    );
    expect(error).toMatchObject({ kind: 'network' });
    expect(uploadFailureReason(error)).toBeUndefined();
    expect(uploadFailureReason(new Error('boom'))).toBeUndefined();
    expect(uploadFailureReason('text')).toBeUndefined();
  });
});

describe('the allowed types', () => {
  it('UPLOAD_ACCEPT lists every allowed extension, so a picker offers only those', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(
      Object.values(UPLOAD_FILE_TYPES)
        .flat()
        .map((extension) => `.${extension}`),
    );
    expect(UPLOAD_ACCEPT).toMatch(/^\.pdf,\.png,\.jpg,/);
  });

  it('a selection checked against it takes the allowed types and refuses the rest before sending', () => {
    expect(isAcceptedType(fileOf('Lease.PDF', 'application/pdf'), UPLOAD_ACCEPT)).toBe(true);
    expect(isAcceptedType(fileOf('photo.heic', ''), UPLOAD_ACCEPT)).toBe(true);
    expect(validateFile(fileOf('tool.exe', 'application/x-msdownload'), { accept: UPLOAD_ACCEPT })).toMatch(
      /^tool\.exe: Invalid file type, allowed file types: \.pdf, \.png, /,
    );
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUploadAborted, isUploadError, uploadFile, UploadError, type UploadFileOptions } from './index.js';
import { FakeRequest, fileOf, recordingLogger } from './testing/fake-request.js';

const URL_ = 'https://storage.test/uploads/1/abc?X-Amz-Signature=sig';
let logger: ReturnType<typeof recordingLogger>;

function start(file: Parameters<typeof uploadFile>[0], options: Partial<UploadFileOptions> = {}) {
  return uploadFile(file, { url: URL_, createRequest: FakeRequest.factory, logger, ...options });
}

beforeEach(() => {
  FakeRequest.reset();
  logger = recordingLogger();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('uploadFile: the request', () => {
  it('PUTs the file itself as the body, typed, without credentials, and resolves on 200', async () => {
    const file = fileOf('photo.png', 'image/png');
    const done = start(file);
    const request = FakeRequest.last();
    expect(request).toMatchObject({ method: 'PUT', url: URL_, sent: true, withCredentials: false });
    expect(request.body).toBe(file);
    expect(request.headers).toEqual({ 'Content-Type': 'image/png' });
    request.respond(200);
    await expect(done).resolves.toBeUndefined();
    expect(logger.lines).toEqual([]);
  });

  it('sends application/octet-stream when the browser does not know the type', async () => {
    const done = start(fileOf('notes', ''));
    expect(FakeRequest.last().headers).toEqual({ 'Content-Type': 'application/octet-stream' });
    FakeRequest.last().respond(201);
    await done;
  });

  it('uses the method it is given', async () => {
    const done = start(fileOf('a.pdf', 'application/pdf'), { method: 'POST' });
    expect(FakeRequest.last().method).toBe('POST');
    FakeRequest.last().respond(204);
    await done;
  });

  it.each([200, 204, 299])('treats %d as success', async (status) => {
    const done = start(fileOf('a.txt', 'text/plain'));
    FakeRequest.last().respond(status);
    await expect(done).resolves.toBeUndefined();
  });

  it('takes a one-file list, as an input or a drop hands it over', async () => {
    const file = fileOf('a.txt', 'text/plain');
    const done = start({ length: 1, 0: file });
    expect(FakeRequest.last().body).toBe(file);
    FakeRequest.last().respond(200);
    await done;
  });

  it('creates an XMLHttpRequest when no factory is injected', async () => {
    const created: FakeRequest[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeRequest {
        constructor() {
          super();
          created.push(this);
        }
      },
    );
    const done = uploadFile(fileOf('a.txt', 'text/plain'), { url: URL_, logger });
    expect(created).toHaveLength(1);
    created[0]?.respond(200);
    await done;
  });
});

describe('uploadFile: progress', () => {
  it('reports whole percentages from upload events, only when they grow', async () => {
    const percents: number[] = [];
    const done = start(fileOf('big.bin', 'application/octet-stream'), {
      onProgress: (p) => percents.push(p),
    });
    const request = FakeRequest.last();
    request.progress(0, 1000);
    request.progress(1, 1000); // 0.1 % → still 0
    request.progress(333, 1000);
    request.progress(336, 1000); // 33.6 % → 33 again, not repeated
    request.progress(500, 0, false); // no total: nothing to report
    request.progress(999, 1000); // floor: 99, never an early 100
    request.progress(1000, 1000);
    request.respond(200);
    await done;
    expect(percents).toEqual([0, 33, 99, 100]);
  });
});

describe('uploadFile: failures', () => {
  it('rejects a non-2xx answer with the file name, the status and the response text', async () => {
    const done = start(fileOf('photo.png', 'image/png'));
    FakeRequest.last().respond(403, '<Error><Code>AccessDenied</Code></Error>');
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      message: 'Upload of "photo.png" failed with status 403: <Error><Code>AccessDenied</Code></Error>',
      kind: 'http',
      fileName: 'photo.png',
      status: 403,
      responseText: '<Error><Code>AccessDenied</Code></Error>',
    });
    expect(isUploadAborted(error)).toBe(false);
    // Raised, not logged: the caller shows it.
    expect(logger.lines).toEqual([]);
  });

  it('says so when the failed answer has no text', async () => {
    const done = start(fileOf('a.txt', 'text/plain'));
    FakeRequest.last().respond(500);
    await expect(done).rejects.toThrow('Upload of "a.txt" failed with status 500: (empty response)');
  });

  it.each([199, 300, 404])('rejects status %d', async (status) => {
    const done = start(fileOf('a.txt', 'text/plain'));
    FakeRequest.last().respond(status, 'no');
    await expect(done).rejects.toMatchObject({ kind: 'http', status });
  });

  it('logs and rejects a network error with the connection / CORS / address hint', async () => {
    const done = start(fileOf('photo.png', 'image/png'));
    FakeRequest.last().failNetwork();
    const text =
      'Upload of "photo.png" failed: network error. Check your internet connection, that the upload address ' +
      'allows cross-origin (CORS) requests from this site, and that the address is valid.';
    await expect(done).rejects.toMatchObject({ message: text, kind: 'network', fileName: 'photo.png' });
    expect(logger.lines).toEqual([{ level: 'error', message: text }]);
  });

  it('aborts on the signal: only logs, and rejects with an error the caller can tell apart', async () => {
    const controller = new AbortController();
    const done = start(fileOf('photo.png', 'image/png'), { signal: controller.signal });
    const request = FakeRequest.last();
    controller.abort();
    expect(request.aborted).toBe(true);
    const error = await done.catch((e: unknown) => e);
    expect(isUploadAborted(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'aborted', message: 'Upload of "photo.png" was aborted.' });
    expect(logger.lines).toEqual([{ level: 'warn', message: 'Upload of "photo.png" was aborted.' }]);
  });

  it('stops listening to the signal once settled', async () => {
    const controller = new AbortController();
    const done = start(fileOf('a.txt', 'text/plain'), { signal: controller.signal });
    FakeRequest.last().respond(200);
    await done;
    controller.abort();
    expect(FakeRequest.last().aborted).toBe(false);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(start(fileOf('a.txt', 'text/plain'), { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(FakeRequest.created).toEqual([]);
    expect(logger.lines).toEqual([{ level: 'warn', message: 'Upload of "a.txt" was aborted.' }]);
  });
});

describe('uploadFile: nothing is sent (docs/api.md#error-catalogue)', () => {
  it.each([undefined, null, ''])('without an address (%o): only logged', async (url) => {
    const error = await start(fileOf('a.txt', 'text/plain'), { url }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'not-started',
      message: 'Upload not started: no upload address was given.',
    });
    expect(FakeRequest.created).toEqual([]);
    expect(logger.lines).toEqual([
      { level: 'error', message: 'Upload not started: no upload address was given.' },
    ]);
  });

  it.each([
    ['no file', null, 0],
    ['an empty list', [], 0],
    ['two files', [fileOf('a.txt', 'text/plain'), fileOf('b.txt', 'text/plain')], 2],
  ])('with %s: only logged', async (_label, input, count) => {
    const message = `Upload not started: exactly one file is needed, got ${count}.`;
    const error = await start(input).catch((e: unknown) => e);
    expect(isUploadError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'not-started', message });
    expect(FakeRequest.created).toEqual([]);
    expect(logger.lines).toEqual([{ level: 'error', message }]);
  });

  it('logs to the console by default', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await uploadFile(fileOf('a.txt', 'text/plain'), { url: '', createRequest: FakeRequest.factory }).catch(
      () => undefined,
    );
    expect(consoleError).toHaveBeenCalledWith('Upload not started: no upload address was given.');
  });
});

describe('isUploadAborted', () => {
  it('also recognises the standard AbortError of a fetch-based sender', () => {
    expect(isUploadAborted(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isUploadAborted(new Error('stop'))).toBe(false);
    expect(isUploadAborted(null)).toBe(false);
  });
});

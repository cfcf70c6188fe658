// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile, type UploadFunction } from './index.js';
import { useUpload, type UploadControl, type UseUploadOptions } from './react.js';
import { FakeRequest, fileOf, recordingLogger } from './testing/fake-request.js';

interface ScriptedCall {
  file: File;
  signal: AbortSignal | undefined;
  progress: (percent: number) => void;
  resolve: (key: string) => void;
  reject: (error: unknown) => void;
}

/** An upload function whose calls the test settles by hand. */
function scriptedUpload() {
  const calls: ScriptedCall[] = [];
  const upload: UploadFunction<string> = (file, options = {}) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ file, signal: options.signal, progress: (p) => options.onProgress?.(p), resolve, reject });
    });
  const call = (index: number) => {
    const found = calls[index];
    if (!found) throw new Error(`no upload call ${index}`);
    return found;
  };
  return { upload, calls, call };
}

function setup(extra: Partial<UseUploadOptions<string>> = {}) {
  const scripted = scriptedUpload();
  const events = { onFileSelected: vi.fn(), onUploadSuccess: vi.fn(), onUploadError: vi.fn() };
  const logger = recordingLogger();
  const hook = renderHook<UploadControl, UseUploadOptions<string>>((options) => useUpload(options), {
    initialProps: { upload: scripted.upload, logger, ...events, ...extra },
  });
  return { ...scripted, events, logger, hook, result: hook.result };
}

let createObjectURL: ReturnType<typeof vi.fn>;
let revokeObjectURL: ReturnType<typeof vi.fn>;
beforeEach(() => {
  FakeRequest.reset();
  let next = 0;
  createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`);
  revokeObjectURL = vi.fn();
  vi.stubGlobal('URL', Object.assign(globalThis.URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => vi.unstubAllGlobals());

describe('useUpload: selecting', () => {
  it('starts empty', () => {
    const { result } = setup();
    expect(result.current).toMatchObject({
      file: null,
      status: null,
      progress: 0,
      validationErrors: [],
      error: null,
    });
  });

  it('takes a valid file as Pending and emits file-selected, sending nothing yet', () => {
    const { result, events, calls } = setup();
    const file = fileOf('scan.pdf', 'application/pdf', 40);
    act(() => result.current.select([file]));
    expect(result.current.file).toEqual({ file, name: 'scan.pdf', type: 'application/pdf', size: 40 });
    expect(result.current.status).toBe('Pending');
    expect(events.onFileSelected).toHaveBeenCalledExactlyOnceWith(file);
    expect(calls).toEqual([]);
  });

  it('shows the oversize text and keeps the current file', () => {
    const { result, events } = setup();
    const kept = fileOf('a.pdf', 'application/pdf');
    act(() => result.current.select(kept));
    act(() => result.current.select({ name: 'big.pdf', type: 'application/pdf', size: 26214401 } as File));
    expect(result.current.validationErrors).toEqual([
      'File size exceeds 25 MB, please upload a smaller file.',
    ]);
    expect(result.current.file?.file).toBe(kept);
    expect(events.onFileSelected).toHaveBeenCalledTimes(1);
  });

  it('shows the type text for a file outside accept, and the count text for two files', () => {
    const { result, events } = setup({ accept: 'image/*,.pdf' });
    act(() => result.current.select([fileOf('notes.txt', 'text/plain')]));
    expect(result.current.validationErrors).toEqual([
      'notes.txt: Invalid file type, allowed file types: image/*, .pdf.',
    ]);
    act(() => result.current.select([fileOf('a.png', 'image/png'), fileOf('b.png', 'image/png')]));
    expect(result.current.validationErrors).toEqual([
      'Maximum number of files exceeded, limit is 1 at most.',
    ]);
    expect(result.current.file).toBeNull();
    expect(events.onFileSelected).not.toHaveBeenCalled();
  });

  it('clears the validation texts once a valid file is chosen', () => {
    const { result } = setup({ maxBytes: 10 });
    act(() => result.current.select(fileOf('a.bin', '', 11)));
    expect(result.current.validationErrors).toEqual([
      'File size exceeds 10 Bytes, please upload a smaller file.',
    ]);
    act(() => result.current.select(fileOf('a.bin', '', 10)));
    expect(result.current.validationErrors).toEqual([]);
    expect(result.current.status).toBe('Pending');
  });

  it('ignores the same file chosen again, even after it was uploaded', async () => {
    const { result, events, call } = setup();
    act(() => result.current.select(fileOf('a.png', 'image/png', 10)));
    const started = act(() => result.current.start());
    call(0).resolve('k');
    await started;
    act(() => result.current.select(fileOf('a.png', 'image/png', 10)));
    expect(result.current.status).toBe('Uploaded');
    expect(events.onFileSelected).toHaveBeenCalledTimes(1);
  });

  it('makes an object-URL preview for images only, revoked when the file is replaced', () => {
    const { result } = setup();
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    expect(result.current.file?.preview).toBe('blob:preview-1');
    act(() => result.current.select(fileOf('b.pdf', 'application/pdf')));
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:preview-1');
    expect(result.current.file?.preview).toBeUndefined();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});

describe('useUpload: in another language', () => {
  it('refuses a selection with the given texts, the size written in the locale', async () => {
    const { uploaderTexts } = await import('./locales/ar.js');
    const { result } = setup({ accept: '.pdf', maxBytes: 1536, texts: uploaderTexts, locale: 'ar' });
    act(() => result.current.select([fileOf('notes.txt', 'text/plain')]));
    expect(result.current.validationErrors).toEqual([
      'notes.txt: نوع الملف غير مسموح به، الأنواع المسموح بها: .pdf.',
    ]);
    act(() => result.current.select([fileOf('big.pdf', 'application/pdf', 4096)]));
    expect(result.current.validationErrors[0]).toMatch(/^حجم الملف يتجاوز .*كيلوبايت، يُرجى رفع ملف أصغر\.$/);
  });
});

describe('useUpload: uploading', () => {
  it('goes Pending → Uploading (percent) → Uploaded and emits upload-success with the key', async () => {
    const { result, events, call } = setup();
    const file = fileOf('a.png', 'image/png');
    act(() => result.current.select(file));
    let started!: Promise<void>;
    act(() => {
      started = result.current.start();
    });
    expect(result.current).toMatchObject({ status: 'Uploading', progress: 0 });
    expect(call(0).file).toBe(file);
    act(() => call(0).progress(42));
    expect(result.current).toMatchObject({ status: 'Uploading', progress: 42 });
    await act(async () => {
      call(0).resolve('uploads/1/key');
      await started;
    });
    expect(result.current).toMatchObject({ status: 'Uploaded', progress: 100, error: null });
    expect(events.onUploadSuccess).toHaveBeenCalledExactlyOnceWith({ file, result: 'uploads/1/key' });
    expect(events.onUploadError).not.toHaveBeenCalled();
  });

  it('starts by itself in auto mode', () => {
    const { result, calls } = setup({ auto: true });
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    expect(result.current.status).toBe('Uploading');
    expect(calls).toHaveLength(1);
  });

  it('does not send twice while an upload runs', () => {
    const { result, calls } = setup();
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    act(() => void result.current.start());
    act(() => void result.current.start());
    expect(calls).toHaveLength(1);
  });

  it('back to Pending with the error and upload-error when the transfer fails', async () => {
    const { result, events, call } = setup();
    const file = fileOf('a.png', 'image/png');
    act(() => result.current.select(file));
    const failure = new Error('Upload of "a.png" failed with status 403: denied');
    await act(async () => {
      const started = result.current.start();
      call(0).progress(50);
      call(0).reject(failure);
      await started;
    });
    expect(result.current).toMatchObject({ status: 'Pending', progress: 0, error: failure });
    expect(events.onUploadError).toHaveBeenCalledExactlyOnceWith({ file, error: failure });
    expect(events.onUploadSuccess).not.toHaveBeenCalled();
  });

  it('calls the latest upload function and callbacks', async () => {
    const { result, hook, events, logger } = setup();
    const latest = vi.fn();
    hook.rerender({ upload: async (file) => `key-of-${file.name}`, onUploadSuccess: latest, logger });
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    await act(() => result.current.start());
    expect(latest).toHaveBeenCalledWith({ file: expect.any(File), result: 'key-of-a.png' });
    expect(events.onUploadSuccess).not.toHaveBeenCalled();
  });

  it('logs the file count when started without a file, sending nothing', async () => {
    const { result, calls, logger } = setup();
    await act(() => result.current.start());
    expect(calls).toEqual([]);
    expect(logger.lines).toEqual([
      { level: 'error', message: 'Upload not started: exactly one file is needed, got 0.' },
    ]);
  });
});

describe('useUpload: aborting (only logged, docs/api.md#error-catalogue)', () => {
  /** The hook driving the real uploadFile over a fake XHR. */
  function setupWithXhr(url: string | null) {
    const logger = recordingLogger();
    const upload: UploadFunction = (file, options) =>
      uploadFile(file, { url, ...options, createRequest: FakeRequest.factory, logger });
    return { ...setup({ upload: upload as UploadFunction<string> }), xhrLogger: logger };
  }

  it('cancel aborts the request, returns to Pending and emits no upload-error', async () => {
    const { result, events, xhrLogger } = setupWithXhr('https://storage.test/put');
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    let started!: Promise<void>;
    act(() => {
      started = result.current.start();
    });
    act(() => FakeRequest.last().progress(30, 100));
    expect(result.current.progress).toBe(30);
    await act(async () => {
      result.current.cancel();
      await started;
    });
    expect(FakeRequest.last().aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'Pending', progress: 0, error: null });
    expect(events.onUploadError).not.toHaveBeenCalled();
    expect(xhrLogger.lines).toEqual([{ level: 'warn', message: 'Upload of "a.png" was aborted.' }]);
  });

  it('an upload that never started (no address) is only logged', async () => {
    const { result, events, xhrLogger } = setupWithXhr(null);
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    await act(() => result.current.start());
    expect(result.current).toMatchObject({ status: 'Pending', error: null });
    expect(events.onUploadError).not.toHaveBeenCalled();
    expect(xhrLogger.lines).toEqual([
      { level: 'error', message: 'Upload not started: no upload address was given.' },
    ]);
  });

  it('a fetch-style AbortError from a custom sender is also not an upload-error', async () => {
    const { result, events, call } = setup();
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    await act(async () => {
      const started = result.current.start();
      call(0).reject(new DOMException('aborted', 'AbortError'));
      await started;
    });
    expect(result.current.status).toBe('Pending');
    expect(events.onUploadError).not.toHaveBeenCalled();
  });

  it('a new file replaces the one uploading: the old transfer is aborted and its late news ignored', async () => {
    const { result, events, call } = setup();
    act(() => result.current.select(fileOf('first.png', 'image/png')));
    act(() => void result.current.start());
    const second = fileOf('second.png', 'image/png');
    act(() => result.current.select(second));
    expect(call(0).signal?.aborted).toBe(true);
    await act(async () => {
      call(0).progress(80);
      call(0).resolve('stale');
    });
    expect(result.current).toMatchObject({ status: 'Pending', progress: 0, file: { file: second } });
    expect(events.onUploadSuccess).not.toHaveBeenCalled();
  });

  it('clear aborts and forgets the file; unmount aborts and revokes the preview', () => {
    const { result, call, hook } = setup();
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    act(() => void result.current.start());
    act(() => result.current.clear());
    expect(call(0).signal?.aborted).toBe(true);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(result.current).toMatchObject({ file: null, status: null, progress: 0 });

    act(() => result.current.select(fileOf('b.png', 'image/png')));
    act(() => void result.current.start());
    hook.unmount();
    expect(call(1).signal?.aborted).toBe(true);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });

  it('cancel without a running upload changes nothing', () => {
    const { result } = setup();
    act(() => result.current.select(fileOf('a.png', 'image/png')));
    const before = result.current;
    act(() => result.current.cancel());
    expect(result.current.status).toBe(before.status);
  });
});

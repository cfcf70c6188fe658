// Runs inside Chromium: bundled with the package source by browser-upload.test.ts and loaded by the test
// page. It exposes a few actions on `window` so each test is one `page.evaluate` call.
import { createApiClient } from '@concierge/api-client';
import { createPresignedUpload, isUploadError, uploadFile } from '../index.js';
import { recordingLogger } from './fake-request.js';

/** What a test reads back from the page. */
export interface UploadOutcome {
  /** SHA-256 of the bytes the page sent, hex. */
  sha256: string;
  progress: number[];
  logs: Array<{ level: 'error' | 'warn'; message: unknown }>;
  result?: unknown;
  error?: { name: string; message: string; kind?: string; status?: number | undefined };
}

export interface FileSpec {
  size: number;
  name: string;
  type: string;
  method?: string;
  /** Abort through the signal as soon as the first progress event arrives. */
  abortOnFirstProgress?: boolean;
}

/** The page's `window`, as the tests see it. */
export interface PageWindow {
  uploaderTest: typeof actions;
  /** Bound by the test (`page.exposeFunction`) to release the storage server's gate. */
  reportProgress?: (percent: number) => Promise<void>;
}
const pageWindow = window as unknown as PageWindow;

async function randomFile(spec: FileSpec) {
  const bytes = new Uint8Array(spec.size);
  // getRandomValues fills at most 64 KiB per call.
  for (let offset = 0; offset < bytes.length; offset += 65_536) {
    crypto.getRandomValues(bytes.subarray(offset, offset + 65_536));
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const sha256 = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { file: new File([bytes], spec.name, { type: spec.type }), sha256 };
}

async function observe(
  spec: FileSpec,
  send: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<unknown>,
  logs: UploadOutcome['logs'],
): Promise<UploadOutcome> {
  const { file, sha256 } = await randomFile(spec);
  const progress: number[] = [];
  const controller = new AbortController();
  const onProgress = (percent: number) => {
    progress.push(percent);
    void pageWindow.reportProgress?.(percent);
    if (spec.abortOnFirstProgress) controller.abort();
  };
  try {
    const result = await send(file, onProgress, controller.signal);
    return { sha256, progress, logs, result };
  } catch (error) {
    const { name, message } = error as Error;
    const details = isUploadError(error) ? { kind: error.kind, status: error.status } : {};
    return { sha256, progress, logs, error: { name, message, ...details } };
  }
}

const actions = {
  /** `uploadFile` straight to a storage address. */
  upload(url: string, spec: FileSpec): Promise<UploadOutcome> {
    const logger = recordingLogger();
    return observe(
      spec,
      (file, onProgress, signal) =>
        uploadFile(file, { url, method: spec.method, onProgress, signal, logger }),
      logger.lines,
    );
  },

  /** The app's path: the real API client presigns, then `createPresignedUpload` sends the file. */
  presignedUpload(apiBase: string, spec: FileSpec): Promise<UploadOutcome> {
    const logger = recordingLogger();
    const client = createApiClient({
      baseUrl: apiBase,
      session: { getToken: () => 'test-token', getMfaToken: () => null, clear: () => undefined },
    });
    const upload = createPresignedUpload(client, { logger });
    return observe(spec, (file, onProgress, signal) => upload(file, { onProgress, signal }), logger.lines);
  },
};

pageWindow.uploaderTest = actions;

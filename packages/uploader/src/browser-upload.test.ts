// The real thing: Debian's Chromium runs the package source against real HTTP servers on random ports.
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FileSpec, PageWindow, UploadOutcome } from './testing/browser-page.js';
import { startApp, startStorage } from './testing/browser-servers.js';

const MiB = 1024 * 1024;
let browser: Browser;
let storage: Awaited<ReturnType<typeof startStorage>>;
let app: Awaited<ReturnType<typeof startApp>>;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // Bundle the source (not dist), so the test always runs the code under review.
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./testing/browser-page.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const bundle = bundled.outputFiles[0]?.text ?? '';
  storage = await startStorage();
  app = await startApp(bundle, storage.origin);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await storage?.close();
});

beforeEach(async () => {
  context = await browser.newContext();
  // A cookie for the storage host: uploads must not carry it (no credentials, docs/api.md#calls).
  await context.addCookies([{ name: 'session', value: 'secret', domain: '127.0.0.1', path: '/' }]);
  page = await context.newPage();
  // The gate opens once the page has seen a progress value short of 100.
  await page.exposeFunction('reportProgress', (percent: number) => {
    if (percent < 100) storage.releaseGates();
  });
  await page.goto(app.origin);
  await page.waitForFunction(() => 'uploaderTest' in window);
});

afterEach(async () => {
  await context?.close();
});

function upload(url: string, spec: FileSpec): Promise<UploadOutcome> {
  return page.evaluate(
    ([address, file]) => (window as unknown as PageWindow).uploaderTest.upload(address, file),
    [url, spec] as const,
  );
}

describe('uploadFile in Chromium', { timeout: 120_000 }, () => {
  it('sends a 12 MiB file cross-origin with growing progress, and storage holds exactly its bytes', async () => {
    const outcome = await upload(`${storage.origin}/objects/big.bin?gate`, {
      size: 12 * MiB,
      name: 'big.bin',
      type: 'video/mp4',
    });
    expect(outcome.error).toBeUndefined();
    // Whole percentages, strictly growing, at least one mid-way (the gate guarantees it), ending at 100.
    expect(outcome.progress.length).toBeGreaterThanOrEqual(2);
    expect(outcome.progress.every((percent) => Number.isInteger(percent))).toBe(true);
    expect(outcome.progress.every((percent, i, all) => i === 0 || percent > (all[i - 1] ?? -1))).toBe(true);
    expect(outcome.progress[0]).toBeLessThan(100);
    expect(outcome.progress.at(-1)).toBe(100);
    expect(storage.objects.get('big.bin')).toEqual({
      method: 'PUT',
      contentType: 'video/mp4',
      cookie: undefined,
      size: 12 * MiB,
      sha256: outcome.sha256,
    });
    expect(outcome.logs).toEqual([]);
  });

  it('sends an untyped file as application/octet-stream with the method it is given', async () => {
    const outcome = await upload(`${storage.origin}/objects/untyped`, {
      size: 70_000,
      name: 'untyped',
      type: '',
      method: 'POST',
    });
    expect(outcome.error).toBeUndefined();
    expect(storage.objects.get('untyped')).toEqual({
      method: 'POST',
      contentType: 'application/octet-stream',
      cookie: undefined,
      size: 70_000,
      sha256: outcome.sha256,
    });
  });

  it('rejects a 403 with the file name, the status and the response text', async () => {
    const outcome = await upload(`${storage.origin}/forbidden/x`, {
      size: 2 * MiB,
      name: 'scan.pdf',
      type: 'application/pdf',
    });
    expect(outcome.error).toEqual({
      name: 'UploadError',
      message: 'Upload of "scan.pdf" failed with status 403: Request has expired',
      kind: 'http',
      status: 403,
    });
    expect(outcome.logs).toEqual([]);
  });

  it('turns a refused cross-origin request into the logged network hint', async () => {
    const outcome = await upload(`${storage.origin}/no-cors/x`, {
      size: 1024,
      name: 'scan.pdf',
      type: 'application/pdf',
    });
    const hint =
      'Upload of "scan.pdf" failed: network error. Check your internet connection, that the upload address ' +
      'allows cross-origin (CORS) requests from this site, and that the address is valid.';
    expect(outcome.error).toEqual({ name: 'UploadError', message: hint, kind: 'network', status: undefined });
    expect(outcome.logs).toEqual([{ level: 'error', message: hint }]);
  });

  it('aborts through the signal: the connection is dropped, the abort only logged and told apart', async () => {
    const outcome = await upload(`${storage.origin}/hold/x`, {
      size: 1 * MiB,
      name: 'photo.png',
      type: 'image/png',
      abortOnFirstProgress: true,
    });
    expect(outcome.error).toEqual({
      name: 'UploadError',
      message: 'Upload of "photo.png" was aborted.',
      kind: 'aborted',
      status: undefined,
    });
    expect(outcome.logs).toEqual([{ level: 'warn', message: 'Upload of "photo.png" was aborted.' }]);
    await storage.heldRequestClosed;
  });
});

describe('createPresignedUpload in Chromium', { timeout: 120_000 }, () => {
  it('presigns through the real API client, uploads to storage and resolves to the key', async () => {
    const outcome = await page.evaluate(
      ([apiBase, spec]) => (window as unknown as PageWindow).uploaderTest.presignedUpload(apiBase, spec),
      [app.origin, { size: 3 * MiB, name: 'report.pdf', type: 'application/pdf' }] as const,
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toBe('uploads/1/1');
    expect(app.presigns).toEqual([
      {
        authorization: 'Bearer test-token',
        body: { upload: { filename: 'report.pdf', content_type: 'application/pdf', size: 3 * MiB } },
      },
    ]);
    expect(storage.objects.get('uploads/1/1')).toMatchObject({ size: 3 * MiB, sha256: outcome.sha256 });
    expect(outcome.progress.at(-1)).toBe(100);
  });
});

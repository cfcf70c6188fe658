import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { signPut, verifyPut } from './local-signature.js';
import {
  LocalUploadStorage,
  resolveSigningSecret,
  SIGNING_SECRET_FILE,
  SizeMismatchError,
} from './local-storage.js';

const root = mkdtempSync(path.join(tmpdir(), 'local-storage-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = new LocalUploadStorage(root, 'secret');
const key = (n: number) => `uploads/3/2e9e5d1c-7c1f-4e3a-9a9b-0c1d2e3f4a5${n}`;
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true }).map(String);

describe('local upload storage', () => {
  it('stores exactly the signed number of bytes and reads back size and head', async () => {
    await storage.receive(key(0), Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]), 8);
    expect(await storage.inspect(key(0))).toEqual({ size: 8, head: Buffer.from('%PDF-1.7') });
    expect(statSync(path.join(root, 'uploads', '3', key(0).split('/')[2]!)).mode & 0o777).toBe(0o600);
  });

  it('keeps nothing of a body longer or shorter than signed', async () => {
    for (const body of ['123456789', '1234567']) {
      await expect(storage.receive(key(1), Readable.from([Buffer.from(body)]), 8)).rejects.toBeInstanceOf(
        SizeMismatchError,
      );
    }
    expect(await storage.inspect(key(1))).toBeNull();
    expect(filesUnder(root).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('refuses anything but an upload or export key, so no path can climb out of its folder', async () => {
    for (const bad of ['../../etc/passwd', 'uploads/3/../../x', 'uploads/3/not-a-uuid', 'exports/../x']) {
      await expect(storage.inspect(bad)).rejects.toThrow('not a stored key');
    }
  });

  it('signs over key, type, size and expiry', () => {
    const put = { key: key(0), contentType: 'image/png', size: 10, expires: 1_800_000_000 };
    const signature = signPut('secret', put);
    expect(verifyPut('secret', put, signature)).toBe(true);
    for (const changed of [
      { key: key(1) },
      { contentType: 'image/gif' },
      { size: 11 },
      { expires: 1_800_000_001 },
    ]) {
      expect(verifyPut('secret', { ...put, ...changed }, signature)).toBe(false);
    }
    expect(verifyPut('another secret', put, signature)).toBe(false);
    expect(verifyPut('secret', put, 'short')).toBe(false);
  });
});

describe('the upload signing secret', () => {
  it('is the configured one, else one kept per data folder (owner-only), else a fresh one', () => {
    const dataDir = path.join(root, 'data');
    expect(resolveSigningSecret('configured', dataDir)).toBe('configured');
    expect(existsSync(path.join(dataDir, SIGNING_SECRET_FILE))).toBe(false);
    const first = resolveSigningSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(resolveSigningSecret(undefined, dataDir)).toBe(first);
    expect(statSync(path.join(dataDir, SIGNING_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(resolveSigningSecret(undefined, undefined)).not.toBe(resolveSigningSecret(undefined, undefined));
  });
});

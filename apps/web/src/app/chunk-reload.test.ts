import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_MARKER,
  clearChunkReloadMarker,
  isChunkLoadError,
  lazyPage,
  reloadOnceFor,
  wasReloadedFor,
} from './chunk-reload';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('lazyPage', () => {
  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await lazyPage(() => Promise.reject(cause), memoryStorage())().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).cause).toBe(cause);
  });

  it('clears the reload marker once a page loads', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_MARKER, '/dashboard');
    await expect(lazyPage(async () => 'module', storage)()).resolves.toBe('module');
    expect(storage.getItem(CHUNK_RELOAD_MARKER)).toBeNull();
  });
});

describe('reloadOnceFor', () => {
  it('reloads once per URL, then gives up instead of looping', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(wasReloadedFor('/requests', storage)).toBe(false);
    expect(reloadOnceFor('/requests', reload, storage)).toBe(true);
    expect(wasReloadedFor('/requests', storage)).toBe(true);
    expect(reloadOnceFor('/requests', reload, storage)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for another URL, and after the marker is cleared', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceFor('/requests', reload, storage);
    expect(reloadOnceFor('/dashboard', reload, storage)).toBe(true);
    clearChunkReloadMarker(storage);
    expect(reloadOnceFor('/dashboard', reload, storage)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads without storage, since it could not stop a loop', () => {
    const reload = vi.fn();
    expect(reloadOnceFor('/x', reload, null)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

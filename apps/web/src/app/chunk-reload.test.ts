import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_MARKER,
  clearChunkReloadMarker,
  clearMarkerWhenSettled,
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
    const error = await lazyPage(() => Promise.reject(cause))().catch((e: unknown) => e);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).cause).toBe(cause);
  });

  it('passes a loaded module through', async () => {
    await expect(lazyPage(async () => 'module')()).resolves.toBe('module');
  });
});

describe('clearMarkerWhenSettled', () => {
  function fakeRouter() {
    let listener: ((state: State) => void) | null = null;
    type State = { initialized: boolean; navigation: { state: string }; errors: unknown };
    const router = {
      state: { initialized: false, navigation: { state: 'idle' }, errors: null } as State,
      subscribe: (next: (state: State) => void) => {
        listener = next;
        return () => undefined;
      },
      emit(state: State) {
        router.state = state;
        listener?.(state);
      },
    };
    return router;
  }

  it('keeps the marker while a page is loading or failed, and forgets it once one rendered', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_MARKER, '/requests');
    const router = fakeRouter();
    clearMarkerWhenSettled(router, storage);
    expect(storage.getItem(CHUNK_RELOAD_MARKER)).toBe('/requests');
    router.emit({ initialized: true, navigation: { state: 'idle' }, errors: { 0: new Error('chunk') } });
    expect(storage.getItem(CHUNK_RELOAD_MARKER)).toBe('/requests');
    router.emit({ initialized: true, navigation: { state: 'loading' }, errors: null });
    expect(storage.getItem(CHUNK_RELOAD_MARKER)).toBe('/requests');
    router.emit({ initialized: true, navigation: { state: 'idle' }, errors: null });
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

// docs/screens.md#shell-links-and-failed-page-loads: "If a lazily loaded page fails to load, the browser reloads that URL." After a deploy the old
// chunk names are gone; one reload fetches the new index.html and its new chunks. A sessionStorage marker
// holding the URL already reloaded stops a loop when the chunk is missing for good.

export const CHUNK_RELOAD_MARKER = 'concierge:chunk-reload';

/** The error a lazy page import rejects with, so the route error boundary can tell it apart. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function safeStorage(): MarkerStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): then we never auto-reload rather than risk a loop.
    return null;
  }
}

/** Wraps a page import so that a failure becomes a {@link ChunkLoadError}. */
export function lazyPage<T>(load: () => Promise<T>) {
  return async (): Promise<T> => {
    try {
      return await load();
    } catch (cause) {
      throw new ChunkLoadError('A page of the app failed to load.', { cause });
    }
  };
}

/**
 * Decides what to do after a chunk failed on `url`: reload once (and remember it), or give up when this
 * URL was already reloaded. Returns true when a reload was started.
 */
export function reloadOnceFor(
  url: string,
  reload: () => void,
  storage: MarkerStorage | null = safeStorage(),
): boolean {
  if (!storage || storage.getItem(CHUNK_RELOAD_MARKER) === url) return false;
  storage.setItem(CHUNK_RELOAD_MARKER, url);
  reload();
  return true;
}

/** True when `url` was already reloaded once for a failed chunk: no second automatic reload. */
export function wasReloadedFor(url: string, storage: MarkerStorage | null = safeStorage()): boolean {
  return !storage || storage.getItem(CHUNK_RELOAD_MARKER) === url;
}

/** The part of the data router's state that tells whether a page rendered without error. */
interface RouterLike {
  state: { initialized: boolean; navigation: { state: string }; errors: unknown };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

/**
 * Forgets the marker once the router settles on a page without error: a later failure (e.g. after the
 * next deploy) may reload once again. Not on any successful chunk: after the reload the layout's chunk
 * may load while the page's chunk still fails, and clearing then would loop.
 */
export function clearMarkerWhenSettled(router: RouterLike, storage: MarkerStorage | null = safeStorage()) {
  const check = (state: RouterLike['state']) => {
    if (state.initialized && state.navigation.state === 'idle' && !state.errors) {
      storage?.removeItem(CHUNK_RELOAD_MARKER);
    }
  };
  check(router.state);
  return router.subscribe(check);
}

/** Forgets the marker, so a manual "Try again" may reload once more. */
export function clearChunkReloadMarker(storage: MarkerStorage | null = safeStorage()): void {
  storage?.removeItem(CHUNK_RELOAD_MARKER);
}

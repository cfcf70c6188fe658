// The console keeps its own session, apart from the web app's on the same origin: a requester signed in
// to the web app who opens /console, and is refused there, must not lose (or have revoked) that session;
// and a concierge's console session must not sign them in to the web app.

/** Prefixes the console's keys in local storage. */
export const CONSOLE_STORAGE_PREFIX = 'concierge.console:';

/** A Storage that reads and writes `base` under {@link CONSOLE_STORAGE_PREFIX}. */
export function createPrefixedStorage(base: Storage, prefix = CONSOLE_STORAGE_PREFIX): Storage {
  const ownKeys = () => {
    const keys: string[] = [];
    for (let index = 0; index < base.length; index++) {
      const key = base.key(index);
      if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length));
    }
    return keys;
  };
  return {
    get length() {
      return ownKeys().length;
    },
    clear: () => ownKeys().forEach((key) => base.removeItem(prefix + key)),
    getItem: (key) => base.getItem(prefix + key),
    key: (index) => ownKeys()[index] ?? null,
    removeItem: (key) => base.removeItem(prefix + key),
    setItem: (key, value) => base.setItem(prefix + key, value),
  };
}

/**
 * Another tab's changes to the prefixed keys, re-announced as `storage` events with the plain key: what
 * the auth session listens for to follow a sign-out in another console tab.
 */
export function createPrefixedStorageEvents(
  source: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  prefix = CONSOLE_STORAGE_PREFIX,
): EventTarget {
  const target = new EventTarget();
  source.addEventListener('storage', (event) => {
    const { key } = event as StorageEvent;
    if (key !== null && !key.startsWith(prefix)) return;
    // A plain Event: a StorageEvent's storageArea must be a real Storage, and ours is a wrapper.
    const forwarded = Object.assign(new Event('storage'), {
      key: key === null ? null : key.slice(prefix.length),
      storageArea: null,
    });
    target.dispatchEvent(forwarded);
  });
  return target;
}

import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSession, STORAGE_KEYS } from '@concierge/auth';
import {
  CONSOLE_STORAGE_PREFIX,
  createPrefixedStorage,
  createPrefixedStorageEvents,
} from './console-storage';

const HOUR = 3_600_000;

describe('createPrefixedStorage', () => {
  it('keeps the console session apart from the web app’s on the same origin', () => {
    const local = createMemoryStorage();
    local.setItem(STORAGE_KEYS.token, 'web-token');
    const consoleSession = createSession({ storage: createPrefixedStorage(local), events: null });
    expect(consoleSession.getToken()).toBeNull();

    consoleSession.start({ token: 'console-token', expiresAt: new Date(Date.now() + HOUR).toISOString() });
    expect(consoleSession.getToken()).toBe('console-token');
    expect(local.getItem(STORAGE_KEYS.token)).toBe('web-token');
    expect(local.getItem(`${CONSOLE_STORAGE_PREFIX}${STORAGE_KEYS.token}`)).toBe('console-token');

    consoleSession.clear();
    expect(local.getItem(STORAGE_KEYS.token)).toBe('web-token');
  });

  it('lists and clears only its own keys', () => {
    const local = createMemoryStorage();
    local.setItem('other', '1');
    const prefixed = createPrefixedStorage(local);
    prefixed.setItem('a', '2');
    expect(prefixed.length).toBe(1);
    expect(prefixed.key(0)).toBe('a');
    prefixed.clear();
    expect(local.getItem('other')).toBe('1');
    expect(local.length).toBe(1);
  });
});

describe('createPrefixedStorageEvents', () => {
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });

  it('re-announces another tab’s change to a console key with the plain key', () => {
    const source = new EventTarget();
    const listener = vi.fn();
    createPrefixedStorageEvents(source).addEventListener('storage', (event) =>
      listener((event as StorageEvent).key),
    );
    source.dispatchEvent(storageEvent(`${CONSOLE_STORAGE_PREFIX}${STORAGE_KEYS.token}`));
    source.dispatchEvent(storageEvent(STORAGE_KEYS.token));
    source.dispatchEvent(storageEvent(null));
    expect(listener.mock.calls).toEqual([[STORAGE_KEYS.token], [null]]);
  });

  it('makes a console session follow a sign-out in another console tab, not in the web app', () => {
    const source = new EventTarget();
    const session = createSession({
      storage: createPrefixedStorage(createMemoryStorage()),
      events: createPrefixedStorageEvents(source),
    });
    const listener = vi.fn();
    session.subscribe(listener);
    source.dispatchEvent(storageEvent(STORAGE_KEYS.token));
    expect(listener).not.toHaveBeenCalled();
    source.dispatchEvent(storageEvent(`${CONSOLE_STORAGE_PREFIX}${STORAGE_KEYS.token}`));
    expect(listener).toHaveBeenCalledOnce();
  });
});

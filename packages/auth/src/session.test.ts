// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEVICE_TOKEN_STORAGE_KEY,
  STORAGE_KEYS,
  createMemoryStorage,
  createSession,
  initialAuthState,
  type AuthState,
} from './index.js';

const EXPIRES = '2030-01-01T12:00:00.000Z';
const EXPIRES_MS = Date.parse(EXPIRES);

function otherTabWrites(key: string | null, newValue: string | null, storageArea: Storage = localStorage) {
  if (key !== null) {
    if (newValue === null) storageArea.removeItem(key);
    else storageArea.setItem(key, newValue);
  }
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

it('keeps everything under stable, documented keys', () => {
  expect(STORAGE_KEYS).toEqual({
    token: 'concierge.auth.token',
    tokenExpiresAt: 'concierge.auth.tokenExpiresAt',
    mfaToken: 'concierge.auth.mfaToken',
    flow: 'concierge.auth.flow',
  });
});

describe('tokens', () => {
  it('stores the token, its expiry and the MFA token in local storage', () => {
    const session = createSession({ now: () => EXPIRES_MS - 1000 });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    session.saveMfaToken('mfa-1');
    expect(localStorage.getItem('concierge.auth.token')).toBe('tok-1');
    expect(localStorage.getItem('concierge.auth.tokenExpiresAt')).toBe(EXPIRES);
    expect(localStorage.getItem('concierge.auth.mfaToken')).toBe('mfa-1');
    expect(session.getToken()).toBe('tok-1');
    expect(session.getMfaToken()).toBe('mfa-1');
    expect(session.getTokenExpiresAt()).toEqual(new Date(EXPIRES));
  });

  it('survives a reload: a new session over the same storage sees it', () => {
    createSession().start({ token: 'tok-1', expiresAt: EXPIRES });
    const reloaded = createSession({ now: () => EXPIRES_MS - 1 });
    expect(reloaded.isAuthenticated()).toBe(true);
    expect(reloaded.getToken()).toBe('tok-1');
  });

  it('drops the previous MFA token when a new session starts (it is bound to its session)', () => {
    const session = createSession({ now: () => 0 });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    session.saveMfaToken('mfa-1');
    session.start({ token: 'tok-2', expiresAt: EXPIRES });
    expect(session.getMfaToken()).toBeNull();
  });

  it('clearing removes all three and nothing else', () => {
    const session = createSession({ now: () => 0 });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    session.saveMfaToken('mfa-1');
    session.writeFlow(initialAuthState);
    localStorage.setItem('unrelated', 'kept');
    session.clear();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiresAt)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.mfaToken)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(session.isAuthenticated()).toBe(false);
  });
});

describe('the device token', () => {
  it('is kept for the device: a new session and signing out leave it', () => {
    const session = createSession({ now: () => 0 });
    expect(session.getDeviceToken()).toBeNull();
    session.saveDeviceToken('v1.7.9.signed');
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    session.clear();
    expect(localStorage.getItem(DEVICE_TOKEN_STORAGE_KEY)).toBe('v1.7.9.signed');
    expect(createSession().getDeviceToken()).toBe('v1.7.9.signed');
  });
});

describe('expiry at the boundary', () => {
  it.each([
    [EXPIRES_MS - 1, true],
    [EXPIRES_MS, false],
    [EXPIRES_MS + 1, false],
  ])('at %d authenticated is %s', (now, authenticated) => {
    const session = createSession({ now: () => now });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    session.saveMfaToken('mfa-1');
    expect(session.isAuthenticated()).toBe(authenticated);
    expect(session.getToken()).toBe(authenticated ? 'tok-1' : null);
    expect(session.getMfaToken()).toBe(authenticated ? 'mfa-1' : null);
  });

  it('reads the clock at every call', () => {
    let now = EXPIRES_MS - 1;
    const session = createSession({ now: () => now });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    expect(session.isAuthenticated()).toBe(true);
    now = EXPIRES_MS;
    expect(session.isAuthenticated()).toBe(false);
  });
});

describe('corrupt storage reads as signed out, never a crash', () => {
  it.each([
    ['expiry not a date', { token: 'tok-1', tokenExpiresAt: 'soon' }],
    ['expiry missing', { token: 'tok-1' }],
    ['token missing', { tokenExpiresAt: EXPIRES }],
    ['token empty', { token: '', tokenExpiresAt: EXPIRES }],
    ['token with a line break', { token: 'tok\r\nx-evil: 1', tokenExpiresAt: EXPIRES }],
    ['token with a space', { token: 'tok 1', tokenExpiresAt: EXPIRES }],
    ['token with non-ASCII', { token: 'tök', tokenExpiresAt: EXPIRES }],
    ['token absurdly long', { token: 'x'.repeat(5000), tokenExpiresAt: EXPIRES }],
  ])('%s', (_, values: Partial<Record<'token' | 'tokenExpiresAt', string>>) => {
    for (const [name, value] of Object.entries(values)) {
      localStorage.setItem(STORAGE_KEYS[name as keyof typeof values], value);
    }
    const session = createSession({ now: () => 0 });
    expect(session.isAuthenticated()).toBe(false);
    expect(session.getToken()).toBeNull();
  });

  it('a corrupt MFA token is not sent, the session itself stays', () => {
    const session = createSession({ now: () => 0 });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    localStorage.setItem(STORAGE_KEYS.mfaToken, 'mfa\nbroken');
    expect(session.isAuthenticated()).toBe(true);
    expect(session.getMfaToken()).toBeNull();
  });

  it('a storage that throws on every call', () => {
    const broken: Storage = {
      length: 0,
      clear: () => {},
      key: () => null,
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const session = createSession({ storage: broken, now: () => 0 });
    expect(() => session.start({ token: 'tok-1', expiresAt: EXPIRES })).not.toThrow();
    expect(() => session.writeFlow(initialAuthState)).not.toThrow();
    expect(() => session.clear()).not.toThrow();
    expect(session.isAuthenticated()).toBe(false);
    expect(session.readFlow()).toBeNull();
  });

  it('falls back to memory when local storage is unavailable', () => {
    vi.stubGlobal('localStorage', undefined);
    const session = createSession({ now: () => 0 });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    expect(session.isAuthenticated()).toBe(true);
  });
});

describe('the persisted flow record', () => {
  const state: AuthState = {
    status: 'mfaVerificationRequired',
    mfa: { verificationRequired: true, required: true, enrollmentAvailable: false },
    redirectToOnboarding: true,
    returnPath: '/requests/7?tab=messages',
  };
  const stored = (patch: Record<string, unknown>) => JSON.stringify({ version: 1, ...state, ...patch });

  it('round-trips through storage', () => {
    createSession().writeFlow(state);
    expect(createSession().readFlow()).toEqual(state);
  });

  it('reads as missing when absent', () => {
    expect(createSession().readFlow()).toBeNull();
  });

  it.each([
    ['not JSON', '{status'],
    ['JSON null', 'null'],
    ['an array', '[]'],
    ['a string', '"signedIn"'],
    ['another version', stored({ version: 2 })],
    ['an unknown status', stored({ status: 'admin' })],
    ['flags missing', stored({ mfa: undefined })],
    ['a flag as a string', stored({ mfa: { ...state.mfa, required: 'yes' } })],
    ['the onboarding flag missing', stored({ redirectToOnboarding: undefined })],
    ['a return path to another site', stored({ returnPath: '//evil.example' })],
    ['a return path that is a number', stored({ returnPath: 7 })],
  ])('reads as missing when corrupt: %s', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.flow, raw);
    expect(createSession().readFlow()).toBeNull();
  });
});

describe('changes in another tab', () => {
  it('calls the listener for auth keys, also when storage is cleared, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = createSession().subscribe(listener);
    otherTabWrites(STORAGE_KEYS.token, null);
    otherTabWrites(STORAGE_KEYS.flow, '{}');
    otherTabWrites(null, null);
    expect(listener).toHaveBeenCalledTimes(3);
    otherTabWrites('someone.else', 'x');
    otherTabWrites(STORAGE_KEYS.token, 'tok', sessionStorage);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    otherTabWrites(STORAGE_KEYS.token, null);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('sees another tab’s sign-out on the next read', () => {
    const session = createSession({ now: () => 0 });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    otherTabWrites(STORAGE_KEYS.token, null);
    expect(session.isAuthenticated()).toBe(false);
  });

  it('listens nowhere when given no event target', () => {
    const listener = vi.fn();
    createSession({ events: null }).subscribe(listener)();
    otherTabWrites(STORAGE_KEYS.token, null);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a memory storage works as a session store', () => {
    const session = createSession({ storage: createMemoryStorage(), now: () => 0, events: null });
    session.start({ token: 'tok-1', expiresAt: EXPIRES });
    expect(session.getToken()).toBe('tok-1');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

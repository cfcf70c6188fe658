import type { MfaFactorKind, SessionAccess } from '@concierge/api-client';
import { MFA_FACTOR_KINDS } from '@concierge/api-client/constants';
import { DEVICE_TOKEN_STORAGE_KEY, STORAGE_KEYS } from './constants.js';
import { AUTH_STATUSES, type AuthState, type AuthStatus, type NewSession } from './machine.js';
import { toReturnPath } from './return-path.js';

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** Defaults to `localStorage`, or to memory when the browser refuses storage (private modes, policies). */
  storage?: Storage | undefined;
  /** Milliseconds since the epoch; injectable so expiry is testable. Defaults to `Date.now`. */
  now?: (() => number) | undefined;
  /** Where other tabs' `storage` events arrive; defaults to `window` when there is one. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null | undefined;
}

/** The session in local storage: what the API client reads, plus the writes the auth flow makes. */
export interface Session extends SessionAccess {
  /** The token while it is valid and unexpired, else null: a dead token is never sent. */
  getToken(): string | null;
  getTokenExpiresAt(): Date | null;
  /** The MFA token, only alongside a valid token: it is bound to that session (SECURITY.md). */
  getMfaToken(): string | null;
  /** A token exists and has not expired; corrupt values count as signed out. */
  isAuthenticated(): boolean;
  /** Stores a new token and drops the previous session's MFA token. */
  start(session: NewSession): void;
  saveMfaToken(mfaToken: string): void;
  /** The device token: kept across sessions and sign-outs; sent on sign-in and MFA verify. */
  getDeviceToken(): string | null;
  saveDeviceToken(deviceToken: string): void;
  /** Removes token, expiry and MFA token (the device token stays: it belongs to the device). */
  clear(): void;
  /** The persisted state-machine record, or null when missing or corrupt. */
  readFlow(): AuthState | null;
  writeFlow(state: AuthState): void;
  /** Calls `listener` when another tab changes any auth key; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

const FLOW_VERSION = 1;
const AUTH_KEYS: readonly string[] = Object.values(STORAGE_KEYS);
// Tokens go into HTTP headers, where a control character or space would make `fetch` throw.
const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;

/** A Map-backed Storage, for when local storage is unavailable. */
export function createMemoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

function defaultStorage(): Storage {
  try {
    const storage = globalThis.localStorage;
    const probe = `${STORAGE_KEYS.flow}.probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

function parseFlow(raw: string | null): AuthState | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const mfa = (typeof record.mfa === 'object' && record.mfa !== null ? record.mfa : {}) as Record<
    string,
    unknown
  >;
  const status = record.status;
  if (
    record.version !== FLOW_VERSION ||
    !(AUTH_STATUSES as readonly unknown[]).includes(status) ||
    !isBoolean(mfa.verificationRequired) ||
    !isBoolean(mfa.required) ||
    !isBoolean(mfa.enrollmentAvailable) ||
    !isBoolean(record.redirectToOnboarding) ||
    (record.returnPath !== null && toReturnPath(record.returnPath) === null)
  ) {
    return null;
  }
  // The chosen second factor; a record from before it has none, an unknown one reads as no choice.
  const factor = (MFA_FACTOR_KINDS as readonly unknown[]).includes(record.factor)
    ? { factor: record.factor as MfaFactorKind }
    : {};
  return {
    ...factor,
    status: status as AuthStatus,
    mfa: {
      verificationRequired: mfa.verificationRequired,
      required: mfa.required,
      enrollmentAvailable: mfa.enrollmentAvailable,
    },
    redirectToOnboarding: record.redirectToOnboarding,
    returnPath: toReturnPath(record.returnPath),
  };
}

/**
 * Creates the session over local storage (keys: {@link STORAGE_KEYS}). Every read goes to storage, so a
 * reload or another tab's write is always seen; every storage failure reads as "signed out".
 */
export function createSession(options: SessionOptions = {}): Session {
  const storage = options.storage ?? defaultStorage();
  const now = options.now ?? Date.now;
  const events =
    options.events === undefined ? ((globalThis as { window?: EventTarget }).window ?? null) : options.events;

  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Quota or policy: the value is not kept, and the next read reports signed out instead of crashing.
    }
  };
  const readToken = (key: string) => {
    const value = read(key);
    return value !== null && TOKEN_SHAPE.test(value) ? value : null;
  };
  const getTokenExpiresAt = () => {
    const value = read(STORAGE_KEYS.tokenExpiresAt);
    const time = value === null ? Number.NaN : Date.parse(value);
    return Number.isFinite(time) ? new Date(time) : null;
  };
  const isAuthenticated = () => {
    const expiresAt = getTokenExpiresAt();
    // Expired at the instant itself: the server's `expires_at` is the first moment it no longer accepts it.
    return readToken(STORAGE_KEYS.token) !== null && expiresAt !== null && now() < expiresAt.getTime();
  };

  return {
    getToken: () => (isAuthenticated() ? readToken(STORAGE_KEYS.token) : null),
    getTokenExpiresAt,
    getMfaToken: () => (isAuthenticated() ? readToken(STORAGE_KEYS.mfaToken) : null),
    isAuthenticated,
    start({ token, expiresAt }) {
      write(STORAGE_KEYS.mfaToken, null);
      write(STORAGE_KEYS.token, token);
      write(STORAGE_KEYS.tokenExpiresAt, expiresAt);
    },
    saveMfaToken: (mfaToken) => write(STORAGE_KEYS.mfaToken, mfaToken),
    getDeviceToken: () => readToken(DEVICE_TOKEN_STORAGE_KEY),
    saveDeviceToken: (deviceToken) => write(DEVICE_TOKEN_STORAGE_KEY, deviceToken),
    clear() {
      write(STORAGE_KEYS.token, null);
      write(STORAGE_KEYS.tokenExpiresAt, null);
      write(STORAGE_KEYS.mfaToken, null);
    },
    readFlow: () => parseFlow(read(STORAGE_KEYS.flow)),
    writeFlow: (state) => write(STORAGE_KEYS.flow, JSON.stringify({ version: FLOW_VERSION, ...state })),
    subscribe(listener) {
      if (!events) return () => {};
      const onStorage = (event: Event) => {
        const { key, storageArea } = event as StorageEvent;
        // `key` is null when another tab called `localStorage.clear()`.
        if (storageArea && storageArea !== storage) return;
        if (key === null || AUTH_KEYS.includes(key)) listener();
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}

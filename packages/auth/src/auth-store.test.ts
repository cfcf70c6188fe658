import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError, type ApiClient } from '@concierge/api-client';
import {
  AuthTransitionError,
  STORAGE_KEYS,
  createAuthStore,
  createMemoryStorage,
  createSession,
  initialAuthState,
  type AuthClientWiring,
} from './index.js';
import { BEFORE_EXPIRY, EXPIRES_AT, answers } from './testing/fake-api.js';
import {
  CURRENT_USER,
  SIGN_IN,
  SIGN_OUT,
  api,
  expectNoUnhandledCalls,
  resetApi,
  setup,
  signedInWith,
} from './testing/store-harness.js';

afterEach(expectNoUnhandledCalls);

describe('sign-in', () => {
  it('stores the token and goes to the dashboard', async () => {
    const { store, session, navigate, userChanged } = setup();
    api.on(SIGN_IN, () => answers.signIn());
    const state = await store.signIn('ada@example.com', 'correct horse battery');
    expect(state.status).toBe('signedIn');
    expect(api.callsTo(SIGN_IN)[0]?.body).toEqual({
      user: { email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(session.getToken()).toBe('tok-1');
    expect(session.getTokenExpiresAt()).toEqual(new Date(EXPIRES_AT));
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(userChanged).toHaveBeenCalledOnce();
  });

  it('goes back to the saved return path, once', async () => {
    const { store, navigate } = setup();
    store.saveReturnPath('/requests/7');
    api.on(SIGN_IN, () => answers.signIn());
    const state = await store.signIn('ada@example.com', 'pw');
    expect(navigate).toHaveBeenCalledWith('/requests/7');
    expect(state.returnPath).toBeNull();
  });

  it('a failure keeps the state and stores nothing', async () => {
    const { store, session, navigate } = setup();
    api.on(SIGN_IN, () => answers.unauthorized('Invalid email or password.'));
    const failure = await store.signIn('ada@example.com', 'wrong').catch((error: unknown) => error);
    expect(isApiError(failure) && failure.message).toBe('Invalid email or password.');
    expect(store.getState()).toEqual(initialAuthState);
    expect(session.getToken()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('is rejected before any request when already signed in', async () => {
    const { store } = await signedInWith();
    await expect(store.signIn('ada@example.com', 'pw')).rejects.toBeInstanceOf(AuthTransitionError);
    expect(api.callsTo(SIGN_IN)).toHaveLength(1);
  });
});

describe('the 401 policy', () => {
  it('signs out, saves the return path and goes to sign-in', async () => {
    const { store, session, navigate, sessionEnded } = await signedInWith();
    api.on(CURRENT_USER, () => answers.unauthorized());
    await expect(store.client.getCurrentUser()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(store.getState()).toEqual({ ...initialAuthState, returnPath: '/requests/7' });
    expect(session.getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('"MFA authentication required" only raises the flag', async () => {
    const { store, session, navigate } = await signedInWith();
    api.on(CURRENT_USER, () => answers.unauthorized('MFA authentication required'));
    await expect(store.client.getCurrentUser()).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(store.getState()).toMatchObject({ status: 'mfaRequired', mfa: { required: true } });
    expect(session.getToken()).toBe('tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an impossible "MFA required" is reported, and the call still fails with its own error', async () => {
    const { store, logger } = setup();
    api.on(CURRENT_USER, () => answers.unauthorized('MFA authentication required'));
    await expect(store.client.getCurrentUser()).rejects.toMatchObject({ name: 'ApiError' });
    expect(logger.warn).toHaveBeenCalledWith('Auth: MFA_REQUIRED is not allowed in signedOut');
    expect(store.getState()).toEqual(initialAuthState);
  });
});

describe('sign-out', () => {
  it('revokes on the server, clears everything and goes to sign-in', async () => {
    const { store, session, storage, navigate, sessionEnded } = await signedInWith({ verification: true });
    store.saveReturnPath('/requests');
    api.on(SIGN_OUT, () => answers.success());
    await store.signOut();
    expect(api.callsTo(SIGN_OUT)[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(store.getState()).toEqual(initialAuthState);
    expect(session.isAuthenticated()).toBe(false);
    expect(
      [STORAGE_KEYS.token, STORAGE_KEYS.tokenExpiresAt, STORAGE_KEYS.mfaToken].map((key) =>
        storage.getItem(key),
      ),
    ).toEqual([null, null, null]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('a 401 on the sign-out call does not start a second sign-out', async () => {
    const { store, navigate, sessionEnded, logger } = await signedInWith();
    api.on(SIGN_OUT, () => answers.unauthorized());
    await store.signOut();
    expect(logger.error).toHaveBeenCalledOnce(); // the client logs the failed revocation (docs/api.md#error-catalogue)
    expect(store.getState().returnPath).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('without a session, only clears locally', async () => {
    const { store, navigate } = setup();
    await store.signOut();
    expect(api.calls).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/sign-in');
  });
});

describe('expiry and corrupt storage', () => {
  it('an expired session reads as signed out after a reload, keeping the return path', async () => {
    const storage = createMemoryStorage();
    const { store } = await signedInWith({ verification: true }, storage);
    store.saveReturnPath('/requests/7');
    const reloaded = createAuthStore({
      session: createSession({ storage, now: () => Date.parse(EXPIRES_AT), events: null }),
    });
    expect(reloaded.getState()).toEqual({ ...initialAuthState, returnPath: '/requests/7' });
  });

  it('expiry while running settles to signed out before the next action', async () => {
    const { store, session, clock } = await signedInWith();
    clock.now = Date.parse(EXPIRES_AT);
    expect(store.view().authenticated).toBe(false);
    expect(store.saveReturnPath('/requests')).toEqual({ ...initialAuthState, returnPath: '/requests' });
    expect(session.getTokenExpiresAt()).toBeNull();
  });

  it('a corrupt state record reads as signed out and sends no token', async () => {
    const storage = createMemoryStorage();
    await signedInWith({}, storage);
    storage.setItem(STORAGE_KEYS.flow, '{"version":1,"status":"signedIn"');
    const { store } = setup(storage);
    expect(store.getState()).toEqual(initialAuthState);
    expect(store.view().authenticated).toBe(false);
    api.on(CURRENT_USER, () => answers.unauthorized());
    await store.client.getCurrentUser().catch(() => undefined);
    expect(api.callsTo(CURRENT_USER)[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('wiring', () => {
  it('builds the client with a custom factory, handing it the session and both hooks', async () => {
    resetApi();
    const factory = vi.fn((wiring: AuthClientWiring) => {
      expect(Object.keys(wiring).sort()).toEqual(['onMfaRequired', 'onUnauthorized', 'session']);
      return { marker: true } as unknown as ApiClient;
    });
    const store = createAuthStore({ createClient: factory, storage: createMemoryStorage() });
    expect(factory).toHaveBeenCalledOnce();
    expect(store.client).toEqual({ marker: true });
  });

  it('without a factory, the client is the auth client: the auth endpoints and nothing else', () => {
    const store = createAuthStore({ storage: createMemoryStorage() });
    expect(Object.keys(store.client)).toEqual(
      expect.arrayContaining(['signIn', 'getCurrentUser', 'verifyMfa']),
    );
    expect('getOpenRequests' in store.client).toBe(false);
  });

  it('setNavigate swaps the navigate callback and restores the previous one', async () => {
    const { store, navigate } = setup();
    const routerNavigate = vi.fn();
    const restore = store.setNavigate(routerNavigate);
    await store.signOut();
    expect(routerNavigate).toHaveBeenCalledWith('/sign-in', expect.objectContaining({ status: 'signedOut' }));
    restore();
    await store.signOut();
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('adopts another tab’s state when its storage changes, and leaves on its sign-out', async () => {
    const storage = createMemoryStorage();
    const events = new EventTarget();
    resetApi();
    api.on(SIGN_IN, () => answers.signIn());
    const navigate = vi.fn();
    const session = createSession({ storage, now: () => BEFORE_EXPIRY, events });
    const store = createAuthStore({ session, fetch: api.fetch, navigate, logger: { warn() {}, error() {} } });
    const sessionEnded = vi.fn();
    store.on('sessionEnded', sessionEnded);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    const otherTab = createAuthStore({
      session: createSession({ storage, now: () => BEFORE_EXPIRY, events: null }),
      fetch: api.fetch,
      navigate: () => {},
    });
    await otherTab.signIn('ada@example.com', 'pw');
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEYS.flow }));
    expect(store.getState().status).toBe('signedIn');
    expect(listener).toHaveBeenCalledOnce();

    storage.removeItem(STORAGE_KEYS.token); // what the other tab's sign-out leaves behind, key by key
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEYS.token }));
    expect(store.getState().status).toBe('signedOut');
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in', store.getState());

    unsubscribe();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEYS.token }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

// Navigation is the app's choice: a router's navigate told the path and the state, `false` for an app with
// no auth pages of its own (a widget in another team's app), or the browser's location.assign by default.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAuthStore,
  createMemoryStorage,
  createSession,
  type AuthState,
  type AuthStoreOptions,
} from './index.js';
import { BEFORE_EXPIRY, answers } from './testing/fake-api.js';
import { SIGN_IN, SIGN_OUT, api, expectNoUnhandledCalls, resetApi } from './testing/store-harness.js';

afterEach(() => {
  expectNoUnhandledCalls();
  vi.unstubAllGlobals();
});

function storeWith(navigate: Pick<AuthStoreOptions, 'navigate'>) {
  resetApi();
  api.on(SIGN_IN, () => answers.signIn({ enrollment: true }));
  return createAuthStore({
    session: createSession({ storage: createMemoryStorage(), now: () => BEFORE_EXPIRY, events: null }),
    baseUrl: 'http://api.test',
    fetch: api.fetch,
    logger: { warn() {}, error() {} },
    ...navigate,
  });
}

describe('navigation, the app’s choice', () => {
  it('navigate is told the path and the state: an account that may enrol a second factor says so', async () => {
    const calls: Array<[string, AuthState['status']]> = [];
    const store = storeWith({ navigate: (path, state) => calls.push([path, state.status]) });
    await store.signIn('ada@example.com', 'pw');
    expect(calls).toEqual([['/mfa-enrollment', 'mfaEnrollmentAvailable']]);
    store.skipMfaEnrollment();
    expect(calls.at(-1)).toEqual(['/dashboard', 'signedIn']);
  });

  it('navigate: false never changes the page; the state the action resolves to says what comes next', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const store = storeWith({ navigate: false });
    const state = await store.signIn('ada@example.com', 'pw');
    expect(state.status).toBe('mfaEnrollmentAvailable');
    expect(store.skipMfaEnrollment().status).toBe('signedIn');
    api.on(SIGN_OUT, () => answers.success());
    await store.signOut();
    expect(assign).not.toHaveBeenCalled();
  });

  it('without a choice the browser’s location.assign is used, as before', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const store = storeWith({});
    await store.signIn('ada@example.com', 'pw');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/mfa-enrollment');
  });

  it('setNavigate(false) stops navigating until restored', async () => {
    const router = vi.fn();
    const store = storeWith({ navigate: router });
    const restore = store.setNavigate(false);
    await store.signIn('ada@example.com', 'pw');
    expect(router).not.toHaveBeenCalled();
    restore();
    store.skipMfaEnrollment();
    expect(router).toHaveBeenCalledExactlyOnceWith('/dashboard', store.getState());
  });
});

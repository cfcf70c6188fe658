// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createApiClient } from '@concierge/api-client';
import { act, cleanup, configure, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AuthProvider,
  AuthStoreProvider,
  STORAGE_KEYS,
  bindQueryClient,
  createAuthStore,
  createSession,
  currentUserQueryKey,
  useAuth,
  useAuthState,
  type AuthStore,
} from './index.js';
import { BEFORE_EXPIRY, answers, createFakeApi, type FakeApi } from './testing/fake-api.js';

// Generous: CI runs on two busy cores. Nothing asserts on time; this only bounds a hang.
configure({ asyncUtilTimeout: 5000 });

const SIGN_IN = 'POST /api/v1/users/sign_in';
const SEND_OTP = 'POST /api/v1/mfa/send-otp';
const VERIFY = 'POST /api/v1/mfa/verify';
const CURRENT_USER = 'GET /api/v1/users/current';

let api: FakeApi;
let queryClient: QueryClient;
let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
/** The router handed to the providers: records the path (the state it is also told is tested elsewhere). */
let router: (path: string) => void;

beforeEach(() => {
  localStorage.clear();
  api = createFakeApi();
  api.on(SIGN_IN, () => answers.signIn());
  api.on(CURRENT_USER, () => answers.user('Ada King Lovelace'));
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  navigate = vi.fn();
  router = (path) => navigate(path);
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  expect(api.unhandled).toEqual([]);
});

const quiet = { warn() {}, error() {} };

function renderAuth(store?: AuthStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {store ? (
        <AuthProvider store={store} navigate={router}>
          {children}
        </AuthProvider>
      ) : (
        <AuthProvider
          baseUrl="http://api.test"
          fetch={api.fetch}
          now={() => BEFORE_EXPIRY}
          logger={quiet}
          navigate={router}
        >
          {children}
        </AuthProvider>
      )}
    </QueryClientProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

describe('useAuth', () => {
  it('signed out: no user, and no current-user request', () => {
    const { result } = renderAuth();
    expect(result.current).toMatchObject({ status: 'signedOut', isAuthenticated: false, user: null });
    expect(result.current.userQuery.fetchStatus).toBe('idle');
    expect(api.callsTo(CURRENT_USER)).toHaveLength(0);
  });

  it('after sign-in: loads the current user with derived initials', async () => {
    const { result } = renderAuth();
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    expect(result.current).toMatchObject({ status: 'signedIn', isAuthenticated: true, isMfaPending: false });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    expect(result.current.user).toMatchObject({ full_name: 'Ada King Lovelace', initials: 'AL' });
    expect(queryClient.getQueryData(currentUserQueryKey)).toMatchObject({ external_id: 'u-1' });
    expect(navigate).toHaveBeenCalledWith('/dashboard');
  });

  it('during a pending MFA step: no user request; after verification the user is loaded with the MFA token', async () => {
    api.on(SIGN_IN, () => answers.signIn({ verification: true }));
    api.on(SEND_OTP, () => answers.success());
    api.on(VERIFY, () => answers.verified('mfa-9'));
    const { result } = renderAuth();
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    await act(() => result.current.sendMfaCode());
    expect(result.current).toMatchObject({ status: 'mfaCodeSent', isMfaPending: true, user: null });
    expect(api.callsTo(CURRENT_USER)).toHaveLength(0);

    await act(() => result.current.verifyMfa('123456'));
    await waitFor(() => expect(result.current.user?.initials).toBe('AL'));
    expect(api.callsTo(CURRENT_USER)[0]?.headers.get('mfa-token')).toBe('mfa-9');
  });

  it('reloads the current user after MFA verification, even when the cached one counts as fresh', async () => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    api.on('GET /api/v1/requests/open', () => answers.unauthorized('MFA authentication required'));
    api.on(SEND_OTP, () => answers.success());
    api.on(VERIFY, () => answers.verified('mfa-9'));
    // A data call of the whole client (not the store's default auth client) answers 'MFA required'.
    const store = createAuthStore({
      session: createSession({ now: () => BEFORE_EXPIRY }),
      createClient: (wiring) =>
        createApiClient({ baseUrl: 'http://api.test', fetch: api.fetch, logger: quiet, ...wiring }),
      logger: quiet,
    });
    const { result } = renderAuth(store);
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    await waitFor(() => expect(result.current.user?.initials).toBe('AL'));

    await act(() => store.client.call('getOpenRequests', {}).catch(() => undefined));
    expect(result.current).toMatchObject({ status: 'mfaRequired', user: null });

    api.on(SIGN_IN, () => answers.signIn({ verification: true }));
    api.on(CURRENT_USER, () => answers.user('Grace Hopper'));
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    await act(() => result.current.sendMfaCode());
    await act(() => result.current.verifyMfa('123456'));
    await waitFor(() => expect(result.current.user?.initials).toBe('GH'));
  });

  it('a 401 signs out, saves the return path, goes to sign-in and drops cached data', async () => {
    window.history.replaceState(null, '', '/requests/7?tab=messages');
    api.on(CURRENT_USER, () => answers.unauthorized());
    const { result } = renderAuth();
    queryClient.setQueryData(['requests', 'open'], [{ id: 1 }]);
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    await waitFor(() => expect(result.current.status).toBe('signedOut'));
    expect(result.current.state.returnPath).toBe('/requests/7?tab=messages');
    expect(navigate).toHaveBeenLastCalledWith('/sign-in');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(queryClient.getQueryData(['requests', 'open'])).toBeUndefined();
  });

  it('another tab signing out signs this one out and goes to sign-in', async () => {
    const { result } = renderAuth();
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    await waitFor(() => expect(result.current.user).not.toBeNull());
    navigate.mockClear();

    act(() => {
      // What the other tab's sign-out writes, then the event this tab receives.
      localStorage.removeItem(STORAGE_KEYS.token);
      localStorage.removeItem(STORAGE_KEYS.tokenExpiresAt);
      localStorage.setItem(STORAGE_KEYS.flow, JSON.stringify({ version: 1, status: 'signedOut' }));
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.token, storageArea: localStorage }),
      );
    });
    expect(result.current).toMatchObject({ status: 'signedOut', isAuthenticated: false, user: null });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
  });

  it('sign-out clears the session and the cache', async () => {
    api.on('DELETE /api/v1/users/sign_out', () => answers.success());
    const { result } = renderAuth();
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    await waitFor(() => expect(result.current.user).not.toBeNull());
    await act(() => result.current.signOut());
    expect(result.current).toMatchObject({ status: 'signedOut', user: null });
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
    expect(navigate).toHaveBeenLastCalledWith('/sign-in');
  });
});

describe('AuthProvider', () => {
  it('accepts a store made outside React and registers its navigate while mounted', async () => {
    const store = createAuthStore({
      session: createSession({ now: () => BEFORE_EXPIRY }),
      fetch: api.fetch,
      baseUrl: 'http://api.test',
      navigate: () => {},
    });
    api.on('DELETE /api/v1/users/sign_out', () => answers.success());
    const { result, unmount } = renderAuth(store);
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    unmount();
    navigate.mockClear();
    await store.signOut();
    expect(store.getState().status).toBe('signedOut');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('useAuth outside the provider says what is missing', () => {
    const Probe = () => <p>{useAuth().status}</p>;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuthStore and useAuth must be used inside <AuthProvider>.');
    expect(screen.queryByText('signedOut')).toBeNull();
  });
});

describe('the lean entry (@concierge/auth/core)', () => {
  it('gives state and actions with no QueryClientProvider anywhere', async () => {
    const store = createAuthStore({
      session: createSession({ now: () => BEFORE_EXPIRY }),
      fetch: api.fetch,
      baseUrl: 'http://api.test',
      logger: quiet,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthStoreProvider store={store} navigate={router}>
        {children}
      </AuthStoreProvider>
    );
    const { result } = renderHook(() => useAuthState(), { wrapper });
    expect(result.current).toMatchObject({ status: 'signedOut', isAuthenticated: false });
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    expect(result.current).toMatchObject({ status: 'signedIn', isAuthenticated: true, isMfaPending: false });
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(api.callsTo(CURRENT_USER)).toHaveLength(0);
  });

  it('a query client bound later is cleared when the session ends, and unbinding stops that', async () => {
    api.on('DELETE /api/v1/users/sign_out', () => answers.success());
    const store = createAuthStore({
      session: createSession({ now: () => BEFORE_EXPIRY }),
      fetch: api.fetch,
      baseUrl: 'http://api.test',
      navigate: () => {},
      logger: quiet,
    });
    await store.signIn('ada@example.com', 'pw');
    const unbind = bindQueryClient(store, queryClient);
    queryClient.setQueryData(['requests', 'open'], [{ id: 1 }]);
    await store.signOut();
    expect(queryClient.getQueryData(['requests', 'open'])).toBeUndefined();

    unbind();
    await store.signIn('ada@example.com', 'pw');
    queryClient.setQueryData(['requests', 'open'], [{ id: 2 }]);
    await store.signOut();
    expect(queryClient.getQueryData(['requests', 'open'])).toEqual([{ id: 2 }]);
  });

  it('useAuth works under AuthStoreProvider inside a QueryClientProvider', async () => {
    const store = createAuthStore({
      session: createSession({ now: () => BEFORE_EXPIRY }),
      fetch: api.fetch,
      baseUrl: 'http://api.test',
      navigate: () => {},
      logger: quiet,
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AuthStoreProvider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AuthStoreProvider>
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await act(() => result.current.signIn('ada@example.com', 'pw'));
    await waitFor(() => expect(result.current.user?.initials).toBe('AL'));
  });
});

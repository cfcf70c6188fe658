// The store under test, wired to the fake API with a memory storage, a settable clock and spies.
import { expect, vi, type Mock } from 'vitest';
import {
  createAuthStore,
  createMemoryStorage,
  createSession,
  type AuthStore,
  type Session,
} from '../index.js';
import { BEFORE_EXPIRY, answers, createFakeApi, type FakeApi } from './fake-api.js';

export const SIGN_IN = 'POST /api/v1/users/sign_in';
export const SIGN_UP = 'POST /api/v1/users/sign_up';
export const SIGN_OUT = 'DELETE /api/v1/users/sign_out';
export const SEND_OTP = 'POST /api/v1/mfa/send-otp';
export const ENROLL = 'POST /api/v1/mfa';
export const VERIFY = 'POST /api/v1/mfa/verify';
export const CURRENT_USER = 'GET /api/v1/users/current';

/** The fake API of the current test (a live binding: `setup` replaces it). */
export let api: FakeApi = createFakeApi();

export function resetApi(): FakeApi {
  api = createFakeApi();
  return api;
}

/** For `afterEach`: a call the test did not expect fails it. */
export function expectNoUnhandledCalls() {
  expect(api.unhandled).toEqual([]);
}

export interface StoreHarness {
  store: AuthStore;
  session: Session;
  storage: Storage;
  /** Settable: the session reads `clock.now` at every call. */
  clock: { now: number };
  navigate: Mock<(path: string) => void>;
  logger: { warn: Mock<(message: string) => void>; error: Mock };
  sessionEnded: Mock;
  userChanged: Mock;
}

export function setup(storage: Storage = createMemoryStorage()): StoreHarness {
  resetApi();
  const clock = { now: BEFORE_EXPIRY };
  const navigate = vi.fn<(path: string) => void>();
  const logger = { warn: vi.fn<(message: string) => void>(), error: vi.fn() };
  const session = createSession({ storage, now: () => clock.now, events: null });
  const store = createAuthStore({
    session,
    baseUrl: 'http://api.test',
    fetch: api.fetch,
    // Records the path alone; the state it is told with is tested in auth-store-navigation.test.ts.
    navigate: (path) => navigate(path),
    logger,
    currentPath: () => '/requests/7',
  });
  const sessionEnded = vi.fn();
  const userChanged = vi.fn();
  store.on('sessionEnded', sessionEnded);
  store.on('userChanged', userChanged);
  return { store, session, storage, clock, navigate, logger, sessionEnded, userChanged };
}

export async function signedInWith(
  mfa: Parameters<typeof answers.signIn>[0] = {},
  storage?: Storage,
): Promise<StoreHarness> {
  const context = setup(storage);
  api.on(SIGN_IN, () => answers.signIn(mfa));
  await context.store.signIn('ada@example.com', 'correct horse battery');
  context.navigate.mockClear();
  return context;
}

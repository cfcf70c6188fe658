// The test harness: an msw server with fresh mock state per test, a memory session, and a recorder of
// the requests the client sent. Everything goes through the public entries.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './index.js';
import { createHandlers } from './mocks/index.js';

export const BASE_URL = 'http://api.concierge.test';
export const CURRENT_PATH = '/requests/103?tab=messages';

export interface SentRequest {
  method: string;
  path: string;
  headers: Headers;
  /** Read asynchronously; the entry itself is recorded synchronously, before the mock answers. */
  body: Promise<unknown>;
}

/** A session held in memory, as the auth package keeps it in local storage. */
export function memorySession(token: string | null = 'session-token', mfaToken: string | null = 'mfa-token') {
  const state = { token, mfaToken };
  return {
    state,
    getToken: () => state.token,
    getMfaToken: () => state.mfaToken,
    clear: vi.fn(() => {
      state.token = null;
      state.mfaToken = null;
    }),
  };
}

/** Starts the mock server for the file; each test gets a fresh in-memory state and an empty recorder. */
export function useMockServer() {
  const server = setupServer(...createHandlers());
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      path: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: request
        .clone()
        .text()
        .then((text) => (text === '' ? undefined : JSON.parse(text))),
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sent.length = 0;
    server.resetHandlers(...createHandlers());
  });
  afterAll(() => server.close());
  return { server, sent };
}

/** A client against the mock server, with spies for every callback. */
export function makeClient(overrides: Partial<ApiClientOptions> = {}) {
  const session = memorySession();
  const onUnauthorized = vi.fn<(returnPath: string) => void>();
  const onMfaRequired = vi.fn<() => void>();
  const logger = { error: vi.fn<(...args: unknown[]) => void>() };
  const api = createApiClient({
    baseUrl: BASE_URL,
    session,
    onUnauthorized,
    onMfaRequired,
    logger,
    currentPath: () => CURRENT_PATH,
    ...overrides,
  });
  return { api, session, onUnauthorized, onMfaRequired, logger };
}

afterEach(() => {
  vi.restoreAllMocks();
});

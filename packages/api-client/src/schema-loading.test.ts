// The schemas load with the first call. When their chunk cannot be fetched, the call fails as a
// network failure (an ApiError the screens know), and the session is left alone.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memorySession } from './test-harness.js';

vi.doMock('./contract.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
// Imported after the mock, and not through index.ts (which re-exports the contract statically).
const { createApiClient } = await import('./client.js');
const { MESSAGES } = await import('./messages.js');

const server = setupServer(
  http.get('http://api.concierge.test/api/v1/requests/:id', () => HttpResponse.json({ request: {} })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('schemas that cannot be loaded', () => {
  it('fail the call as a network failure, every time it is tried, without ending the session', async () => {
    const session = memorySession();
    const api = createApiClient({
      baseUrl: 'http://api.concierge.test',
      session,
      logger: { error: vi.fn() },
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(api.call('getRequest', { params: { id: 7 } })).rejects.toMatchObject({
        name: 'ApiError',
        kind: 'network',
        message: MESSAGES.networkFailed,
      });
    }
    expect(session.clear).not.toHaveBeenCalled();
  });
});

// A client for another system's server, made with an API token instead of a session (docs/api.md#api-tokens).
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './index.js';
import { failWith, fixtures } from './mocks/index.js';
import { BASE_URL, useMockServer } from './test-harness.js';

const { server, sent } = useMockServer();
const TOKEN = `cct_${'x'.repeat(43)}`;

describe('createApiClient with an API token', () => {
  it('sends the token as the bearer of every call, and no MFA token', async () => {
    const api = createApiClient({ baseUrl: BASE_URL, token: TOKEN });
    const { data } = await api.call('getQueue', { query: { state: 'open' } });
    expect(data.requests.map((request) => request.state)).toEqual(
      fixtures.requests.open.map((request) => request.state),
    );
    expect(sent.at(-1)?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(sent.at(-1)?.headers.has('mfa-token')).toBe(false);
  });

  it('keeps the token after a 401, telling onUnauthorized: only a person is signed out', async () => {
    const onUnauthorized = vi.fn<(returnPath: string) => void>();
    const api = createApiClient({ baseUrl: BASE_URL, token: TOKEN, onUnauthorized });
    server.use(failWith('getQueue', 'unauthorized', { once: true }));
    const failure = await api.call('getQueue', { query: { state: 'open' } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await api.call('getQueue', { query: { state: 'open' } });
    expect(sent.at(-1)?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });
});

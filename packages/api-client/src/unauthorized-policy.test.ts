// docs/sign-in.md#sign-in-states: a 401 clears the session and goes to sign-in with the return path, except a body error
// 'MFA authentication required' (only the MFA-required flag) and the MFA verify call.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, MFA_REQUIRED_ERROR } from './index.js';
import { endpointHandler, failWith, scenario } from './mocks/index.js';
import { CURRENT_PATH, makeClient, useMockServer } from './test-harness.js';

const { server } = useMockServer();

describe('401 policy', () => {
  it('clears the session and calls onUnauthorized with the current path', async () => {
    server.use(failWith('getCurrentUser', 'unauthorized'));
    const { api, session, onUnauthorized, onMfaRequired } = makeClient();
    const error = await api.getCurrentUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, endpoint: 'getCurrentUser' });
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(session.state).toEqual({ token: null, mfaToken: null });
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(CURRENT_PATH);
    expect(onMfaRequired).not.toHaveBeenCalled();
  });

  it('applies to api.call, once per session', async () => {
    server.use(failWith('getOpenRequests', 'unauthorized'), failWith('getRequest', 'unauthorized'));
    const { api, session, onUnauthorized } = makeClient();
    await expect(api.call('getOpenRequests', {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    session.state.token = 'fresh-token';
    await expect(api.call('getRequest', { params: { id: 101 } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("only raises the MFA-required flag on 'MFA authentication required'", async () => {
    expect(MFA_REQUIRED_ERROR).toBe('MFA authentication required');
    server.use(failWith('getCurrentUser', 'mfa-required'));
    const { api, session, onUnauthorized, onMfaRequired } = makeClient();
    await expect(api.getCurrentUser()).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'MFA authentication required',
    });
    expect(onMfaRequired).toHaveBeenCalledTimes(1);
    expect(session.clear).not.toHaveBeenCalled();
    expect(session.state.token).toBe('session-token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the MFA verify call alone: a 401 there is a failed verification', async () => {
    const { api, session, onUnauthorized, onMfaRequired } = makeClient();
    await expect(api.verifyMfa('000000')).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Unable to verify MFA token',
    });
    server.use(failWith('verifyMfa', 'mfa-required'));
    await expect(api.verifyMfa('000000')).rejects.toMatchObject({ status: 401 });
    expect(session.clear).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onMfaRequired).not.toHaveBeenCalled();
  });

  it.each([
    ['verifyTotp', (api: ReturnType<typeof makeClient>['api']) => api.verifyTotp('000000')],
    ['verifyRecoveryCode', (api: ReturnType<typeof makeClient>['api']) => api.verifyRecoveryCode('nope')],
    [
      'confirmTotpEnrollment',
      (api: ReturnType<typeof makeClient>['api']) => api.confirmTotpEnrollment('000000'),
    ],
  ] as const)(
    'leaves the other factors’ %s alone too: a wrong code is not a signed-out session',
    async (_, run) => {
      const { api, session, onUnauthorized, onMfaRequired } = makeClient();
      await expect(run(api)).rejects.toMatchObject({ kind: 'http', status: 401 });
      expect(session.clear).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(onMfaRequired).not.toHaveBeenCalled();
    },
  );

  it('treats a 401 from a public endpoint (wrong password) as a plain failure', async () => {
    const { api, session, onUnauthorized } = makeClient();
    await expect(api.signIn('ada@example.com', 'not the password')).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(session.clear).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('handles a burst of 401s once, with the path read when the calls were sent', async () => {
    server.use(...scenario('signed-out'));
    let path = '/dashboard';
    const { api, session, onUnauthorized } = makeClient({ currentPath: () => path });
    const lists = [
      api.call('getOpenRequests', {}),
      api.call('getInProgressRequests', {}),
      api.call('getRecommendedCategories', {}),
    ].map((call) => call.catch((error: { kind: string }) => error.kind));
    // By the time the answers arrive, the first 401 has already moved the page to sign-in.
    path = '/sign-in';
    expect(await Promise.all(lists)).toEqual(['unauthorized', 'unauthorized', 'unauthorized']);
    expect(session.clear).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('/dashboard');
  });

  it('does not end a newer session because of a 401 to a call made with an older one', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      endpointHandler('getCurrentUser', async () => {
        await answered;
        return HttpResponse.json({ error: 'Session expired' }, { status: 401 });
      }),
    );
    const { api, session, onUnauthorized } = makeClient();
    const stale = api.getCurrentUser();
    session.state.token = 'signed-in-again';
    release();
    await expect(stale).rejects.toMatchObject({ kind: 'unauthorized', message: 'Session expired' });
    expect(session.clear).not.toHaveBeenCalled();
    expect(session.state.token).toBe('signed-in-again');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does nothing for a call sent without a token: there was no session to end', async () => {
    server.use(
      endpointHandler('getOpenRequests', () =>
        HttpResponse.json({ error: 'Sign in first' }, { status: 401 }),
      ),
    );
    const { api, session, onUnauthorized } = makeClient();
    session.state.token = null;
    await expect(api.call('getOpenRequests', {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(session.clear).not.toHaveBeenCalled();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads the browser location by default', async () => {
    server.use(failWith('getCurrentUser', 'unauthorized'));
    (globalThis as { location?: unknown }).location = {
      pathname: '/requests',
      search: '?tab=open',
      hash: '#top',
    };
    try {
      const { session, onUnauthorized } = makeClient();
      const api = createApiClient({ baseUrl: 'http://api.concierge.test', session, onUnauthorized });
      await expect(api.getCurrentUser()).rejects.toBeInstanceOf(ApiError);
      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('/requests?tab=open#top');
    } finally {
      delete (globalThis as { location?: unknown }).location;
    }
  });
});

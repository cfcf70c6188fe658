// @vitest-environment node
import { setupServer } from 'msw/node';
import { HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createHandlers,
  credentials,
  endpointHandler,
  errorResponse,
  fixtures,
} from '@concierge/api-client/mocks';
import { createMemoryStorage, currentUserQueryKey } from '@concierge/auth';
import {
  isConcierge,
  isEnrollmentOptional,
  isForbidden,
  isSecondFactorEnrollmentRequired,
} from '../features/access/access-rules';
import { queueCountsQuery } from '../features/queue/queue-queries';
import { createServices } from './services';
import { TEXTS } from './texts';

const BASE_URL = 'http://console.test';
// The mocks' sign-in answer carries a fixed expiry, long past by now: answer one that is still valid.
const validSignIn = endpointHandler('signIn', () =>
  HttpResponse.json(
    { ...fixtures.responses.signIn, expires_at: new Date(Date.now() + 3_600_000).toISOString() },
    { headers: { authorization: `Bearer ${credentials.sessionToken}` } },
  ),
);
const handlers = () => [validSignIn, ...createHandlers()];
const server = setupServer(...handlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(...handlers()));
afterAll(() => server.close());

async function signedInServices() {
  const navigate = vi.fn();
  const services = createServices({
    baseUrl: BASE_URL,
    storage: createMemoryStorage(),
    events: null,
    navigate,
  });
  await services.auth.signIn(credentials.email, credentials.password);
  return { services, navigate };
}

describe('the refusal', () => {
  it('signs out and tells why when a concierge endpoint answers 403', async () => {
    server.use(
      endpointHandler('getQueueCounts', () =>
        errorResponse(403, { error: 'Only concierge staff may do this.', code: 'forbidden' }),
      ),
    );
    const { services, navigate } = await signedInServices();
    expect(services.auth.session.getToken()).toBe(credentials.sessionToken);

    await expect(
      services.queryClient.fetchQuery(queueCountsQuery(services.api, 'open', 'all', '')),
    ).rejects.toSatisfy(isForbidden);
    await vi.waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/sign-in', expect.anything()));
    expect(services.notice.get()).toBe(TEXTS.notConcierge);
    expect(services.auth.session.getToken()).toBeNull();
    expect(services.auth.getState().status).toBe('signedOut');
  });

  it('takes a 403 asking for a second factor as no refusal: the session stays, the current user is read again', async () => {
    for (const code of ['second-factor-enrollment-required', 'passkey-enrollment-required']) {
      server.use(
        endpointHandler('getQueueCounts', () =>
          errorResponse(403, { error: 'Set up an authenticator app or a passkey to use the console.', code }),
        ),
      );
      const { services } = await signedInServices();
      const reread = vi.spyOn(services.queryClient, 'invalidateQueries');
      const failure: unknown = await services.queryClient
        .fetchQuery(queueCountsQuery(services.api, 'open', 'all', ''))
        .catch((error: unknown) => error);
      expect(isSecondFactorEnrollmentRequired(failure)).toBe(true);
      expect(isForbidden(failure)).toBe(false);
      expect(reread).toHaveBeenCalledWith({ queryKey: currentUserQueryKey });
      expect(services.notice.get()).toBeNull();
      expect(services.auth.session.getToken()).toBe(credentials.sessionToken);
    }
  });

  it('leaves the session alone on other failures', async () => {
    server.use(endpointHandler('getQueueCounts', () => HttpResponse.json({}, { status: 500 })));
    const { services } = await signedInServices();
    await expect(
      services.queryClient.fetchQuery({ ...queueCountsQuery(services.api, 'open', 'all', ''), retry: false }),
    ).rejects.toThrow();
    expect(services.notice.get()).toBeNull();
    expect(services.auth.session.getToken()).toBe(credentials.sessionToken);
  });

  it('refuses once even when several calls fail together', async () => {
    const signOuts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') signOuts.push(request.url);
    });
    const { services } = await signedInServices();
    services.refuse();
    services.refuse();
    await vi.waitFor(() => expect(services.auth.getState().status).toBe('signedOut'));
    expect(signOuts).toHaveLength(1);
    server.events.removeAllListeners();
  });
});

describe('access rules', () => {
  it('lets concierge staff in and nobody else', () => {
    expect(isConcierge({ role: 'concierge' })).toBe(true);
    expect(isConcierge({ role: 'admin' })).toBe(true);
    expect(isConcierge({ role: 'user' })).toBe(false);
  });

  it('skips only an optional enrollment step', () => {
    const mfa = { verificationRequired: false, required: false, enrollmentAvailable: true };
    const state = {
      status: 'mfaEnrollmentAvailable',
      mfa,
      redirectToOnboarding: false,
      returnPath: null,
    } as const;
    expect(isEnrollmentOptional(state)).toBe(true);
    expect(isEnrollmentOptional({ ...state, mfa: { ...mfa, required: true } })).toBe(false);
    expect(isEnrollmentOptional({ ...state, status: 'mfaVerificationRequired' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createAuthStore, createMemoryStorage, STORAGE_KEYS, type AuthStore } from '@concierge/auth';
import { guestOnly, mfaGuard, requireAuth, toQueue } from './guard-loaders';

const HOUR = 3_600_000;

function signedOutStore(): AuthStore {
  return createAuthStore({ storage: createMemoryStorage(), navigate: () => {} });
}

/** A store in `status` with a valid session, as after a sign-in answer with these MFA flags. */
function signedInStore(status: 'signedIn' | 'mfaVerificationRequired'): AuthStore {
  const storage = createMemoryStorage();
  storage.setItem(STORAGE_KEYS.token, 'token-1');
  storage.setItem(STORAGE_KEYS.tokenExpiresAt, new Date(Date.now() + HOUR).toISOString());
  const verification = status === 'mfaVerificationRequired';
  storage.setItem(
    STORAGE_KEYS.flow,
    JSON.stringify({
      version: 1,
      status,
      mfa: { verificationRequired: verification, required: verification, enrollmentAvailable: false },
      redirectToOnboarding: false,
      returnPath: null,
    }),
  );
  return createAuthStore({ storage, navigate: () => {} });
}

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as LoaderFunctionArgs;
const locationOf = (result: unknown) => (result as Response).headers.get('Location');

describe('requireAuth', () => {
  it('sends a signed-out visitor to sign-in and saves the path inside the console', () => {
    const store = signedOutStore();
    const result = requireAuth(store)(args('http://127.0.0.1/console/requests/5?tab=x'));
    expect(locationOf(result)).toBe('/sign-in');
    expect(store.getState().returnPath).toBe('/requests/5?tab=x');
  });

  it('lets a signed-in concierge through', () => {
    expect(requireAuth(signedInStore('signedIn'))(args('http://127.0.0.1/console/'))).toBeNull();
  });

  it('sends a pending MFA step to the console’s MFA page first', () => {
    const result = requireAuth(signedInStore('mfaVerificationRequired'))(args('http://127.0.0.1/console/'));
    expect(locationOf(result)).toBe('/mfa-enrollment');
  });
});

describe('guestOnly and mfaGuard', () => {
  it('sends a signed-in visitor away from sign-in, to /dashboard, which leads to the queue', () => {
    expect(locationOf(guestOnly(signedInStore('signedIn'))())).toBe('/dashboard');
    expect(locationOf(toQueue())).toBe('/');
    expect(guestOnly(signedOutStore())()).toBeNull();
  });

  it('opens the MFA page only while a step is pending', () => {
    expect(mfaGuard(signedInStore('mfaVerificationRequired'))()).toBeNull();
    expect(locationOf(mfaGuard(signedOutStore())())).toBe('/sign-in');
  });
});

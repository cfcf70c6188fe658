import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createAuthStore, createMemoryStorage } from '@concierge/auth';
import { guestOnly, requireAuth, rootRedirect } from './guard-loaders';

const signedOut = () => createAuthStore({ storage: createMemoryStorage(), navigate: () => {} });
const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as LoaderFunctionArgs;
const locationOf = (result: unknown) => (result as Response).headers.get('Location');

// docs/screens.md#routes: signed-out visitors go to sign-in and come back to the page they asked for.
describe('the guard loaders', () => {
  it('send a signed-out visitor to sign-in with the full path saved', () => {
    const store = signedOut();
    expect(locationOf(requireAuth(store)(args('http://127.0.0.1/requests/5?tab=x')))).toBe('/sign-in');
    expect(store.getState().returnPath).toBe('/requests/5?tab=x');
  });

  it('save the path inside an app’s basename when given its paths', () => {
    const store = signedOut();
    const inConsole = (pathname: string) => pathname.replace(/^\/console/, '') || '/';
    requireAuth(store, inConsole)(args('http://127.0.0.1/console/requests/5'));
    expect(store.getState().returnPath).toBe('/requests/5');
  });

  it('let a signed-out visitor reach sign-in, and send `/` there', () => {
    const store = signedOut();
    expect(guestOnly(store)()).toBeNull();
    expect(locationOf(rootRedirect(store)())).toBe('/sign-in');
  });
});

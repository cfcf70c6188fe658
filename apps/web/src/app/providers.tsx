import { useEffect, type ReactNode } from 'react';
import { AuthStoreProvider, useAuthState } from '@concierge/auth/core';
import { forgetUser } from './monitoring/monitored-identity';
import { ServicesContext, usePublicServices, type PublicServices } from './services';

/** Tells Sentry and analytics when nobody is signed in; who is, is told by the pages' QueryScope. */
function SignedOutIdentity() {
  const { isAuthenticated, status } = useAuthState();
  const { analytics } = usePublicServices();
  const signedIn = isAuthenticated && status === 'signedIn';
  useEffect(() => {
    if (!signedIn) forgetUser(analytics);
  }, [analytics, signedIn]);
  return null;
}

/**
 * Services and the auth store, around the router. TanStack Query is not here: it comes with the first page
 * that queries (query-scope.tsx), so the public pages load without it.
 */
export function AppProviders({ services, children }: { services: PublicServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={services}>
      <AuthStoreProvider store={services.auth}>
        <SignedOutIdentity />
        {children}
      </AuthStoreProvider>
    </ServicesContext.Provider>
  );
}

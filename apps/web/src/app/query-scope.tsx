import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createApiClient, retryServerErrors } from '@concierge/api-client';
import { bindQueryClient, useAuth, useAuthStore, type AuthStore } from '@concierge/auth';
import { isInternalCompany } from './config';
import { LiveUpdates } from './live-updates';
import { identifyUser } from './monitoring/monitored-identity';
import {
  AppServicesContext,
  useAppServices,
  usePublicServices,
  type AppServices,
  type PublicServices,
} from './services';

// TanStack Query and the current user, loaded with the first page that needs them rather than with the app
//: sign-in, sign-up and forgot-password make no query, so their first load leaves it out. The
// router wraps every other page in <QueryScope> (router.tsx); all of them share one client per auth store.

const clients = new WeakMap<AuthStore, QueryClient>();
const withApi = new WeakMap<PublicServices, AppServices>();

/** The services with the client of every endpoint, made once on the auth store's wiring. */
function appServices(services: PublicServices): AppServices {
  let full = withApi.get(services);
  if (!full) {
    full = { ...services, api: createApiClient(services.apiOptions) };
    withApi.set(services, full);
  }
  return full;
}

/** The app's one query client, made on first use and bound to the store (sign-out clears it). */
function appQueryClient(store: AuthStore): QueryClient {
  let client = clients.get(store);
  if (!client) {
    client = new QueryClient({
      defaultOptions: { queries: { retry: retryServerErrors, staleTime: 30_000 } },
    });
    // Bound for the app's lifetime, not while a page is mounted: a sign-out in another tab while this one
    // shows sign-in must still drop the previous user's data.
    bindQueryClient(store, client);
    clients.set(store, client);
  }
  return client;
}

/** Tells Sentry and analytics who is signed in, with the internal-company flag (docs/product.md#what-the-product-does, docs/product.md#roles-and-permissions). */
function MonitoredUser() {
  const { user } = useAuth();
  const { analytics, config } = useAppServices();
  const id = user?.external_id ?? null;
  const company = user?.company ?? null;
  const internal = isInternalCompany(company, config.internalCompanies);
  useEffect(() => {
    if (id) identifyUser(analytics, { id, internal, company: company?.name ?? null });
  }, [analytics, id, internal, company?.name]);
  return null;
}

const InsideScope = createContext(false);

/**
 * The whole API client (`useAppServices().api`), TanStack Query's provider with the app's client, and the
 * monitored user; once, however deeply nested.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const inside = useContext(InsideScope);
  const services = usePublicServices();
  const store = useAuthStore();
  if (inside) return children;
  return (
    <AppServicesContext.Provider value={appServices(services)}>
      <QueryClientProvider client={appQueryClient(store)}>
        <InsideScope.Provider value>
          <MonitoredUser />
          <LiveUpdates />
          {children}
        </InsideScope.Provider>
      </QueryClientProvider>
    </AppServicesContext.Provider>
  );
}

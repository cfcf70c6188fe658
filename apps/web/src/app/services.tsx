import { createContext, useContext } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { resolveApiBase, retryServerErrors, type ApiClient } from '@concierge/api-client';
import { createAuthStore, type AuthStore } from '@concierge/auth';
import { installGlobalToasts, type ToastStore } from '@concierge/ui';
import { createAnalytics, type AnalyticsAdapter } from './analytics/analytics';
import type { AppConfig } from './config';

/** Everything the screens reach through context: made once at start, replaceable in tests. */
export interface AppServices {
  config: AppConfig;
  auth: AuthStore;
  api: ApiClient;
  analytics: AnalyticsAdapter;
  toasts: ToastStore;
  queryClient: QueryClient;
}

/** Creates the services of the running app from its configuration. */
export function createServices(config: AppConfig): AppServices {
  const auth = createAuthStore({
    // Spec §7: the production API only on the product's own origins; elsewhere a local server (warned).
    baseUrl: resolveApiBase({ origin: window.location.origin, ...config.api }),
  });
  return {
    config,
    auth,
    api: auth.client,
    analytics: createAnalytics(config.analytics),
    // Spec §4: the toast store is exposed globally so code outside React can send toasts.
    toasts: installGlobalToasts(),
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: retryServerErrors, staleTime: 30_000 } },
    }),
  };
}

export const ServicesContext = createContext<AppServices | null>(null);

/** The app's services; only inside the providers. */
export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppProviders>.');
  return services;
}

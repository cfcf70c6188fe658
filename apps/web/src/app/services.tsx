import { createContext, useContext } from 'react';
import { resolveApiBase, type ApiClient, type ApiClientOptions } from '@concierge/api-client';
import { createAuthClient } from '@concierge/api-client/auth';
import { currentLocale } from '@concierge/app-locale';
import { createAuthStore, type AuthClientWiring, type AuthStore } from '@concierge/auth/core';
import { installGlobalToasts, type ToastStore } from '@concierge/ui';
import { createAnalytics, type AnalyticsAdapter } from './analytics/analytics';
import type { AppConfig } from './config';
// The api client's texts in the reader's language, from the first load on.
import './api-messages-texts';

/**
 * What every page reaches through context, made once at start. The auth store calls the auth endpoints
 * only (`createAuthClient`): sign-in, sign-up and forgot-password need no more, so their first load carries
 * no other endpoint.
 */
export interface PublicServices {
  config: AppConfig;
  auth: AuthStore;
  analytics: AnalyticsAdapter;
  toasts: ToastStore;
  /** The base and the store's wiring (session, 401 hooks), for the whole client made later. */
  apiOptions: ApiClientOptions;
}

/** The services of a page inside <QueryScope>: the public ones and the client of every endpoint. */
export interface AppServices extends PublicServices {
  api: ApiClient;
}

/** Creates the services of the running app from its configuration. */
export function createServices(config: AppConfig): PublicServices {
  // docs/api.md#calls: the production API only on the product's own origins; elsewhere a local server (warned).
  const baseUrl = resolveApiBase({ origin: window.location.origin, ...config.api });
  let wiring: AuthClientWiring | undefined;
  const auth = createAuthStore({
    createClient: (given) => {
      wiring = given;
      // The page's language names the server's error texts, read at every call.
      return createAuthClient({ baseUrl, locale: currentLocale, ...given });
    },
  });
  // createAuthStore calls createClient before it returns.
  if (!wiring) throw new Error('The auth store made no client.');
  // The whole client (query-scope.tsx) shares this wiring: one session, one 401 policy.
  const apiOptions: ApiClientOptions = { baseUrl, locale: currentLocale, ...wiring };
  return {
    config,
    auth,
    analytics: createAnalytics(config.analytics),
    // docs/components.md: the toast store is exposed globally so code outside React can send toasts.
    toasts: installGlobalToasts(),
    apiOptions,
  };
}

export const ServicesContext = createContext<PublicServices | null>(null);
export const AppServicesContext = createContext<AppServices | null>(null);

/** The services every page has (no `api`: public pages call `auth.client`). */
export function usePublicServices(): PublicServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('usePublicServices must be used inside <AppProviders>.');
  return services;
}

/** The app's services with the whole API client; only in pages the router wraps in <QueryScope>. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services)
    throw new Error('useAppServices must be used inside <QueryScope> (router.tsx: page, not leanPage).');
  return services;
}

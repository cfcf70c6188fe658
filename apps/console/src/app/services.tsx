import { createContext, useContext } from 'react';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { currentLocale } from '@concierge/app-locale';
import {
  createApiClient,
  retryServerErrors,
  sessionHeaders,
  type ApiClient,
  type SessionAccess,
} from '@concierge/api-client';
import { createAuthStore, createSession, currentUserQueryKey, type AuthStore } from '@concierge/auth';
import { createToastStore, type ToastStore } from '@concierge/ui';
import { isForbidden, isSecondFactorEnrollmentRequired } from '../features/access/access-rules';
import { createNotice, type Notice } from '../features/access/notice';
import { createPrefixedStorage, createPrefixedStorageEvents } from './console-storage';
import { toAppPath } from './paths';
import { TEXTS } from './texts';

/** Everything the screens reach through context: made once at start. */
export interface ConsoleServices {
  auth: AuthStore;
  api: ApiClient;
  toasts: ToastStore;
  queryClient: QueryClient;
  /** The message the sign-in page shows after a refusal. */
  notice: Notice;
  /** Signs out and tells the visitor the console is for concierge staff (a requester, or any 403). */
  refuse(): void;
  /** The live stream's address and the session's headers for it (null while signed out). */
  liveEvents: { url: string; headers: () => Headers | null };
}

/** What differs in tests: the API origin, where the session lives, and the router's navigate. */
export interface ServicesOptions {
  /** Defaults to `''`: the API server serves the console itself (/console), so the API is same-origin. */
  baseUrl?: string;
  storage?: Storage;
  events?: EventTarget | null;
  navigate?: (path: string) => void;
}

/** Creates the services of the running console. */
export function createServices(options: ServicesOptions = {}): ConsoleServices {
  // The 401 return path, inside the console (the router adds the basename back).
  let session: SessionAccess | undefined;
  const currentPath = () =>
    globalThis.location ? `${toAppPath(globalThis.location.pathname)}${globalThis.location.search}` : '/';
  const auth = createAuthStore({
    session: createSession({
      storage: options.storage ?? createPrefixedStorage(window.localStorage),
      events: options.events !== undefined ? options.events : createPrefixedStorageEvents(window),
    }),
    createClient: (wiring) => {
      session = wiring.session;
      // The page's language names the server's error texts, read at every call.
      const client = createApiClient({
        baseUrl: options.baseUrl ?? '',
        currentPath,
        locale: currentLocale,
        ...wiring,
      });
      // The console's sign-in is staff only: a requester is refused right after the password, before any
      // second factor or texted code; the server's answer is the refusal text.
      return { ...client, signIn: (email, password) => client.signIn(email, password, { staffOnly: true }) };
    },
    ...(options.navigate ? { navigate: options.navigate } : {}),
  });
  const notice = createNotice();
  let refusing = false;
  const refuse = () => {
    if (refusing) return;
    refusing = true;
    notice.show(TEXTS.notConcierge);
    void auth.signOut().finally(() => (refusing = false));
  };
  // Any 403 from a concierge endpoint means this session is not a concierge's: leave, as for a requester.
  // Unless it asks for a second factor first (the account's last one was removed meanwhile): the current
  // user, read again, says so, and the layout shows the enrolment screen.
  const onError = (error: unknown) => {
    if (isSecondFactorEnrollmentRequired(error)) {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    } else if (isForbidden(error)) refuse();
  };
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { retry: retryServerErrors, staleTime: 0 } },
  });
  const liveEvents = {
    url: `${options.baseUrl ?? ''}/api/v1/live/events`,
    headers: () => (session?.getToken() ? sessionHeaders(session) : null),
  };
  return { auth, api: auth.client, toasts: createToastStore(), notice, refuse, queryClient, liveEvents };
}

export const ServicesContext = createContext<ConsoleServices | null>(null);

/** The console's services; only inside the providers. */
export function useServices(): ConsoleServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ConsoleProviders>.');
  return services;
}

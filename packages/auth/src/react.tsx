import {
  retryServerErrors,
  type ApiClient,
  type CurrentUser,
  type SignedInSession,
} from '@concierge/api-client';
import { useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AuthStore } from './auth-store.js';
import { currentUserQueryKey } from './constants.js';
import { getInitials } from './initials.js';
import {
  AuthStoreProvider,
  useAuthState,
  useAuthStore,
  type AuthStoreProviderProps,
  type UseAuthStateResult,
} from './store-react.js';

/** The current user with the derived initials. */
export type AuthUser = CurrentUser & { initials: string };

/** Props of {@link AuthProvider}: an existing store, or the options to create one. */
export type AuthProviderProps = AuthStoreProviderProps;

/**
 * Ties a query client to the store: leaving (sign-out, a 401, another tab) clears every cached query, so no
 * data outlives its user; a new sign-in reloads the current user. Returns the function that unties them.
 * `AuthProvider` does this while mounted; an app whose query client is made later (loaded with its first
 * signed-in page) calls it once when it makes the client.
 */
export function bindQueryClient(store: AuthStore, queryClient: QueryClient): () => void {
  const offSessionEnded = store.on('sessionEnded', () => queryClient.clear());
  const offUserChanged = store.on(
    'userChanged',
    () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  );
  return () => {
    offSessionEnded();
    offUserChanged();
  };
}

function QueryClientBinding() {
  const store = useAuthStore();
  const queryClient = useQueryClient();
  useEffect(() => bindQueryClient(store, queryClient), [store, queryClient]);
  return null;
}

/**
 * Provides the auth store to {@link useAuth}. Must sit inside a `QueryClientProvider`: signing out (here,
 * by a 401 or in another tab) clears every cached query, so no data outlives its user.
 */
export function AuthProvider({ children, ...props }: AuthProviderProps) {
  return (
    <AuthStoreProvider {...props}>
      <QueryClientBinding />
      {children}
    </AuthStoreProvider>
  );
}

const withInitials = (user: CurrentUser): AuthUser => ({ ...user, initials: getInitials(user.full_name) });

/** What {@link useAuth} returns: the state, the current user and the actions. */
export interface UseAuthResult extends UseAuthStateResult {
  /** The current user once loaded; null when signed out or during a pending MFA step. */
  user: AuthUser | null;
  userQuery: Pick<UseQueryResult<AuthUser>, 'status' | 'fetchStatus' | 'error' | 'refetch'>;
}

/**
 * The auth state, the current user (TanStack Query, key {@link currentUserQueryKey}) and the actions. Under
 * an `AuthProvider`, or an `AuthStoreProvider` inside a `QueryClientProvider` whose client is bound with
 * {@link bindQueryClient}.
 */
export function useAuth(): UseAuthResult {
  const store = useAuthStore();
  const auth = useAuthState();
  const isThroughMfa = auth.isAuthenticated && auth.status === 'signedIn';
  const userQuery = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: () => store.client.getCurrentUser(),
    // Only once through MFA: before that the server answers 'MFA authentication required'.
    enabled: isThroughMfa,
    select: withInitials,
    retry: retryServerErrors,
  });

  return {
    ...auth,
    user: isThroughMfa ? (userQuery.data ?? null) : null,
    userQuery: {
      status: userQuery.status,
      fetchStatus: userQuery.fetchStatus,
      error: userQuery.error,
      refetch: userQuery.refetch,
    },
  };
}

/** The query key of the account's signed-in devices. */
export const signedInDevicesQueryKey = ['sessions'] as const;

/** What {@link useSignedInDevices} calls: the client's three device endpoints. */
export type SignedInDevicesApi = Pick<ApiClient, 'getSessions' | 'signOutSession' | 'signOutOtherSessions'>;

/** The devices, and the two actions the kit's `DeviceList` takes (`onSignOut`, `onSignOutOthers`). */
export interface SignedInDevices {
  query: UseQueryResult<SignedInSession[]>;
  /** Signs one device out; this device is the app's own sign-out. The list is reloaded after. */
  signOutDevice: (device: Pick<SignedInSession, 'id' | 'current'>) => Promise<unknown>;
  /** Signs out every device but this one; the list is reloaded after. */
  signOutOthers: () => Promise<void>;
}

/**
 * Where the account is signed in, for the web app's and the console's Devices pages: the list,
 * a sign-out of one device (this one through `signOutHere`, the app's usual sign-out) or of every other one.
 * The other devices' next request is a 401, which sends them to sign-in.
 */
export function useSignedInDevices(
  api: SignedInDevicesApi,
  signOutHere: () => Promise<unknown>,
): SignedInDevices {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: signedInDevicesQueryKey, queryFn: () => api.getSessions() });
  const reload = () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryKey });
  return {
    query,
    signOutDevice: async (device) => {
      if (device.current) return signOutHere();
      await api.signOutSession(device.id);
      await reload();
    },
    signOutOthers: async () => {
      await api.signOutOtherSessions();
      await reload();
    },
  };
}

/** What a router says of where the page is: react-router's `useLocation()` fits it. */
export interface NavigationEntry {
  key: string;
  pathname: string;
  search: string;
}

/**
 * A navigation that lands where the page already is: a new history entry (a click on the header's link to
 * the page on screen) with the same path and query.
 */
export function isRepeatNavigation(before: NavigationEntry, after: NavigationEntry): boolean {
  return before.key !== after.key && before.pathname === after.pathname && before.search === after.search;
}

/**
 * A click on the link of the page on screen reloads that page's data, as a page load would. A router keeps
 * the page mounted, so without this no request is made: in a tab whose session has ended (signed out
 * elsewhere, revoked, expired on the server) the click did nothing, where every other navigation meets the
 * 401 and goes to sign-in. The refetch meets the same 401, whose policy saves this page as the
 * return path. Call it once in the signed-in layout with the router's current location.
 */
export function useReloadOnRepeatNavigation(location: NavigationEntry): void {
  const queryClient = useQueryClient();
  const previous = useRef(location);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (isRepeatNavigation(before, location)) void queryClient.refetchQueries({ type: 'active' });
  }, [location, queryClient]);
}

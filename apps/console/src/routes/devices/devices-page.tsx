import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@concierge/auth';
import { DeviceList, DEVICE_LIST_TEXTS, type DeviceListEntry } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/query-state/query-state';

const D = TEXTS.devices;
const SESSIONS_KEY = ['sessions'] as const;

/**
 * /console/devices (issue 19): where this concierge is signed in, as the web app's page: one device
 * signed out (this one: the usual sign-out) or every other one.
 */
export function DevicesPage() {
  usePageTitle(DEVICE_LIST_TEXTS.label);
  const { api } = useServices();
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => api.getSessions() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });

  const signOutDevice = async (device: DeviceListEntry) => {
    if (device.current) return signOut();
    await api.signOutSession(device.id);
    await refresh();
  };
  const signOutOthers = async () => {
    await api.signOutOtherSessions();
    await refresh();
  };

  return (
    <main id="main" className="cui-page cui-page--medium">
      <h1 tabIndex={-1}>{DEVICE_LIST_TEXTS.label}</h1>
      <p>{D.intro}</p>
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={() => void query.refetch()}
        what={D.what}
      >
        {query.data ? (
          <DeviceList devices={query.data} onSignOut={signOutDevice} onSignOutOthers={signOutOthers} />
        ) : null}
      </QueryState>
    </main>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DeviceList, type DeviceListEntry } from '@concierge/ui';
import { Link } from 'react-router';
import { useAppServices } from '../../app/services';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';
import { useSignOut } from '../../features/layout/use-sign-out';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';

const D = TEXTS.devices;
export const sessionsKey = ['sessions'] as const;

/**
 * /account/devices (issue 19): where the account is signed in, this device first; sign one out (this one:
 * the usual sign-out) or every other one. The other device's next request is a 401, which sends it to
 * sign-in (spec §4).
 */
export function DevicesPage() {
  usePageTitle(D.title);
  const { api } = useAppServices();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const query = useQuery({ queryKey: sessionsKey, queryFn: () => api.getSessions() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });

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
      <h1 tabIndex={-1}>{D.title}</h1>
      <p>{D.intro}</p>
      <QueryState query={query} what={D.what} isEmpty={() => false} empty={{ title: '' }} headingLevel={2}>
        {(sessions) => (
          <DeviceList devices={sessions} onSignOut={signOutDevice} onSignOutOthers={signOutOthers} />
        )}
      </QueryState>
      <p>
        <Link to={paths.account}>{D.backToAccount}</Link>
      </p>
    </main>
  );
}

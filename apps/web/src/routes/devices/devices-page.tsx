import { useSignedInDevices } from '@concierge/auth';
import { DeviceList } from '@concierge/ui';
import { Link } from 'react-router';
import { useAppServices } from '../../app/services';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';
import { useSignOut } from '../../features/layout/use-sign-out';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';

const D = TEXTS.devices;

/**
 * /account/devices (issue 19): where the account is signed in, this device first; sign one out (this one:
 * the usual sign-out) or every other one. The other device's next request is a 401, which sends it to
 * sign-in (spec §4).
 */
export function DevicesPage() {
  usePageTitle(D.title);
  const { api } = useAppServices();
  const signOut = useSignOut();
  const { query, signOutDevice, signOutOthers } = useSignedInDevices(api, signOut);

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

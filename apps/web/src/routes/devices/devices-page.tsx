import { useSignedInDevices } from '@concierge/auth';
import { DeviceList } from '@concierge/ui';
import { Link } from 'react-router';
import { useAppServices } from '../../app/services';
import { paths } from '../../app/paths';
import { TEXTS } from '../../app/texts';
import { FreshProofDialog, useAccountFreshProof } from '../../features/fresh-proof/fresh-proof-dialog';
import { useSignOut } from '../../features/layout/use-sign-out';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/requests/query-state';

const D = TEXTS.devices;

/**
 * /account/devices: where the account is signed in, this device first; sign one out (this one:
 * the usual sign-out) or every other one. The other device's next request is a 401, which sends it to
 * sign-in (docs/sign-in.md#sign-in-states).
 */
export function DevicesPage() {
  usePageTitle(D.title);
  const { api } = useAppServices();
  const signOut = useSignOut();
  const { query, signOutDevice, signOutOthers } = useSignedInDevices(api, signOut);
  // Signing another device out needs fresh proof (the server asks): a stolen session must not end the owner's.
  const proof = useAccountFreshProof();

  return (
    <main id="main" className="cui-page cui-page--medium">
      <h1 tabIndex={-1}>{D.title}</h1>
      <p>{D.intro}</p>
      <QueryState query={query} what={D.what} isEmpty={() => false} empty={{ title: '' }} headingLevel={2}>
        {(sessions) => (
          <DeviceList
            devices={sessions}
            onSignOut={(device) => proof.guard(() => signOutDevice(device))}
            onSignOutOthers={() => proof.guard(signOutOthers)}
          />
        )}
      </QueryState>
      <p>
        <Link to={paths.account}>{D.backToAccount}</Link>
      </p>
      <FreshProofDialog prompt={proof.prompt} />
    </main>
  );
}

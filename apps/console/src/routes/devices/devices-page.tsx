import { useAuth, useSignedInDevices } from '@concierge/auth';
import { DeviceList, useKitLocale } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { FreshProofDialog, useAccountFreshProof } from '../../features/fresh-proof/fresh-proof-dialog';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { QueryState } from '../../features/query-state/query-state';

const D = TEXTS.devices;

/**
 * /console/devices: where this concierge is signed in, as the web app's page: one device
 * signed out (this one: the usual sign-out) or every other one.
 */
export function DevicesPage() {
  // The kit's own name for the list, in the kit's language (its `*_TEXTS` constants stay English).
  const title = useKitLocale().texts.deviceList.label;
  usePageTitle(title);
  const { api } = useServices();
  const { signOut } = useAuth();
  const { query, signOutDevice, signOutOthers } = useSignedInDevices(api, signOut);
  // Signing another device out needs fresh proof (the server asks): a stolen session must not end the owner's.
  const proof = useAccountFreshProof();

  return (
    <main id="main" className="cui-page cui-page--medium">
      <h1 tabIndex={-1}>{title}</h1>
      <p>{D.intro}</p>
      <QueryState
        status={query.status}
        hasData={query.data !== undefined}
        isFetching={query.isFetching}
        refetch={() => void query.refetch()}
        what={D.what}
      >
        {query.data ? (
          <DeviceList
            devices={query.data}
            onSignOut={(device) => proof.guard(() => signOutDevice(device))}
            onSignOutOthers={() => proof.guard(signOutOthers)}
          />
        ) : null}
      </QueryState>
      <FreshProofDialog prompt={proof.prompt} />
    </main>
  );
}

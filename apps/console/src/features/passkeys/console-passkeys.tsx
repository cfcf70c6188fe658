import { AccountPasskeys } from '@concierge/account-ui/passkeys';
import { PageLoading } from '../../app/page-loading';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { FreshProofDialog, useAccountFreshProof } from '../fresh-proof/fresh-proof-dialog';

/**
 * The concierge's passkeys: the shared list of @concierge/account-ui (the web app's too) in the console's words.
 * Adding the first one may bring this session its MFA token, and the account its recovery codes (`onCodes`:
 * the security page and the enrolment screen show them once; none come under `CONSOLE_REQUIRE_PASSKEY`); the
 * current user is read again after each change (the enrolment screen closes on it).
 */
export function ConsolePasskeys({ onCodes }: { onCodes?: (codes: string[]) => void }) {
  const { api, auth } = useServices();
  // Adding and removing a passkey need fresh proof: asked for here when the server says so.
  const proof = useAccountFreshProof();
  return (
    <>
      <AccountPasskeys
        api={api}
        session={auth.session}
        guard={proof.guard}
        onCodes={onCodes}
        texts={{ what: TEXTS.passkeys.what, loadFailed: TEXTS.loadFailed, tryAgain: TEXTS.tryAgain }}
        pending={<PageLoading />}
      />
      <FreshProofDialog prompt={proof.prompt} />
    </>
  );
}

import { useState } from 'react';
import { useMfaFactors } from '@concierge/account-ui/factor-choice';
import { Alert, Button, Skeleton } from '@concierge/ui';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { FreshProofDialog, useAccountFreshProof } from '../../features/fresh-proof/fresh-proof-dialog';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { PasskeysSection } from '../../features/passkeys/passkeys-section';
import { AuthenticatorAppSection } from '@concierge/account-ui/authenticator-app';
import { loadFormSchemas } from '../../features/forms/form-schemas';
import { RecoveryCodesSection } from '@concierge/account-ui/recovery-codes-section';
import { SECURITY_TEXTS } from './security-texts';

const S = SECURITY_TEXTS;

/**
 * /account/security, the one page of the account's sign-in security (docs/sign-in-security.md#passkeys):
 * passkeys, the authenticator app (set up, remove) and recovery codes (how many are left, a new set shown
 * once), and a link to the signed-in devices. The phone keeps its own page (/mfa-enrollment), as the spec has it.
 */
export function SecurityPage() {
  usePageTitle(S.title);
  const { api } = useAppServices();
  // Read afresh on every visit: a phone added on /mfa-enrollment changes the factors and the codes.
  const factors = useMfaFactors(api);
  const [codes, setCodes] = useState<string[] | null>(null);
  // Every change here needs fresh proof (the server asks): one dialog for the page.
  const proof = useAccountFreshProof();

  const kinds = factors.data?.factors ?? [];
  return (
    <main id="main" className="cui-page cui-page--narrow security">
      <h1 tabIndex={-1}>{S.title}</h1>
      <PasskeysSection onCodes={setCodes} />
      {factors.data ? (
        <>
          <AuthenticatorAppSection
            api={api}
            enrolled={kinds.includes('totp')}
            guard={proof.guard}
            schema={async () => (await loadFormSchemas()).TotpCodeBody}
            onCodes={setCodes}
          />
          <RecoveryCodesSection
            api={api}
            factors={factors.data}
            guard={proof.guard}
            codes={codes}
            onCodes={setCodes}
            texts={S}
          />
        </>
      ) : factors.isError ? (
        <Alert>
          {TEXTS.loadFailed(S.what)}{' '}
          <Button variant="tertiary" onClick={() => void factors.refetch()}>
            {TEXTS.tryAgain}
          </Button>
        </Alert>
      ) : (
        <div aria-busy="true">
          <span className="cui-visually-hidden" role="status">
            {TEXTS.loading(S.what)}
          </span>
          <Skeleton shape="text" />
          <Skeleton shape="text" width="70%" />
        </div>
      )}
      <p>
        <Link to={paths.devices}>{TEXTS.account.devices}</Link>
      </p>
      <FreshProofDialog prompt={proof.prompt} />
    </main>
  );
}

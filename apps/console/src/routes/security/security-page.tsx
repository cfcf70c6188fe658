import { useState } from 'react';
import { useMfaFactors } from '@concierge/account-ui/factor-choice';
import { Alert } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { FreshProofDialog, useAccountFreshProof } from '../../features/fresh-proof/fresh-proof-dialog';
import { usePageTitle } from '../../features/page-title/use-page-title';
import { ConsolePasskeys } from '../../features/passkeys/console-passkeys';
import { AuthenticatorAppSection } from '@concierge/account-ui/authenticator-app';
import { RecoveryCodesSection } from '@concierge/account-ui/recovery-codes-section';

const S = TEXTS.security;

/**
 * /console/security: the staff member's passkeys (the kit's list, as in the web app), authenticator
 * app and recovery codes, as in the web app's sign-in security page.
 */
export function SecurityPage() {
  usePageTitle(S.title);
  const { api } = useServices();
  const factors = useMfaFactors(api);
  const [codes, setCodes] = useState<string[] | null>(null);
  // Every change here needs fresh proof (the server asks): one dialog for the page.
  const proof = useAccountFreshProof();

  if (factors.isError)
    return (
      <main id="main" className="cui-page cui-page--narrow">
        <h1 tabIndex={-1}>{S.title}</h1>
        <Alert>{S.loadFailed}</Alert>
      </main>
    );
  if (!factors.data) return <PageLoading />;
  const kinds = factors.data.factors;
  const appOn = kinds.includes('totp');

  return (
    <main id="main" className="cui-page cui-page--narrow">
      <h1 tabIndex={-1}>{S.title}</h1>
      <section aria-labelledby="security-passkeys">
        <h2 id="security-passkeys">{TEXTS.passkeys.heading}</h2>
        <p>{TEXTS.passkeys.intro}</p>
        <ConsolePasskeys onCodes={setCodes} />
      </section>
      <AuthenticatorAppSection api={api} enrolled={appOn} guard={proof.guard} onCodes={setCodes} />
      <RecoveryCodesSection
        api={api}
        factors={factors.data}
        guard={proof.guard}
        codes={codes}
        onCodes={setCodes}
        texts={{ ...S, regenerateConfirmTitle: S.regenerate }}
      />
      <FreshProofDialog prompt={proof.prompt} />
    </main>
  );
}

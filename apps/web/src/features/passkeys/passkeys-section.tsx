import { AccountPasskeys } from '@concierge/account-ui/passkeys';
import { Skeleton } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { FreshProofDialog, useAccountFreshProof } from '../fresh-proof/fresh-proof-dialog';

const P = TEXTS.passkeys;

/**
 * The account's passkeys on /account/security (docs/sign-in-security.md#passkeys): the shared list of
 * @concierge/account-ui in this app's words. The account's first second factor brings its recovery codes:
 * `onCodes` gives them to the page, which shows them once in its recovery-codes section.
 */
export function PasskeysSection({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { api, auth } = useAppServices();
  // Adding and removing a passkey need fresh proof: asked for here when the server says so.
  const proof = useAccountFreshProof();
  return (
    <section aria-labelledby="account-passkeys" className="account-passkeys">
      <h2 id="account-passkeys">{P.title}</h2>
      <p>{P.intro}</p>
      <AccountPasskeys
        api={api}
        session={auth.session}
        guard={proof.guard}
        onCodes={onCodes}
        texts={{ what: P.what, loadFailed: TEXTS.loadFailed, tryAgain: TEXTS.tryAgain }}
        pending={
          <div aria-busy="true">
            <span className="cui-visually-hidden" role="status">
              {TEXTS.loading(P.what)}
            </span>
            <Skeleton shape="text" />
          </div>
        }
      />
      <FreshProofDialog prompt={proof.prompt} />
    </section>
  );
}

import { useState } from 'react';
import { useAccountPasskeys } from '@concierge/auth';
import { Alert, Button, createPasskey, PasskeyList, Skeleton } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { RecoveryCodesPanel } from '../../routes/security/recovery-codes-panel';

const P = TEXTS.passkeys;

/**
 * The account's passkeys (issue 19): the kit's PasskeyList (add with a name, rename, remove) over the
 * API, through `useAccountPasskeys` (as the console's). Adding and removing need a recent sign-in (the
 * server says so in the error). The account's first second factor brings its recovery codes: shown here
 * once, in the security page's panel.
 */
export function PasskeysSection() {
  const { api, auth } = useAppServices();
  const [codes, setCodes] = useState<string[] | null>(null);
  const passkeys = useAccountPasskeys(api, {
    create: createPasskey,
    session: auth.session,
    onCodes: setCodes,
  });
  const { query } = passkeys;
  return (
    <section aria-labelledby="account-passkeys" className="account-passkeys">
      <h2 id="account-passkeys">{P.title}</h2>
      <p>{P.intro}</p>
      {query.status === 'pending' ? (
        <div aria-busy="true">
          <span className="cui-visually-hidden" role="status">
            {TEXTS.loading(P.what)}
          </span>
          <Skeleton shape="text" />
        </div>
      ) : query.status === 'error' ? (
        <Alert>
          {TEXTS.loadFailed(P.what)}{' '}
          <Button variant="tertiary" onClick={() => void query.refetch()}>
            {TEXTS.tryAgain}
          </Button>
        </Alert>
      ) : (
        <PasskeyList
          passkeys={query.data}
          onAdd={passkeys.add}
          onRename={passkeys.rename}
          onRemove={passkeys.remove}
        />
      )}
      {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} /> : null}
    </section>
  );
}

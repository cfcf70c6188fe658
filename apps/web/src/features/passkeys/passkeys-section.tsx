import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, createPasskey, PasskeyList, Skeleton } from '@concierge/ui';
import { useAppServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { RecoveryCodesPanel } from '../../routes/security/recovery-codes-panel';

const P = TEXTS.passkeys;
export const passkeysQueryKey = ['passkeys'] as const;

/**
 * The account's passkeys (issue 19): the kit's PasskeyList (add with a name, rename, remove) over the
 * API. Adding and removing need a recent sign-in (the server says so in the error). The account's first
 * second factor brings its recovery codes: shown here once, in the security page's panel.
 */
export function PasskeysSection() {
  const { api, auth } = useAppServices();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: passkeysQueryKey, queryFn: () => api.getPasskeys() });
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey });
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
          onAdd={async (name) => {
            const added = await api.registerPasskey(
              name,
              await createPasskey(await api.startPasskeyRegistration()),
            );
            // The account's first second factor: this session gets its MFA token now (the server's answer).
            if (added.mfaToken) auth.session.saveMfaToken(added.mfaToken);
            if (added.recoveryCodes) setCodes(added.recoveryCodes);
            await refresh();
            return added.passkey.name;
          }}
          onRename={async (passkey, name) => {
            await api.renamePasskey(passkey.id, name);
            await refresh();
          }}
          onRemove={async (passkey) => {
            await api.removePasskey(passkey.id);
            await refresh();
          }}
        />
      )}
      {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} /> : null}
    </section>
  );
}

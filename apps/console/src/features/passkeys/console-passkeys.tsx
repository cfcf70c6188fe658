import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, useAuth } from '@concierge/auth';
import { Alert, Button, createPasskey, PasskeyList } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';

export const PASSKEYS_KEY = ['passkeys'] as const;

/**
 * The concierge's passkeys (issue 19): the kit's PasskeyList, as in the web app, over the API. Adding the
 * first one may bring this session its MFA token, and the account its recovery codes (`onCodes`: the
 * security page shows them once; the enrol-first screen of `CONSOLE_REQUIRE_PASSKEY` never gets any); the
 * current user is read again after each change (that screen closes on it).
 */
export function ConsolePasskeys({ onCodes }: { onCodes?: (codes: string[]) => void }) {
  const { api, auth } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => api.getPasskeys() });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    await queryClient.invalidateQueries({ queryKey: ['mfa-factors'] });
    await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
  if (query.status === 'pending') return <PageLoading />;
  if (query.status === 'error') {
    return (
      <Alert>
        {TEXTS.loadFailed(TEXTS.passkeys.what)}{' '}
        <Button variant="tertiary" onClick={() => void query.refetch()}>
          {TEXTS.tryAgain}
        </Button>
      </Alert>
    );
  }
  return (
    <PasskeyList
      passkeys={query.data}
      onAdd={async (name) => {
        const added = await api.registerPasskey(
          name,
          await createPasskey(await api.startPasskeyRegistration()),
        );
        if (added.mfaToken) auth.session.saveMfaToken(added.mfaToken);
        if (added.recoveryCodes) onCodes?.(added.recoveryCodes);
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
  );
}

/**
 * `CONSOLE_REQUIRE_PASSKEY=true` and this concierge has no passkey: the console opens nothing else until one
 * is added (the server answers 403 to every console call meanwhile).
 */
export function PasskeyEnrolFirst() {
  const { signOut } = useAuth();
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <p className="brand">{TEXTS.appName}</p>
      <h1 tabIndex={-1}>{TEXTS.passkeys.enrolTitle}</h1>
      <p>{TEXTS.passkeys.enrolIntro}</p>
      <ConsolePasskeys />
      <p>
        <Button variant="tertiary" onClick={() => void signOut()}>
          {TEXTS.signOut}
        </Button>
      </p>
    </main>
  );
}

import { useAccountPasskeys, useAuth } from '@concierge/auth';
import { Alert, Button, createPasskey, PasskeyList } from '@concierge/ui';
import { PageLoading } from '../../app/page-loading';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';

/**
 * The concierge's passkeys (issue 19): the kit's PasskeyList over `useAccountPasskeys`, as in the web app. Adding the
 * first one may bring this session its MFA token, and the account its recovery codes (`onCodes`: the
 * security page shows them once; the enrol-first screen of `CONSOLE_REQUIRE_PASSKEY` never gets any); the
 * current user is read again after each change (that screen closes on it).
 */
export function ConsolePasskeys({ onCodes }: { onCodes?: (codes: string[]) => void }) {
  const { api, auth } = useServices();
  const passkeys = useAccountPasskeys(api, {
    create: createPasskey,
    session: auth.session,
    ...(onCodes && { onCodes }),
    alsoReload: [['mfa-factors']],
  });
  const { query } = passkeys;
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
      onAdd={passkeys.add}
      onRename={passkeys.rename}
      onRemove={passkeys.remove}
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

import { useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey, useAuth } from '@concierge/auth';
import { Button, Message } from '@concierge/ui';
import { useServices } from '../../app/services';
import { TEXTS } from '../../app/texts';
import { usePageTitle } from '../page-title/use-page-title';
import { ConsolePasskeys } from '../passkeys/console-passkeys';
import { RecoveryCodesPanel } from '../../routes/security/recovery-codes';
import { AuthenticatorAppSetup } from '@concierge/account-ui/authenticator-app';
import { AUTHENTICATOR_APP_TEXTS } from '@concierge/account-ui/authenticator-app-texts';

const T = TEXTS.secondFactor;
const P = TEXTS.passkeys;

export interface EnrolFirstProps {
  /** `CONSOLE_REQUIRE_PASSKEY`: the factor must be a passkey (no app, and no recovery codes come). */
  passkeyOnly: boolean;
  /** The recovery codes the new factor brought, shown once before the console opens; null before. */
  codes: string[] | null;
  onCodes: (codes: string[]) => void;
  /** The codes are saved: the console opens. */
  onDone: () => void;
}

/**
 * A member of the team without a second factor (docs/SECURITY.md#staff-second-factor): the console opens
 * nothing else, and makes no console call, until they set up an authenticator app or add a passkey (the
 * server answers 403 to every console call meanwhile). The factor's recovery codes are shown here once;
 * then the console opens in the same session, which got its MFA token with the factor.
 */
export function EnrolFirst({ passkeyOnly, codes, onCodes, onDone }: EnrolFirstProps) {
  const { signOut } = useAuth();
  const { api } = useServices();
  const queryClient = useQueryClient();
  usePageTitle(passkeyOnly ? P.enrolTitle : T.title);
  const reloadUser = () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey });

  if (codes) {
    return (
      <main id="main" className="cui-page cui-page--narrow">
        <p className="brand">{TEXTS.appName}</p>
        <h1>{T.title}</h1>
        <div role="status">
          <Message tone="success">{T.done}</Message>
        </div>
        <section aria-labelledby="enrol-codes">
          <h2 id="enrol-codes">{TEXTS.security.codesHeading}</h2>
          <RecoveryCodesPanel codes={codes} onDone={onDone} />
        </section>
      </main>
    );
  }
  return (
    <main id="main" className="cui-page cui-page--narrow">
      <p className="brand">{TEXTS.appName}</p>
      <h1 tabIndex={-1}>{passkeyOnly ? P.enrolTitle : T.title}</h1>
      <p>{passkeyOnly ? P.enrolIntro : T.intro}</p>
      {passkeyOnly ? null : (
        <section aria-labelledby="enrol-app">
          <h2 id="enrol-app">{AUTHENTICATOR_APP_TEXTS.heading}</h2>
          <p>{T.appIntro}</p>
          <AuthenticatorAppSetup
            api={api}
            onEnrolled={(fresh) => {
              if (fresh) onCodes(fresh);
              void reloadUser();
            }}
          />
        </section>
      )}
      <section aria-labelledby="enrol-passkey">
        <h2 id="enrol-passkey">{P.heading}</h2>
        <p>{P.intro}</p>
        <ConsolePasskeys onCodes={onCodes} />
      </section>
      <p>
        <Button variant="tertiary" onClick={() => void signOut()}>
          {TEXTS.signOut}
        </Button>
      </p>
    </main>
  );
}

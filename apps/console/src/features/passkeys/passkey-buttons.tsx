import { useState } from 'react';
import { isApiError } from '@concierge/api-client';
import { useAuth } from '@concierge/auth';
import {
  Alert,
  Button,
  PasskeyCancelled,
  usePasskeysSupported,
  useKitLocale,
  signChallenge,
} from '@concierge/ui';
import { TEXTS } from '../../app/texts';

const P = TEXTS.passkeys;

/** A ceremony's failure in words; a cancelled one in the kit's words, in the kit's language. */
const messageOf = (failure: unknown, cancelled: string) =>
  failure instanceof PasskeyCancelled
    ? cancelled
    : isApiError(failure) || failure instanceof Error
      ? failure.message
      : String(failure);

/** One passkey ceremony behind a button: busy while it runs, its failure shown above it. */
function CeremonyButton(props: {
  label: string;
  busyLabel: string;
  run: () => Promise<unknown>;
  secondary?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const supported = usePasskeysSupported();
  const { cancelled } = useKitLocale().texts.passkeyList;
  if (!supported) return null;
  return (
    <div className="console-passkey">
      {error ? <Alert>{error}</Alert> : null}
      <Button
        {...(props.secondary ? { variant: 'secondary' as const } : {})}
        loading={busy}
        loadingLabel={props.busyLabel}
        onClick={() => {
          setBusy(true);
          setError('');
          props
            .run()
            .catch((failure: unknown) => setError(messageOf(failure, cancelled)))
            .finally(() => setBusy(false));
        }}
      >
        {props.label}
      </Button>
    </div>
  );
}

/**
 * Sign in with a passkey alone: both factors at once. Staff only, as the password: a requester's
 * passkey is refused with the same text.
 */
export function PasskeySignInButton() {
  const { signInWithPasskey } = useAuth();
  return (
    <CeremonyButton
      secondary
      label={P.signIn}
      busyLabel={P.signingIn}
      run={() => signInWithPasskey((options) => signChallenge(options), { staffOnly: true })}
    />
  );
}

/** The passkey at the MFA step: one more factor, passed like a verified code. */
export function PasskeyFactorStep() {
  const { verifyPasskey } = useAuth();
  return (
    <section aria-label={P.useForMfa}>
      <p>{P.mfaIntro}</p>
      <CeremonyButton
        label={P.useForMfa}
        busyLabel={P.usingForMfa}
        run={() => verifyPasskey((options) => signChallenge(options))}
      />
    </section>
  );
}

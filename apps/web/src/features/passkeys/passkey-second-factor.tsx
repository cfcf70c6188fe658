import { useState } from 'react';
import { useAuth } from '@concierge/auth';
import { Alert, Button, signChallenge, usePasskeysSupported } from '@concierge/ui';
import { passkeyFailureText } from './passkey-failure-text';
import { PASSKEY_TEXTS as P } from './passkey-texts';

/**
 * The passkey at the MFA step: signs this session's challenge with a passkey of the account and
 * passes the step like a verified code (the store's `verifyPasskey`, one `MFA_VERIFIED`).
 */
export function PasskeySecondFactor() {
  const { verifyPasskey } = useAuth();
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function verifyWithPasskey() {
    setBusy(true);
    setError('');
    try {
      await verifyPasskey((options) => signChallenge(options));
    } catch (failure) {
      setError(passkeyFailureText(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!supported) return <Alert>{P.unsupported}</Alert>;
  return (
    <section aria-label={P.useForMfa} className="passkey-second-factor">
      <p>{P.mfaIntro}</p>
      {error ? <Alert>{error}</Alert> : null}
      <Button loading={busy} loadingLabel={P.usingForMfa} onClick={() => void verifyWithPasskey()}>
        {P.useForMfa}
      </Button>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useAuthState } from '@concierge/auth/core';
import { Alert, Button, passkeysSupported, usePasskeysSupported } from '@concierge/ui';
import { whenIdle } from '../../app/when-idle';
import { PASSKEY_SIGN_IN_TEXTS as P } from './passkey-sign-in-texts';

// What runs only on a click or in the autofill offer loads then, after paint: the WebAuthn
// helpers, the passkey texts and the failure wording are not in /sign-in's first load.
const loadCeremonies = () => import('./passkey-ceremonies');

/**
 * Sign-in without a password: a "Continue with a passkey" button and, where the browser supports
 * conditional mediation, passkeys offered in the email field's autofill (the field carries
 * `autocomplete="username webauthn"`). Either way the passkey counts as both factors: no MFA step follows.
 * /sign-in is prerendered: the first render is the same everywhere (the button), and whether this browser
 * can use passkeys is decided in an effect, so hydration matches the server's markup.
 */
export function PasskeySignIn({ staffOnly = false }: { staffOnly?: boolean }) {
  const { signInWithPasskey } = useAuthState();
  // The server's markup cannot know the browser: hydration renders the button, then the browser decides.
  const supported = usePasskeysSupported();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  // The autofill offer waits in the background until the person picks a passkey or leaves the page. A
  // browser without passkeys does not load the ceremonies for it; one whose chunk fails has no offer. It
  // starts once the page is idle, after the app has taken the page over: nothing of it is in the first load.
  useEffect(() => {
    if (!passkeysSupported()) return;
    let live = true;
    let stop: (() => void) | undefined;
    const start = () =>
      loadCeremonies().then(
        ({ offerPasskeyAutofill }) => {
          if (live) stop = offerPasskeyAutofill(signInWithPasskey, { staffOnly, onFailure: setError });
        },
        () => undefined,
      );
    const cancelStart = whenIdle(start);
    return () => {
      live = false;
      cancelStart();
      stop?.();
    };
  }, [signInWithPasskey, staffOnly]);

  async function continueWithPasskey() {
    setBusy(true);
    setError('');
    try {
      const { signInWithPasskeyButton } = await loadCeremonies();
      setError(await signInWithPasskeyButton(signInWithPasskey, staffOnly));
    } catch (failure) {
      // The ceremonies' chunk did not load (offline, or a deployment replaced it): say so on the button.
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!supported) return null;
  return (
    <div className="passkey-sign-in">
      {error ? <Alert>{error}</Alert> : null}
      <Button
        variant="secondary"
        loading={busy}
        loadingLabel={P.signingIn}
        onClick={() => void continueWithPasskey()}
      >
        {P.signIn}
      </Button>
    </div>
  );
}

// The web app's passkey sign-in ceremonies: the browser's WebAuthn call around the auth store's
// action. /sign-in loads this module with `import()` on the button's click or for the
// autofill offer, after paint: its first load carries the prerendered button alone, not the kit's WebAuthn
// helpers nor the passkey texts.
import type { UseAuthStateResult } from '@concierge/auth/core';
import { autofillSupported, cancelPendingRequest, PasskeyCancelled, signChallenge } from '@concierge/ui';
import { passkeyFailureText } from './passkey-failure-text';
import { PASSKEY_TEXTS as P } from './passkey-texts';

type SignInWithPasskey = UseAuthStateResult['signInWithPasskey'];

/** The passkey button's sign-in: resolves to the failure to show, or '' (signed in; the store navigates). */
export async function signInWithPasskeyButton(
  signInWithPasskey: SignInWithPasskey,
  staffOnly: boolean,
): Promise<string> {
  try {
    await signInWithPasskey((options) => signChallenge(options), { staffOnly });
    return '';
  } catch (failure) {
    return passkeyFailureText(failure);
  }
}

/**
 * Offers this site's passkeys in the email field's autofill (conditional mediation, where the browser has
 * it): the request waits in the background until the person picks a passkey or `stop` (the returned
 * function) is called, when the page goes away. The offer is opportunistic: if it cannot start (an address
 * passkeys do not work on, a server that did not answer) the page simply has no offer; only a chosen
 * passkey's failure reaches `onFailure`.
 */
export function offerPasskeyAutofill(
  signInWithPasskey: SignInWithPasskey,
  { staffOnly, onFailure }: { staffOnly: boolean; onFailure: (text: string) => void },
): () => void {
  let live = true;
  let started = false;
  let chosen = false;
  void (async () => {
    if (!(await autofillSupported()) || !live) return;
    started = true;
    await signInWithPasskey(
      async (options) => {
        if (!live) throw new PasskeyCancelled(P.cancelled);
        const assertion = await signChallenge(options, { autofill: true });
        chosen = true;
        return assertion;
      },
      { staffOnly },
    );
  })().catch((failure: unknown) => {
    if (live && chosen) onFailure(passkeyFailureText(failure));
  });
  return () => {
    live = false;
    if (started) void cancelPendingRequest();
  };
}

import type {
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRegistrationCredential,
  PasskeyRequestOptions,
} from '@concierge/api-client';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { PASSKEY_LIST_TEXTS } from './passkey-list-texts.js';
import { passkeysSupported } from './use-passkeys-supported.js';

// The browser's WebAuthn calls, shared by the web app and the console: @simplewebauthn/browser
// does the JSON <-> ArrayBuffer work and aborts a pending conditional request before a new one. Loaded on
// demand, so a page that only shows a passkey button (a prerendered /sign-in) does not carry it; such a page
// can load this module itself on demand too (the button's support check is in use-passkeys-supported.ts).

const load = () => import('@simplewebauthn/browser');

/** True when the browser can offer passkeys in the email field's autofill (conditional mediation). */
export async function autofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  const check = (PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> })
    .isConditionalMediationAvailable;
  return check ? check().catch(() => false) : false;
}

/** A failed ceremony as the person should read it: cancelling is not an error, anything else says so. */
export class PasskeyCancelled extends Error {
  override readonly name = 'PasskeyCancelled';
}

/** The authenticator already holds a passkey of this account (its message is English; PasskeyList translates). */
export class PasskeyAlreadyRegistered extends Error {
  override readonly name = 'PasskeyAlreadyRegistered';
}

function explain(error: unknown): Error {
  const name = (error as { name?: string } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError') {
    return new PasskeyCancelled(PASSKEY_LIST_TEXTS.cancelled);
  }
  if (name === 'InvalidStateError' || cause === 'InvalidStateError')
    return new PasskeyAlreadyRegistered(PASSKEY_LIST_TEXTS.alreadyHere);
  return error instanceof Error ? error : new Error(String(error));
}

/** Asks the authenticator for a new passkey. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyRegistrationCredential> {
  const { startRegistration } = await load();
  try {
    const answer: RegistrationResponseJSON = await startRegistration({ optionsJSON: options as never });
    return answer as PasskeyRegistrationCredential;
  } catch (error) {
    throw explain(error);
  }
}

/** Asks the authenticator to sign a challenge; `autofill`: wait for the person to pick one in the email field. */
export async function signChallenge(
  options: PasskeyRequestOptions,
  { autofill = false }: { autofill?: boolean | undefined } = {},
): Promise<PasskeyAssertion> {
  const { startAuthentication } = await load();
  try {
    const answer: AuthenticationResponseJSON = await startAuthentication({
      optionsJSON: options as never,
      useBrowserAutofill: autofill,
    });
    return answer as PasskeyAssertion;
  } catch (error) {
    throw explain(error);
  }
}

/** Ends a pending request (the autofill one when the page goes away); nothing when none was started. */
export async function cancelPendingRequest(): Promise<void> {
  const { WebAuthnAbortService } = await load();
  WebAuthnAbortService.cancelCeremony();
}

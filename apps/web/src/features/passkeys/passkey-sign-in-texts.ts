// The texts of /sign-in's passkey button, a module of their own: the button is in the prerendered
// page's first load, the rest of the passkey texts (PASSKEY_TEXTS, with the kit's list texts) are not
//.

import { localizable } from '@concierge/app-locale';

export const PASSKEY_SIGN_IN_TEXTS = localizable('passkeySignIn', {
  // Not "Sign in with a passkey": the password form's "Sign in" button must stay the only "Sign in" name.
  signIn: 'Continue with a passkey',
  signingIn: 'Waiting for your passkey',
});

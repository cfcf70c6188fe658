// Fresh proof (docs/SECURITY.md#accounts-second-factors-and-file-access): the dialog that asks a signed-in
// person to confirm it is them before a factor change or a sign-out of other devices. The same English in both
// apps, so one module registers it (namespace `freshProof`, the ids both apps' catalogs already translate); the
// names of the factors and their code fields are each app's MFA step's, passed to the dialog.

import { localizable } from '@concierge/app-locale';

export const FRESH_PROOF_TEXTS = localizable('freshProof', {
  title: 'Confirm it’s you',
  intro:
    'For your security, confirm it’s you before changing how you sign in or signing out your other devices. We ask again after 15 minutes.',
  loading: 'Loading your ways to confirm',
  loadFailed: 'We could not load your ways to confirm.',
  tryAgain: 'Try again',
  passwordLabel: 'Your password',
  confirm: 'Confirm',
  confirming: 'Confirming',
  cancel: 'Cancel',
  /** Where the cancelled change was asked for (its form or dialog). */
  cancelled: 'Nothing was changed: you did not confirm it’s you.',
  passkeyIntro: 'Use one of your passkeys.',
  usePasskey: 'Use your passkey',
  usingPasskey: 'Waiting for your passkey',
  sendCode: 'Text me a code',
  sendingCode: 'Sending code',
  codeSent: 'We texted a code to your phone.',
  otherWays: 'Other ways to confirm',
} as const);

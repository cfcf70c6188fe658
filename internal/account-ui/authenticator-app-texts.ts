// The authenticator app's section of the sign-in security page and its set-up, in both apps
// (docs/sign-in-security.md#second-factors). Imported by the lazily loaded security screens only.

import { localizable } from '@concierge/app-locale';

export const AUTHENTICATOR_APP_TEXTS = localizable('authenticatorApp', {
  heading: 'Authenticator app',
  on: 'An authenticator app gives you codes to sign in with.',
  off: 'Use an app such as 1Password, Google Authenticator or Microsoft Authenticator to get sign-in codes.',
  add: 'Set up an authenticator app',
  starting: 'Preparing',
  scanIntro: 'Scan this QR code with your authenticator app, or type the key below into it.',
  qrAlt: 'QR code for your authenticator app',
  /** {0} is the key, shown in groups of four. */
  secret: (key: string) => `Key to type into the app: ${key}`,
  confirmIntro: 'Then enter the 6-digit code the app shows to finish.',
  codeLabel: 'Code from the app',
  confirm: 'Turn on',
  confirming: 'Turning on',
  added: 'Your authenticator app is set up.',
  remove: 'Remove the authenticator app',
  removeConfirmTitle: 'Remove the authenticator app?',
  removeConfirmBody: 'You will no longer be able to sign in with its codes.',
  removed: 'The authenticator app is removed.',
} as const);

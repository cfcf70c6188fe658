// The texts of /account/security. Kept with the lazily loaded page, out of the app's first load
// (bench/: the first-load budget); the account page's link text is TEXTS.account.security.

import { localizable } from '@concierge/app-locale';

export const SECURITY_TEXTS = localizable('security', {
  title: 'Sign-in security',
  link: 'Sign-in security',
  what: 'your sign-in security',
  appHeading: 'Authenticator app',
  appOn: 'An authenticator app gives you codes to sign in with.',
  appOff:
    'Use an app such as 1Password, Google Authenticator or Microsoft Authenticator to get sign-in codes.',
  addApp: 'Set up an authenticator app',
  starting: 'Preparing',
  scanIntro: 'Scan this QR code with your authenticator app, or type the key below into it.',
  qrAlt: 'QR code for your authenticator app',
  /** {0} is the key, shown in groups of four. */
  secret: (key: string) => `Key to type into the app: ${key}`,
  confirmIntro: 'Then enter the 6-digit code the app shows to finish.',
  codeLabel: 'Code from the app',
  confirm: 'Turn on',
  confirming: 'Turning on',
  appAdded: 'Your authenticator app is set up.',
  removeApp: 'Remove the authenticator app',
  removing: 'Removing',
  removeConfirmTitle: 'Remove the authenticator app?',
  removeConfirmBody: 'You will no longer be able to sign in with its codes.',
  appRemoved: 'The authenticator app is removed.',
  codesHeading: 'Recovery codes',
  codesIntro:
    'If you lose your phone or authenticator app, a recovery code lets you sign in. Each code works once.',
  codesLeft: (left: number) => `You have ${left} unused recovery ${left === 1 ? 'code' : 'codes'}.`,
  codesNone: 'Recovery codes come with your first second factor.',
  regenerate: 'Make new recovery codes',
  regenerating: 'Making codes',
  regenerateConfirmTitle: 'Make new recovery codes?',
  regenerateConfirmBody: 'Your current recovery codes will stop working.',
  newCodesHeading: 'Save your recovery codes',
  newCodesIntro:
    'This is the only time they are shown. Keep them somewhere safe, such as a password manager: each works once.',
  copy: 'Copy codes',
  copied: 'Codes copied.',
  download: 'Download codes',
  done: 'I saved my codes',
  downloadName: 'concierge-recovery-codes.txt',
} as const);

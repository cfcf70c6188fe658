// The texts of /account/security. Kept with the lazily loaded page, out of the app's first load
// (bench/: the first-load budget); the account page's link text is TEXTS.account.security.

import { localizable } from '@concierge/app-locale';

export const SECURITY_TEXTS = localizable('security', {
  title: 'Sign-in security',
  link: 'Sign-in security',
  what: 'your sign-in security',
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

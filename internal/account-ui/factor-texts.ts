// The texts of the MFA step's choice of factor and its app and recovery-code steps, in both apps and in the
// fresh-proof dialog. Imported by the lazily loaded MFA pages, out of the apps' first loads
// (docs/performance.md#first-load-budgets).

import { localizable } from '@concierge/app-locale';

export const FACTOR_TEXTS = localizable('mfaFactors', {
  chooseIntro: 'Your account uses two-step verification. How do you want to confirm it is you?',
  chooseLabel: 'Ways to verify',
  kind: {
    passkey: 'Use a passkey',
    totp: 'Use your authenticator app',
    sms: 'Text a code to your phone',
    recovery_code: 'Use a recovery code',
  },
  loading: 'Loading your ways to verify',
  anotherWay: 'Try another way',
  totpIntro: 'Open your authenticator app and enter the 6-digit code it shows for Concierge.',
  totpLabel: 'Code from the app',
  recoveryIntro:
    'Enter one of the recovery codes you saved when you set up two-step verification. Each code works once.',
  recoveryLabel: 'Recovery code',
  required: 'Enter a code.',
  verify: 'Verify',
  verifying: 'Verifying',
} as const);

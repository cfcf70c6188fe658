// The web app's passkey texts, part of the app's TEXTS (app/texts.ts) and also imported directly
// by the passkey features, which must not pull every text of the app into their chunks. The list's own texts
// (add, rename, remove) are the kit's PASSKEY_LIST_TEXTS, in the kit's languages; the sign-in button's are
// apart (passkey-sign-in-texts.ts), so that /sign-in's first load carries neither these nor the list's.

export const PASSKEY_TEXTS = {
  title: 'Passkeys',
  intro:
    'Sign in with your fingerprint, face or device PIN instead of a password and a code. A passkey stays on your device and cannot be phished.',
  what: 'your passkeys',
  useForMfa: 'Use a passkey',
  usingForMfa: 'Waiting for your passkey',
  mfaIntro: 'Verify with a passkey on this device.',
  unsupported:
    'This browser cannot use passkeys. Try an up-to-date Chrome, Edge, Safari or Firefox, on a page served over https.',
  cancelled: 'The passkey request was cancelled or timed out.',
};

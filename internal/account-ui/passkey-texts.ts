// What the shared passkey list adds to the kit's words (docs/sign-in-security.md#passkeys), the same English in
// both apps. Registered for translation like every texts module (internal/app-locale/README.md).

import { localizable } from '@concierge/app-locale';

export const ACCOUNT_PASSKEY_TEXTS = localizable('accountPasskeys', {
  /**
   * On an IP address (http://127.0.0.1…), where browsers refuse every passkey although the page is secure:
   * said instead of "Add a passkey", which could only fail with the browser's own error.
   */
  wrongAddress:
    'Passkeys work only at Concierge’s own web address, and this page is open at a numeric address such as 127.0.0.1. Open Concierge at its usual address to add or use a passkey.',
} as const);

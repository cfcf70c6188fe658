// The api client's texts the app shows (docs/api.md#error-catalogue error catalogue and the client's own failures), in the
// reader's language: registered from the app's first load, so a failure on any page is translated.

import { MESSAGES } from '@concierge/api-client/auth';
import { localizable, type Texts } from '@concierge/app-locale';

// MESSAGES is `as const` (the contract's English): translated in place, the client reads it as it throws.
localizable('messages', MESSAGES as unknown as Texts);

// Default (English) texts of the kit's components. Each one can be replaced through the component's props
// or, for a whole language, through KitLocaleProvider's `texts` (`@concierge/ui/locales/*` ships Spanish,
// French and Arabic); apps and tests import these to say the same words. Texts that are functions take the
// parts they put together, so a language can order them its own way.
import type { UploaderTexts } from '@concierge/uploader';
import type { ATTACHMENT_LINK_TEXTS } from './attachment-link/attachment-link-texts.js';
import type { CONFIRM_DIALOG_TEXTS } from './confirm-dialog/confirm-dialog-texts.js';
import type { FILE_UPLOAD_TEXTS } from './file-upload/file-upload-texts.js';
import type { DEVICE_LIST_TEXTS } from './device-list/device-list-texts.js';
import type { MESSAGE_THREAD_TEXTS } from './message-thread/message-thread-texts.js';
import type { PASSKEY_LIST_TEXTS } from './passkey-list/passkey-list-texts.js';
import { CLOSE_LABEL, OPTIONAL_SUFFIX } from './spec-constants.js';

/** Texts several components share: close buttons, optional fields, busy buttons. */
export const COMMON_TEXTS = {
  close: CLOSE_LABEL,
  optionalSuffix: OPTIONAL_SUFFIX,
  /** Button: the accessible name while loading. */
  loading: 'Loading',
  /** Link: read after an external link's text. */
  opensInNewTab: '(opens in a new tab)',
  /** ToastViewport: the landmark's name. */
  notifications: 'Notifications',
} as const;

/** Turns literal string types into `string`, keeping functions' parameters: the shape a translation fills. */
type Translatable<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translatable<T[K]> };

/** Every text of the kit, by component; `uploader` holds `@concierge/uploader`'s (FileUpload shows them). */
export interface KitTexts {
  common: Translatable<typeof COMMON_TEXTS>;
  confirmDialog: Translatable<typeof CONFIRM_DIALOG_TEXTS>;
  messageThread: Translatable<typeof MESSAGE_THREAD_TEXTS>;
  attachmentLink: Translatable<typeof ATTACHMENT_LINK_TEXTS>;
  deviceList: Translatable<typeof DEVICE_LIST_TEXTS>;
  passkeyList: Translatable<typeof PASSKEY_LIST_TEXTS>;
  fileUpload: Translatable<typeof FILE_UPLOAD_TEXTS>;
  uploader: UploaderTexts;
}

/** A consumer's override: any component's texts, each one partly. */
export type KitTextsOverride = { [K in keyof KitTexts]?: { [T in keyof KitTexts[K]]?: KitTexts[K][T] } };

// The uploader's texts as one translatable set: the English (spec-constants.ts) is the default, and
// `@concierge/uploader/locales/<language>` ships the same keys in another language, loaded by the consumer
// only when needed (English pays nothing for them).
import { UPLOAD_MESSAGES, UPLOAD_STATUS, VALIDATION_MESSAGES } from './spec-constants.js';

type Texts<T> = { readonly [K in keyof T]: string };

/** Every text the uploader shows or reports, by kind; placeholders as in the English (`{0}`, `{1}`, …). */
export interface UploaderTexts {
  /** Shown under the upload control when a selection is refused. */
  validation: Texts<typeof VALIDATION_MESSAGES>;
  /** The status text of the selected file; the status values stay the English ones. */
  status: Texts<typeof UPLOAD_STATUS>;
  /** The messages of `UploadError`s and the logger. */
  upload: Texts<typeof UPLOAD_MESSAGES>;
}

/** The English texts, the default of every function that takes `texts`. */
export const UPLOADER_TEXTS: UploaderTexts = {
  validation: VALIDATION_MESSAGES,
  status: UPLOAD_STATUS,
  upload: UPLOAD_MESSAGES,
};

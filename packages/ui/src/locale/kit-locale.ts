import { useMemo } from 'react';
import { ATTACHMENT_LINK_TEXTS } from '../attachment-link/attachment-link-texts.js';
import { CONFIRM_DIALOG_TEXTS } from '../confirm-dialog/confirm-dialog-texts.js';
import { DEVICE_LIST_TEXTS } from '../device-list/device-list-texts.js';
import { COMMON_TEXTS, type KitTexts } from '../kit-texts.js';
import { MESSAGE_THREAD_TEXTS } from '../message-thread/message-thread-texts.js';
import { FILE_UPLOAD_TEXTS } from '../file-upload/file-upload-texts.js';
import { PASSKEY_LIST_TEXTS } from '../passkey-list/passkey-list-texts.js';
import { UPLOADER_TEXTS } from '@concierge/uploader';
import { useKitLocaleState } from './kit-locale-context.js';
import type { TextDirection } from './text-direction.js';

/** Every English text of the kit: what a locale entry translates and what a provider merges over. */
export const KIT_TEXTS: KitTexts = {
  common: COMMON_TEXTS,
  confirmDialog: CONFIRM_DIALOG_TEXTS,
  messageThread: MESSAGE_THREAD_TEXTS,
  attachmentLink: ATTACHMENT_LINK_TEXTS,
  deviceList: DEVICE_LIST_TEXTS,
  passkeyList: PASSKEY_LIST_TEXTS,
  fileUpload: FILE_UPLOAD_TEXTS,
  uploader: UPLOADER_TEXTS,
};

/** The kit's locale as a component below a provider sees it: locale, direction and every text, merged. */
export interface KitLocale {
  /** The provider's locale, or `en` outside one. */
  locale: string;
  dir: TextDirection;
  texts: KitTexts;
}

/** The kit's locale, direction and texts (English and `en` outside a provider), for a consumer's own parts. */
export function useKitLocale(): KitLocale {
  const { locale, dir, texts } = useKitLocaleState();
  return useMemo(() => {
    const merged = Object.fromEntries(
      Object.entries(KIT_TEXTS).map(([section, defaults]) => [
        section,
        { ...defaults, ...(texts?.[section as keyof KitTexts] ?? {}) },
      ]),
    ) as unknown as KitTexts;
    return { locale: locale ?? 'en', dir, texts: merged };
  }, [locale, dir, texts]);
}

// ConfirmDialog's English texts, in a module of their own rather than in kit-texts.ts (as FileUpload's): an app
// that puts the kit's texts module in its first-load chunk (the web app does) then does not carry them to
// pages without a ConfirmDialog.

/** ConfirmDialog: the button labels and the error shown when `onConfirm` rejects without a message. */
export const CONFIRM_DIALOG_TEXTS = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  failed: 'That did not work. Please try again.',
} as const;

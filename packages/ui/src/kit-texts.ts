// Default texts of the kit's components that the spec leaves open. Each one can be replaced through the
// component's props; apps and tests import these to say the same words.

/** ConfirmDialog: the button labels and the error shown when `onConfirm` rejects without a message. */
export const CONFIRM_DIALOG_TEXTS = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  failed: 'That did not work. Please try again.',
} as const;

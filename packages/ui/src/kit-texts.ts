// Default texts of the kit's components that the spec leaves open. Each one can be replaced through the
// component's props; apps and tests import these to say the same words.

/** ConfirmDialog: the button labels and the error shown when `onConfirm` rejects without a message. */
export const CONFIRM_DIALOG_TEXTS = {
  confirm: 'Confirm',
  cancel: 'Cancel',
  failed: 'That did not work. Please try again.',
} as const;

/** MessageThread: each message's accessible name, its files' list name and the empty state's title. */
export const MESSAGE_THREAD_TEXTS = {
  messageFrom: (author: string) => `Message from ${author}`,
  attachments: 'Attachments',
  empty: 'No messages yet',
  /** The mark on a note only the team sees (issue 18's internal notes). */
  internal: 'Internal note',
} as const;

/** AttachmentLink: what a running download announces and what a failed one says. */
export const ATTACHMENT_LINK_TEXTS = {
  downloading: 'Downloading',
  failed: 'The file could not be downloaded. Please try again.',
} as const;

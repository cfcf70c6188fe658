// MessageThread's English texts, in a module of their own rather than in kit-texts.ts (as FileUpload's): an app
// that puts the kit's texts module in its first-load chunk (the web app does) then does not carry them to
// pages without a MessageThread.

/** MessageThread: each message's accessible name, its files' list name and the empty state's title. */
export const MESSAGE_THREAD_TEXTS = {
  messageFrom: (author: string) => `Message from ${author}`,
  attachments: 'Attachments',
  empty: 'No messages yet',
  /** The mark on a note only the team sees (an internal note). */
  internal: 'Internal note',
} as const;

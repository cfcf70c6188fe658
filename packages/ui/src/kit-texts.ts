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

/** DeviceList (issue 19): the signed-in devices of one account, and signing them out. */
export const DEVICE_LIST_TEXTS = {
  label: 'Signed-in devices',
  thisDevice: 'This device',
  unknownBrowser: 'Unknown browser',
  name: (browser: string | null, os: string | null) =>
    `${browser ?? 'Unknown browser'}${os ? ` on ${os}` : ''}`,
  localNetwork: 'Local network',
  network: (network: string) => `Network ${network}`,
  unknownPlace: 'Place unknown',
  activeNow: 'Active now',
  lastActive: (ago: string) => `Last active ${ago}`,
  signOut: 'Sign out',
  signOutNamed: (name: string) => `Sign out ${name}`,
  confirmTitle: (name: string) => `Sign out ${name}?`,
  confirmThisTitle: 'Sign out of this device?',
  confirmBody: 'Anyone using it will need the password to get back in.',
  signOutOthers: 'Sign out everywhere else',
  confirmOthersTitle: 'Sign out everywhere else?',
  confirmOthersBody: (count: number) =>
    `${count === 1 ? 'The other device' : `All ${count} other devices`} will need the password to get back in. This device stays signed in.`,
  onlyThisDevice: 'Only this device is signed in.',
  signedOut: (name: string) => `${name} is signed out.`,
  signedOutOthers: 'Every other device is signed out.',
} as const;

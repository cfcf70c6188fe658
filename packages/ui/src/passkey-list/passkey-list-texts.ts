// PasskeyList's English texts, in a module of their own rather than in kit-texts.ts (as FileUpload's): an
// app that puts the kit's texts module in its first-load chunk (the web app does) then does not carry the
// list's words to pages that only show a passkey button, such as a prerendered /sign-in.

/** PasskeyList and the passkey ceremonies: an account's passkeys, added with a name, renamed, removed. */
export const PASSKEY_LIST_TEXTS = {
  label: 'Your passkeys',
  empty: 'You have no passkeys yet.',
  unsupported:
    'This browser cannot use passkeys. Try an up-to-date Chrome, Edge, Safari or Firefox, on a page served over https.',
  nameLabel: 'Passkey name',
  namePlaceholder: 'e.g. Work laptop',
  defaultName: 'Work laptop',
  add: 'Add a passkey',
  adding: 'Adding passkey',
  added: (name: string) => `Passkey “${name}” added.`,
  renameButton: 'Rename',
  rename: (name: string) => `Rename ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  renamed: 'Passkey renamed.',
  removeButton: 'Remove',
  remove: (name: string) => `Remove ${name}`,
  confirmRemove: (name: string) => `Remove “${name}”? You will no longer be able to sign in with it.`,
  removed: (name: string) => `Passkey “${name}” removed.`,
  created: (date: string) => `Added ${date}`,
  lastUsed: (date: string | null) => (date ? `last used ${date}` : 'never used'),
  synced: 'synced across your devices',
  cancelled: 'The passkey request was cancelled or timed out.',
  alreadyHere: 'This device already holds a passkey for your account.',
} as const;

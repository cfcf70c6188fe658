// DeviceList's English texts, in a module of their own rather than in kit-texts.ts (as FileUpload's): an app
// that puts the kit's texts module in its first-load chunk (the web app does) then does not carry them to
// pages without a DeviceList.

/** DeviceList: the signed-in devices of one account, and signing them out. */
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

// The signed-in pages' frame: the header's navigation, menu and sign-out.

import { localizable } from '@concierge/app-locale';

export const LAYOUT_TEXTS = localizable('layout', {
  skipLink: 'Skip to content',
  mainNav: 'Main',
  nav: { dashboard: 'Dashboard', requests: 'Requests', account: 'Account' },
  menu: 'Menu',
  signOut: 'Sign out',
  signingOut: 'Signing out',
});

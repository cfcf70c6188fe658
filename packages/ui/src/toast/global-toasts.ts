import { createToastStore, type ToastStore } from './toast-store.js';

declare global {
  interface Window {
    /** The app's toast store, reachable by code outside React. Set by `installGlobalToasts`. */
    __conciergeToasts?: ToastStore | undefined;
  }
}

/**
 * Exposes a toast store as `window.__conciergeToasts` and returns it. Called by the app shell,
 * never at import time: the package has no side effects besides its CSS. Without an argument it keeps a
 * store already installed (a second call, e.g. after hot reload, must not orphan the toasts on screen).
 *
 * @example
 * const toasts = installGlobalToasts();
 * window.__conciergeToasts?.add('Saved', { autoDismiss: true });
 */
export function installGlobalToasts(store?: ToastStore): ToastStore {
  const installed = store ?? window.__conciergeToasts ?? createToastStore();
  window.__conciergeToasts = installed;
  return installed;
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** True when this browser has WebAuthn at all (and a secure context: http://localhost or https). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'PublicKeyCredential' in window;
}

/**
 * Whether this browser can use passkeys, for rendering. The server's answer (and hydration's) is `true`, so
 * a prerendered page and its hydration render the same markup; the browser's own answer follows at once.
 * Its own module: a sign-in button needs it without the list (and its dialog) or the ceremonies
 * (webauthn.ts, with the list's texts) in its page's first load.
 */
export function usePasskeysSupported(): boolean {
  return useSyncExternalStore(noSubscription, passkeysSupported, () => true);
}

/**
 * Whether WebAuthn accepts this host as a relying party: a registrable domain (`localhost` counts), never an IP
 * address. A browser on http://127.0.0.1 is a secure context with WebAuthn, yet refuses every ceremony there
 * ("invalid domain"), so an app must say so instead of offering a button that can only fail.
 */
export function passkeysAllowedAt(hostname: string): boolean {
  return !/^[\d.]+$|:/.test(hostname);
}

import { useSyncExternalStore } from 'react';
import { passkeysAllowedAt, passkeysSupported } from '@concierge/ui';

/** Why passkeys cannot be used on this page, or `available`. */
export type PasskeyAvailability = 'available' | 'browser' | 'address';

/**
 * Whether passkeys can work on this page: `browser` without WebAuthn or outside a secure context, `address` on
 * an IP address such as http://127.0.0.1 (docs/sign-in-security.md#passkeys: the product's own web address).
 */
export function passkeyAvailability(
  location: { hostname: string } = window.location,
  supported: () => boolean = passkeysSupported,
): PasskeyAvailability {
  if (!supported()) return 'browser';
  return passkeysAllowedAt(location.hostname) ? 'available' : 'address';
}

const noSubscription = () => () => {};
const current = () => passkeyAvailability();

/** `passkeyAvailability()` for rendering: `available` on the server and in hydration (as the kit's hook). */
export function usePasskeyAvailability(): PasskeyAvailability {
  return useSyncExternalStore(noSubscription, current, () => 'available' as const);
}

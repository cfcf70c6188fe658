import { describe, expect, it } from 'vitest';
import { passkeysAllowedAt } from './use-passkeys-supported.js';

// WebAuthn's relying party ID is a registrable domain: an IP address is none, `localhost` is.
describe('passkeysAllowedAt', () => {
  it.each(['concierge.example', 'localhost', 'app.localhost'])('accepts the domain %s', (host) => {
    expect(passkeysAllowedAt(host)).toBe(true);
  });

  it.each(['127.0.0.1', '10.0.0.12', '[::1]', '::1', '2001:db8::1'])('refuses the IP address %s', (host) => {
    expect(passkeysAllowedAt(host)).toBe(false);
  });
});

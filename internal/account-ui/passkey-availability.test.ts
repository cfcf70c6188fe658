import { describe, expect, it } from 'vitest';
import { passkeyAvailability } from './passkey-availability';

const withWebAuthn = () => true;

// docs/sign-in-security.md#passkeys: WebAuthn needs a secure context and a domain; an IP address is no domain.
describe('passkeyAvailability', () => {
  it('is available on a domain, localhost included', () => {
    expect(passkeyAvailability({ hostname: 'concierge.example' }, withWebAuthn)).toBe('available');
    expect(passkeyAvailability({ hostname: 'localhost' }, withWebAuthn)).toBe('available');
  });

  it('names the address on an IP address, where the browser would refuse every passkey', () => {
    expect(passkeyAvailability({ hostname: '127.0.0.1' }, withWebAuthn)).toBe('address');
    expect(passkeyAvailability({ hostname: '[::1]' }, withWebAuthn)).toBe('address');
  });

  it('names the browser when it has no WebAuthn', () => {
    expect(passkeyAvailability({ hostname: 'concierge.example' }, () => false)).toBe('browser');
  });
});

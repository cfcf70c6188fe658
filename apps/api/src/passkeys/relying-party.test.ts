import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';

describe('the WebAuthn relying party', () => {
  it('comes from PUBLIC_URL: its host and origin', () => {
    const config = configFromEnv({ PUBLIC_URL: 'https://concierge.example.com/' });
    expect(config.webauthn).toEqual({
      rpId: 'concierge.example.com',
      rpName: 'Concierge',
      origins: ['https://concierge.example.com'],
    });
  });

  it('turns a loopback IP into localhost (browsers refuse an IP as RP ID) and accepts both origins', () => {
    expect(configFromEnv({ PORT: '3000' }).webauthn).toEqual({
      rpId: 'localhost',
      rpName: 'Concierge',
      origins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
    });
  });

  it('takes WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS over the derived values, and checks them', () => {
    const config = configFromEnv({
      PUBLIC_URL: 'https://app.concierge.example',
      WEBAUTHN_RP_ID: 'concierge.example',
      WEBAUTHN_ORIGINS: 'https://app.concierge.example, https://console.concierge.example',
      CONSOLE_REQUIRE_PASSKEY: 'true',
    });
    expect(config.webauthn.rpId).toBe('concierge.example');
    expect(config.webauthn.origins).toEqual([
      'https://app.concierge.example',
      'https://console.concierge.example',
    ]);
    expect(config.consoleRequirePasskey).toBe(true);
    expect(() => configFromEnv({ WEBAUTHN_RP_ID: '10.0.0.1' })).toThrow(/WEBAUTHN_RP_ID/);
    expect(() => configFromEnv({ WEBAUTHN_ORIGINS: 'https://a.example/path' })).toThrow(/WEBAUTHN_ORIGINS/);
    expect(() => configFromEnv({ CONSOLE_REQUIRE_PASSKEY: 'yes' })).toThrow(/CONSOLE_REQUIRE_PASSKEY/);
    expect(configFromEnv({}).consoleRequirePasskey).toBe(false);
  });
});

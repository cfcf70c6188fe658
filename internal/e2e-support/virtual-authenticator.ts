import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (DevTools Protocol `WebAuthn.addVirtualAuthenticator`): a
 * platform authenticator with resident keys that verifies the person. `presence(false)` holds every
 * request (as if nobody touched the sensor), because with presence simulated it answers even the email
 * field's autofill request at once. WebAuthn refuses an IP address as RP ID: tests use http://localhost.
 */
export interface VirtualAuthenticator {
  /** Simulated touches of the sensor: on (every request answered) or off (every request held). */
  presence(enabled: boolean): Promise<unknown>;
  /** The passkeys it holds, as the DevTools Protocol lists them. */
  credentials(): Promise<{ credentialId: string; isResidentCredential: boolean; rpId?: string }[]>;
  /**
   * Drops every passkey it holds, as if it were another device: the server still excludes them, so the
   * same account can register a second passkey from it.
   */
  forget(): Promise<unknown>;
}

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    presence: (enabled: boolean) =>
      cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    forget: () => cdp.send('WebAuthn.clearCredentials', { authenticatorId }),
  };
}

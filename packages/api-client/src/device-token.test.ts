// A device that passed the second factor keeps the server's device token and sends it back on
// sign-in and MFA verify, so it can still sign in while someone else's guessing holds the account locked.
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEVICE_TOKEN_HEADER, MFA_TOKEN_HEADER } from './index.js';
import { endpointHandler } from './mocks/index.js';
import { BASE_URL, makeClient, memorySession, useMockServer } from './test-harness.js';

const { server, sent } = useMockServer();

function deviceSession(deviceToken: string | null) {
  const session = memorySession();
  const saved = { deviceToken };
  return {
    ...session,
    saved,
    getDeviceToken: () => saved.deviceToken,
    saveDeviceToken: vi.fn((token: string) => void (saved.deviceToken = token)),
  };
}

describe('device token', () => {
  it('keeps the token MFA verify answers', async () => {
    server.use(
      endpointHandler(
        'verifyMfa',
        () =>
          HttpResponse.json(
            { success: true },
            { headers: { [MFA_TOKEN_HEADER]: 'new-mfa-token', [DEVICE_TOKEN_HEADER]: 'v1.7.9.signed' } },
          ),
        { baseUrl: BASE_URL },
      ),
    );
    const session = deviceSession(null);
    const { api } = makeClient({ session });
    expect(await api.verifyMfa('123456')).toBe('new-mfa-token');
    expect(session.saveDeviceToken).toHaveBeenCalledExactlyOnceWith('v1.7.9.signed');
  });

  it('sends it on sign-in and verify only', async () => {
    const { api } = makeClient({ session: deviceSession('v1.7.9.signed') });
    await api.signIn('ada@example.test', 'correct horse battery staple').catch(() => undefined);
    await api.getCurrentUser().catch(() => undefined);
    const [signIn, current] = sent;
    expect(signIn?.headers.get(DEVICE_TOKEN_HEADER)).toBe('v1.7.9.signed');
    expect(current?.headers.get(DEVICE_TOKEN_HEADER)).toBeNull();
  });
});

// @vitest-environment-options { "url": "http://127.0.0.1:4310/account/security" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AccountPasskeysApi } from '@concierge/auth';
import { PASSKEY_LIST_TEXTS } from '@concierge/ui';
import { AccountPasskeys } from './account-passkeys';
import { ACCOUNT_PASSKEY_TEXTS as T } from './passkey-texts';

const texts = {
  what: 'your passkeys',
  loadFailed: (what: string) => `We could not load ${what}.`,
  tryAgain: 'Try again',
};
const passkey = {
  id: 1,
  name: 'Work laptop',
  created_at: '2026-11-20T10:00:00Z',
  last_used_at: null,
  synced: false,
};

function renderList() {
  const api = { getPasskeys: vi.fn(() => Promise.resolve([passkey])) } as unknown as AccountPasskeysApi;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountPasskeys
        api={api}
        session={{ saveMfaToken: vi.fn() }}
        guard={(change) => change()}
        texts={texts}
        pending={<p>Loading</p>}
      />
    </QueryClientProvider>,
  );
}

// docs/sign-in-security.md#passkeys: on an IP address the browser refuses every passkey, though the page is secure.
describe('AccountPasskeys on an IP address', () => {
  beforeEach(() => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('PublicKeyCredential', class {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the list but says passkeys need the product’s own address instead of offering to add one', async () => {
    expect(window.location.hostname).toBe('127.0.0.1');
    renderList();
    expect(await screen.findByText('Work laptop')).toBeTruthy();
    expect(screen.getByText(T.wrongAddress)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PASSKEY_LIST_TEXTS.add })).toBeNull();
    expect(screen.queryByText(PASSKEY_LIST_TEXTS.unsupported)).toBeNull();
  });
});

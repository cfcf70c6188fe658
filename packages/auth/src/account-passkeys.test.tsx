// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Passkey, PasskeyCreationOptions } from '@concierge/api-client';
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryKey, useAccountPasskeys, type AccountPasskeysApi } from './index.js';

// Generous: CI runs on two busy cores. Nothing asserts on time; this only bounds a hang.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const passkey = (id: number, name: string): Passkey =>
  ({ id, name, created_at: '2026-11-20T09:00:00.000Z', last_used_at: null }) as unknown as Passkey;
const options = { challenge: 'challenge' } as unknown as PasskeyCreationOptions;
const credential = { id: 'credential' } as never;

function setUp(lists: Passkey[][], registered: { mfaToken: string | null; recoveryCodes: string[] | null }) {
  const api = {
    getPasskeys: vi.fn(async () => lists.shift() ?? []),
    startPasskeyRegistration: vi.fn(async () => options),
    registerPasskey: vi.fn(async (name: string) => ({ passkey: passkey(9, name.trim()), ...registered })),
    renamePasskey: vi.fn(async () => passkey(1, 'renamed')),
    removePasskey: vi.fn(async () => undefined),
  };
  const create = vi.fn(async () => credential);
  const session = { saveMfaToken: vi.fn() };
  const onCodes = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated: unknown[] = [];
  const invalidate = queryClient.invalidateQueries.bind(queryClient);
  queryClient.invalidateQueries = (filters) => {
    invalidated.push(filters?.queryKey);
    return invalidate(filters);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useAccountPasskeys(api as unknown as AccountPasskeysApi, {
        create,
        session,
        onCodes,
        alsoReload: [['mfa-factors']],
      }),
    { wrapper },
  );
  return { api, create, session, onCodes, invalidated, result };
}

describe('useAccountPasskeys', () => {
  it('adds the first passkey: the ceremony on the server’s options, the MFA token kept, the codes shown', async () => {
    const { api, create, session, onCodes, invalidated, result } = setUp([[], [passkey(9, 'Laptop')]], {
      mfaToken: 'mfa-token',
      recoveryCodes: ['code-1', 'code-2'],
    });
    await waitFor(() => expect(result.current.query.data).toEqual([]));
    let name = '';
    await act(async () => {
      name = await result.current.add(' Laptop ');
    });
    expect(create).toHaveBeenCalledWith(options);
    expect(api.registerPasskey).toHaveBeenCalledWith(' Laptop ', credential);
    expect(name).toBe('Laptop');
    expect(session.saveMfaToken).toHaveBeenCalledWith('mfa-token');
    expect(onCodes).toHaveBeenCalledWith(['code-1', 'code-2']);
    expect(invalidated).toEqual([['passkeys'], currentUserQueryKey, ['mfa-factors']]);
    await waitFor(() => expect(result.current.query.data).toHaveLength(1));
  });

  it('adds another: no token to keep, no codes to show', async () => {
    const { session, onCodes, result } = setUp([[passkey(1, 'Phone')]], {
      mfaToken: null,
      recoveryCodes: null,
    });
    await waitFor(() => expect(result.current.query.data).toHaveLength(1));
    await act(() => result.current.add('Laptop'));
    expect(session.saveMfaToken).not.toHaveBeenCalled();
    expect(onCodes).not.toHaveBeenCalled();
  });

  it('renames and removes through the API, reloading the list after each', async () => {
    const { api, result } = setUp([[passkey(1, 'Phone')], [passkey(1, 'Old phone')], []], {
      mfaToken: null,
      recoveryCodes: null,
    });
    await waitFor(() => expect(result.current.query.data).toHaveLength(1));
    await act(() => result.current.rename({ id: 1 }, 'Old phone'));
    expect(api.renamePasskey).toHaveBeenCalledWith(1, 'Old phone');
    await waitFor(() => expect(result.current.query.data?.[0]?.name).toBe('Old phone'));
    await act(() => result.current.remove({ id: 1 }));
    expect(api.removePasskey).toHaveBeenCalledWith(1);
    await waitFor(() => expect(result.current.query.data).toEqual([]));
  });

  it('leaves a failed registration to the caller: nothing kept, nothing reloaded', async () => {
    const { api, session, invalidated, result } = setUp([[]], { mfaToken: 'mfa', recoveryCodes: null });
    api.registerPasskey.mockRejectedValueOnce(new Error('recent sign-in needed'));
    await waitFor(() => expect(result.current.query.data).toEqual([]));
    await expect(act(() => result.current.add('Laptop'))).rejects.toThrow('recent sign-in needed');
    expect(session.saveMfaToken).not.toHaveBeenCalled();
    expect(invalidated).toEqual([]);
  });
});

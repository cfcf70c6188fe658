// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SignedInSession } from '@concierge/api-client';
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignedInDevices, type SignedInDevicesApi } from './index.js';

// Generous: CI runs on two busy cores. Nothing asserts on time; this only bounds a hang.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const device = (id: string, current: boolean): SignedInSession => ({
  id,
  current,
  browser: 'Firefox 140',
  os: 'Linux',
  device_type: 'desktop',
  place: { kind: 'unknown', network: null },
  created_at: '2026-11-20T09:00:00.000Z',
  last_seen_at: '2026-11-24T09:00:00.000Z',
});

function setUp(lists: SignedInSession[][]) {
  const getSessions = vi.fn(async () => lists.shift() ?? []);
  const api = {
    getSessions,
    signOutSession: vi.fn(async () => ({})),
    signOutOtherSessions: vi.fn(async () => 1),
  } as unknown as SignedInDevicesApi & { getSessions: typeof getSessions };
  const signOutHere = vi.fn(async () => undefined);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSignedInDevices(api, signOutHere), { wrapper });
  return { api, signOutHere, result };
}

describe('useSignedInDevices', () => {
  it('lists the devices', async () => {
    const { result } = setUp([[device('here', true), device('laptop', false)]]);
    await waitFor(() =>
      expect(result.current.query.data?.map((each) => each.id)).toEqual(['here', 'laptop']),
    );
  });

  it('signs another device out through the API and reloads the list', async () => {
    const { api, signOutHere, result } = setUp([
      [device('here', true), device('laptop', false)],
      [device('here', true)],
    ]);
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));
    await act(() => result.current.signOutDevice({ id: 'laptop', current: false }));
    expect(api.signOutSession).toHaveBeenCalledWith('laptop');
    expect(signOutHere).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.query.data).toHaveLength(1));
  });

  it('signs this device out with the app’s own sign-out, not the device endpoint', async () => {
    const { api, signOutHere, result } = setUp([[device('here', true)]]);
    await waitFor(() => expect(result.current.query.data).toHaveLength(1));
    await act(() => result.current.signOutDevice({ id: 'here', current: true }));
    expect(signOutHere).toHaveBeenCalledOnce();
    expect(api.signOutSession).not.toHaveBeenCalled();
  });

  it('signs out every other device and reloads the list', async () => {
    const { api, result } = setUp([[device('here', true), device('laptop', false)], [device('here', true)]]);
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));
    await act(() => result.current.signOutOthers());
    expect(api.signOutOtherSessions).toHaveBeenCalledOnce();
    await waitFor(() => expect(result.current.query.data).toHaveLength(1));
    expect(api.getSessions).toHaveBeenCalledTimes(2);
  });
});

// @vitest-environment happy-dom
import { ApiError, FRESH_PROOF_REQUIRED_CODE, type MfaFactorKind } from '@concierge/api-client';
import { act, cleanup, configure, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFreshProof, type FreshProofApi } from './index.js';

// Generous: CI runs on two busy cores. Nothing asserts on time; this only bounds a hang.
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const proveFirst = () =>
  new ApiError('For your security, confirm it’s you again to make this change.', {
    kind: 'http',
    endpoint: 'regenerateRecoveryCodes',
    status: 403,
    body: { error: 'For your security…', code: FRESH_PROOF_REQUIRED_CODE },
  });

function setUp(factors: MfaFactorKind[]) {
  const api = {
    getMfaFactors: vi.fn(async () => ({ factors, recoveryCodesRemaining: 10 })),
    reauthenticate: vi.fn(async () => ({ success: true as const })),
    sendOtp: vi.fn(async () => undefined),
    verifyMfa: vi.fn(async () => 'texted-token'),
    verifyTotp: vi.fn(async () => 'app-token'),
    verifyRecoveryCode: vi.fn(async () => 'recovery-token'),
    startPasskeyMfa: vi.fn(async () => ({ challenge: 'c' }) as never),
    verifyPasskeyMfa: vi.fn(async () => 'passkey-token'),
  } satisfies Record<keyof FreshProofApi, unknown>;
  const session = { saveMfaToken: vi.fn() };
  const sign = vi.fn(async () => ({ id: 'assertion' }) as never);
  const { result } = renderHook(() =>
    useFreshProof(api as unknown as FreshProofApi, {
      session,
      sign,
      cancelled: () => new Error('Nothing was changed.'),
    }),
  );
  return { api, session, sign, result };
}

describe('useFreshProof', () => {
  it('runs a call that needs no proof straight through, with no prompt', async () => {
    const { result, api } = setUp(['totp']);
    await expect(result.current.guard(async () => 'done')).resolves.toBe('done');
    expect(result.current.prompt).toBeNull();
    expect(api.getMfaFactors).not.toHaveBeenCalled();
  });

  it('asks when the server says so, then runs the same call again once a factor passed, storing its MFA token', async () => {
    const { result, api, session } = setUp(['totp', 'recovery_code']);
    const action = vi.fn().mockRejectedValueOnce(proveFirst()).mockResolvedValueOnce(['CODE-1']);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.guard(action);
    });
    await waitFor(() => expect(result.current.prompt?.factors).toEqual(['totp', 'recovery_code']));
    await act(() => result.current.prompt!.withCode('totp', '123456'));
    await expect(outcome).resolves.toEqual(['CODE-1']);
    expect(api.verifyTotp).toHaveBeenCalledWith('123456');
    expect(session.saveMfaToken).toHaveBeenCalledWith('app-token');
    expect(action).toHaveBeenCalledTimes(2);
    expect(result.current.prompt).toBeNull();
  });

  it('takes the password for an account without a factor, and a passkey through the browser’s ceremony', async () => {
    const none = setUp([]);
    let first: Promise<unknown> = Promise.resolve();
    const action = vi.fn().mockRejectedValueOnce(proveFirst()).mockResolvedValueOnce('ok');
    act(() => {
      first = none.result.current.guard(action);
    });
    await waitFor(() => expect(none.result.current.prompt?.factors).toEqual([]));
    await act(() => none.result.current.prompt!.withPassword('my password'));
    await expect(first).resolves.toBe('ok');
    expect(none.api.reauthenticate).toHaveBeenCalledWith('my password');
    expect(none.session.saveMfaToken).not.toHaveBeenCalled();

    const keyed = setUp(['passkey']);
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      second = keyed.result.current.guard(vi.fn().mockRejectedValueOnce(proveFirst()).mockResolvedValue(1));
    });
    await waitFor(() => expect(keyed.result.current.prompt?.factors).toEqual(['passkey']));
    await act(() => keyed.result.current.prompt!.withPasskey());
    await expect(second).resolves.toBe(1);
    expect(keyed.sign).toHaveBeenCalledWith({ challenge: 'c' });
    expect(keyed.session.saveMfaToken).toHaveBeenCalledWith('passkey-token');
  });

  it('keeps the prompt open on a wrong answer, and rejects the call with the cancel error when given up', async () => {
    const { result, api } = setUp(['sms']);
    api.verifyMfa.mockRejectedValueOnce(new Error('That code is not valid.'));
    const action = vi.fn().mockRejectedValue(proveFirst());
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.guard(action);
    });
    await waitFor(() => expect(result.current.prompt?.factors).toEqual(['sms']));
    await act(() => result.current.prompt!.sendCode());
    expect(api.sendOtp).toHaveBeenCalled();
    await act(async () => {
      await expect(result.current.prompt!.withCode('sms', '000000')).rejects.toThrow(
        'That code is not valid.',
      );
    });
    expect(result.current.prompt).not.toBeNull();
    act(() => result.current.prompt!.cancel());
    await expect(outcome).rejects.toThrow('Nothing was changed.');
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.prompt).toBeNull();
  });

  it('passes other failures through untouched', async () => {
    const { result } = setUp(['totp']);
    await expect(result.current.guard(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(result.current.prompt).toBeNull();
  });
});

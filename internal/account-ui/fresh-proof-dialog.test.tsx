import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FreshProofPrompt } from '@concierge/auth';
import { FreshProofDialog, type FreshProofAppTexts } from './fresh-proof-dialog';
import { FRESH_PROOF_TEXTS as T } from './fresh-proof-texts';

afterEach(cleanup);

const texts: FreshProofAppTexts = {
  factors: {
    kind: { passkey: 'Use a passkey', totp: 'Use your app', sms: 'Text me', recovery_code: 'Use a code' },
    totpIntro: 'Open your app.',
    totpLabel: 'Code from the app',
    recoveryIntro: 'Enter a recovery code.',
    recoveryLabel: 'Recovery code',
  },
  smsCodeLabel: 'Code',
  passkeyFailureText: () => 'Cancelled',
};

function promptWith(factors: FreshProofPrompt['factors']): FreshProofPrompt {
  return {
    factors,
    failed: false,
    reload: vi.fn(),
    cancel: vi.fn(),
    withPassword: vi.fn(() => Promise.resolve()),
    withCode: vi.fn(() => Promise.resolve()),
    withPasskey: vi.fn(() => Promise.resolve()),
    sendCode: vi.fn(() => Promise.resolve()),
  } as unknown as FreshProofPrompt;
}

// docs/SECURITY.md#accounts-second-factors-and-file-access: the account's factor first, its password without one.
describe('FreshProofDialog', () => {
  it('asks for the password of an account without a second factor', () => {
    render(<FreshProofDialog prompt={promptWith(['recovery_code'])} texts={texts} />);
    expect(screen.getByRole('heading', { name: T.title })).toBeTruthy();
    expect(screen.getByLabelText(T.passwordLabel)).toBeTruthy();
  });

  it('offers the first factor, then the others in the app’s words', async () => {
    const prompt = promptWith(['totp', 'recovery_code']);
    render(<FreshProofDialog prompt={prompt} texts={texts} />);
    expect(screen.getByLabelText('Code from the app')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a code' }));
    const field = screen.getByLabelText('Recovery code');
    fireEvent.change(field, { target: { value: ' abcd-efgh ' } });
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    await vi.waitFor(() => expect(prompt.withCode).toHaveBeenCalledWith('recovery_code', 'abcd-efgh'));
  });

  it('says a failed load of the factors, and loads them again on request', () => {
    const prompt = { ...promptWith(null), failed: true };
    render(<FreshProofDialog prompt={prompt} texts={texts} />);
    expect(screen.getByText(T.loadFailed, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.tryAgain }));
    expect(prompt.reload).toHaveBeenCalled();
  });

  it('shows nothing while no proof is asked for', () => {
    render(<FreshProofDialog prompt={null} texts={texts} />);
    expect(screen.queryByRole('heading', { name: T.title })).toBeNull();
  });
});

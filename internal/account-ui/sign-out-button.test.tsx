import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SignOutButton } from './sign-out-button';

afterEach(cleanup);

describe('SignOutButton', () => {
  it('is busy while the app signs out, then ready again', async () => {
    let finish = () => {};
    const signOut = () => new Promise<void>((resolve) => (finish = resolve));
    render(<SignOutButton signOut={signOut} label="Sign out" busyLabel="Signing out" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('button', { name: /Signing out/ }).getAttribute('aria-busy')).toBe('true');
    finish();
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@concierge/api-client';
import { useZodForm } from './use-zod-form';

const SignInBody = z.object({
  user: z.object({
    email: z.email('Enter a valid email address.'),
    password: z.string().min(1, 'Enter your password.'),
  }),
});

function SignInForm({
  onSubmit,
}: {
  onSubmit: (values: { email: string; password: string }) => Promise<void>;
}) {
  const form = useZodForm({
    defaultValues: { email: '', password: '' },
    schema: () => Promise.resolve(SignInBody),
    toBody: (values) => ({ user: values }),
    fieldsAt: ['user'],
    onSubmit,
    fieldId: (name) => `f-${name}`,
    fallbackError: 'Something went wrong.',
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} onFocus={form.prepare}>
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      {(['email', 'password'] as const).map((name) => {
        const { onValueChange, errorMessage, ...props } = form.field(name);
        return (
          <p key={name}>
            <input
              {...props}
              aria-label={name}
              onChange={(event) => onValueChange(event.currentTarget.value)}
            />
            {errorMessage ? <span>{errorMessage}</span> : null}
          </p>
        );
      })}
      <button type="submit">{form.submitting ? 'Signing in' : 'Sign in'}</button>
    </form>
  );
}

afterEach(cleanup);

describe('useZodForm (docs/validation.md#validation-rules)', () => {
  it('shows the messages on submit, focuses the first invalid field, then clears each as it is fixed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<SignInForm onSubmit={onSubmit} />);
    expect(screen.queryByText('Enter a valid email address.')).toBeNull();
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button'));
    await screen.findByText('Enter a valid email address.');
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    expect(screen.queryByText('Enter your password.')).toBeNull();
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid email address.')).toBeNull());
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' }),
    );
  });

  it('keeps what was typed before react-hook-form had loaded', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<SignInForm onSubmit={onSubmit} />);
    fireEvent.focus(screen.getByLabelText('email'));
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' }),
    );
  });

  it('shows a server failure as the form error and its issues under their fields', async () => {
    const failure = new ApiError('Check the form.', {
      kind: 'http',
      endpoint: 'signIn',
      status: 422,
      body: {
        error: 'Check the form.',
        issues: [{ path: 'body.user.email', message: 'That email is taken.' }],
      },
    });
    render(<SignInForm onSubmit={() => Promise.reject(failure)} />);
    fireEvent.change(screen.getByLabelText('email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('password'), { target: { value: 'secret' } });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the form.');
    await screen.findByText('That email is taken.');
  });
});

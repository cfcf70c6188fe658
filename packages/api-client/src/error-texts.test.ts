// docs/api.md#error-catalogue, word for word: the texts are written out here, not imported, so a changed text fails.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './index.js';
import { endpointHandler, failWith } from './mocks/index.js';
import { makeClient, useMockServer } from './test-harness.js';

const { server } = useMockServer();

const SIGN_IN_FAILED = 'Unable to sign in at this time. Please try again later.';
const RESET_FAILED = 'Unable to reset password at this time. Please try again later.';

describe('the error catalogue (docs/api.md#error-catalogue)', () => {
  it('keeps every spec text in MESSAGES exactly', () => {
    expect(MESSAGES).toMatchObject({
      signInFailed: SIGN_IN_FAILED,
      noAuthorizationToken: 'No authorization token received',
      noMfaToken: 'No MFA verification token received',
      passwordResetFailed: RESET_FAILED,
      mfaTokenRequestFailed: 'Unable to request MFA token at this time.',
      mfaEnrollFailed: 'Unable to enroll in MFA at this time.',
      mfaVerifyFailed: 'Unable to verify MFA token',
    });
  });

  it("sign-in shows the server's error field", async () => {
    const { api } = makeClient();
    await expect(api.signIn('ada@example.com', 'wrong password')).rejects.toThrow(
      'Invalid email or password.',
    );
  });

  it('sign-in without an error field, or unreachable, shows the fixed text', async () => {
    const { api } = makeClient();
    server.use(endpointHandler('signIn', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    await expect(api.signIn('ada@example.com', 'x')).rejects.toThrow(SIGN_IN_FAILED);
    server.use(failWith('signIn', 'network-error'));
    await expect(api.signIn('ada@example.com', 'x')).rejects.toMatchObject({
      kind: 'network',
      message: SIGN_IN_FAILED,
    });
  });

  it("fails with 'No authorization token received' when sign-in or sign-up answers without the header", async () => {
    const { api } = makeClient();
    server.use(
      endpointHandler('signIn', () =>
        HttpResponse.json({
          expires_at: '2026-11-05T16:40:00.000Z',
          mfa_requires_verification: false,
          mfa_required: false,
        }),
      ),
    );
    await expect(api.signIn('ada@example.com', 'x')).rejects.toMatchObject({
      kind: 'missing-token',
      message: 'No authorization token received',
    });
    server.use(
      endpointHandler('signUp', () =>
        HttpResponse.json(
          { data: '{"email":"a@b.c"}', expires_at: '2026-11-05T16:40:00.000Z' },
          {
            headers: { authorization: '   ' },
          },
        ),
      ),
    );
    await expect(
      api.signUp({ email: 'a@b.c', password: 'a long passphrase', name: 'A', last_name: 'B' }),
    ).rejects.toMatchObject({ kind: 'missing-token', message: 'No authorization token received' });
  });

  it("sign-up shows the server's error field, else the sign-in text", async () => {
    const { api } = makeClient();
    const user = { email: 'ada@example.com', password: 'a long passphrase', name: 'Ada', last_name: 'King' };
    await expect(api.signUp(user)).rejects.toThrow('Email has already been taken');
    server.use(failWith('signUp', 'network-error'));
    await expect(api.signUp(user)).rejects.toThrow(SIGN_IN_FAILED);
  });

  it('sign-up reads the email from the data string, and survives data that is not JSON', async () => {
    const { api } = makeClient();
    server.use(
      endpointHandler('signUp', () =>
        HttpResponse.json(
          { data: 'not json {', expires_at: '2026-11-05T16:40:00.000Z' },
          { headers: { authorization: 'Bearer t' } },
        ),
      ),
    );
    const user = { email: 'grace@example.com', password: 'a long passphrase', name: 'G', last_name: 'H' };
    await expect(api.signUp(user)).resolves.toMatchObject({ token: 't', email: 'grace@example.com' });
  });

  it('password reset request: one fixed text whatever happened', async () => {
    const { api } = makeClient();
    server.use(failWith('requestPasswordReset', 'server-error'));
    await expect(api.requestPasswordReset('ada@example.com')).rejects.toThrow(RESET_FAILED);
  });

  it('password reset: the status field of the body, else the same text', async () => {
    const { api } = makeClient();
    const input = {
      resetPasswordToken: 'expired',
      password: 'a long passphrase',
      passwordConfirmation: 'a long passphrase',
    };
    await expect(api.resetPassword(input)).rejects.toThrow('Reset password token is invalid');
    // A body with only `status` (no `error`) still gives its text.
    server.use(
      endpointHandler('resetPassword', () =>
        HttpResponse.json({ status: 'Token has expired' }, { status: 422 }),
      ),
    );
    await expect(api.resetPassword(input)).rejects.toThrow('Token has expired');
    server.use(failWith('resetPassword', 'server-error'));
    await expect(api.resetPassword(input)).rejects.toThrow(RESET_FAILED);
  });

  it('MFA request, enroll and verify texts', async () => {
    const { api } = makeClient();
    server.use(failWith('sendOtp', 'server-error'), failWith('enrollMfa', 'server-error'));
    await expect(api.sendOtp()).rejects.toThrow('Unable to request MFA token at this time.');
    await expect(api.enrollMfa('+1 555 0100')).rejects.toThrow('Unable to enroll in MFA at this time.');
    await expect(api.verifyMfa('000000')).rejects.toThrow('Unable to verify MFA token');
  });

  it("MFA verify needs success true and an mfa-token header, else 'No MFA verification token received'", async () => {
    const { api } = makeClient();
    server.use(
      endpointHandler(
        'verifyMfa',
        () => HttpResponse.json({ success: false }, { headers: { 'mfa-token': 't' } }),
        {
          once: true,
        },
      ),
      endpointHandler('verifyMfa', () => HttpResponse.json({ success: true }), { once: true }),
    );
    await expect(api.verifyMfa('123456')).rejects.toMatchObject({
      kind: 'missing-token',
      message: 'No MFA verification token received',
    });
    await expect(api.verifyMfa('123456')).rejects.toThrow('No MFA verification token received');
    await expect(api.verifyMfa('123456')).resolves.toBe('mock-mfa-token');
  });

  it("unlock shows the server's error, else its own text", async () => {
    const { api } = makeClient();
    await expect(api.unlock('stale')).rejects.toThrow('Unlock token is invalid or has expired.');
    server.use(failWith('unlock', 'network-error'));
    await expect(api.unlock('stale')).rejects.toThrow(MESSAGES.unlockFailed);
  });

  it('keeps the kind, status and server body under the caller-facing text', async () => {
    const { api } = makeClient();
    server.use(failWith('sendOtp', 'server-error'));
    const error = await api.sendOtp().catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      endpoint: 'sendOtp',
      body: { error: 'Internal server error', code: 'internal' },
    });
  });
});

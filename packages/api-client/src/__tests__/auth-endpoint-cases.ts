// Sign-in, sign-up, passwords, unlock, the current user and MFA.
import { credentials, fixtures } from '../mocks/index.js';
import type { EndpointCase } from './endpoint-case.js';

const newPassword = 'a brand new passphrase';

export const authCases: EndpointCase[] = [
  {
    fn: 'signIn',
    endpoint: 'signIn',
    method: 'POST',
    path: '/api/v1/users/sign_in',
    body: { user: { email: credentials.email, password: credentials.password } },
    run: (api) => api.signIn(credentials.email, credentials.password),
    expected: {
      token: credentials.sessionToken,
      expiresAt: fixtures.responses.signIn.expires_at,
      mfaRequiresVerification: false,
      mfaRequired: false,
      mfaEnrollmentAvailable: true,
    },
  },
  {
    fn: 'signUp',
    endpoint: 'signUp',
    method: 'POST',
    path: '/api/v1/users/sign_up',
    // terms_of_service is not passed: the client sends 1 (spec §5).
    body: {
      user: {
        email: 'grace@example.com',
        password: newPassword,
        name: 'Grace',
        last_name: 'Hopper',
        company_slug: 'acme',
        terms_of_service: 1,
      },
    },
    run: (api) =>
      api.signUp({
        email: 'grace@example.com',
        password: newPassword,
        name: 'Grace',
        last_name: 'Hopper',
        company_slug: 'acme',
      }),
    expected: {
      token: credentials.sessionToken,
      expiresAt: fixtures.responses.signUp.expires_at,
      email: 'grace@example.com',
      mfaEnrollmentAvailable: true,
    },
  },
  {
    fn: 'signOut',
    endpoint: 'signOut',
    method: 'DELETE',
    path: '/api/v1/users/sign_out',
    run: (api) => api.signOut(),
    expected: undefined,
  },
  {
    fn: 'requestPasswordReset',
    endpoint: 'requestPasswordReset',
    method: 'POST',
    path: '/api/v1/users/password',
    body: { user: { email: credentials.email } },
    run: (api) => api.requestPasswordReset(credentials.email),
    expected: undefined,
  },
  {
    fn: 'resetPassword',
    endpoint: 'resetPassword',
    method: 'PUT',
    path: '/api/v1/users/password',
    body: {
      reset_password_token: credentials.resetPasswordToken,
      password: newPassword,
      password_confirmation: newPassword,
    },
    run: (api) =>
      api.resetPassword({
        resetPasswordToken: credentials.resetPasswordToken,
        password: newPassword,
        passwordConfirmation: newPassword,
      }),
    expected: undefined,
  },
  {
    fn: 'getCurrentUser',
    endpoint: 'getCurrentUser',
    method: 'GET',
    path: '/api/v1/users/current',
    run: (api) => api.getCurrentUser(),
    expected: fixtures.user,
  },
  {
    fn: 'unlock',
    endpoint: 'unlock',
    method: 'GET',
    path: `/api/v1/users/unlock?unlock_token=${credentials.unlockToken}`,
    run: (api) => api.unlock(credentials.unlockToken),
    expected: undefined,
  },
  {
    fn: 'enrollMfa',
    endpoint: 'enrollMfa',
    method: 'POST',
    path: '/api/v1/mfa',
    body: { mfa_number: '+1 555 0100' },
    run: (api) => api.enrollMfa('+1 555 0100'),
    expected: undefined,
  },
  {
    fn: 'sendOtp',
    endpoint: 'sendOtp',
    method: 'POST',
    path: '/api/v1/mfa/send-otp',
    body: {},
    run: (api) => api.sendOtp(),
    expected: undefined,
  },
  {
    fn: 'verifyMfa',
    endpoint: 'verifyMfa',
    method: 'POST',
    path: '/api/v1/mfa/verify',
    body: { otp: credentials.otp },
    run: (api) => api.verifyMfa(credentials.otp),
    expected: credentials.mfaToken,
  },
];

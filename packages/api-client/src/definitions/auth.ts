// The endpoints of sign-in, sign-up, sign-out, passwords, unlock, the current user and the text-code second factor: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import { NoBody, SuccessBody } from '../schemas/common.js';
import { MfaEnrollBody, MfaVerifyBody, MfaVerifyResponse } from '../schemas/mfa.js';
import {
  CurrentUserResponse,
  PasswordResetRequestBody,
  ResetPasswordBody,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
  UnlockQuery,
} from '../schemas/users.js';
import type { Endpoint } from './endpoint.js';

export const authDefinitions = {
  signIn: {
    method: 'POST',
    path: '/api/v1/users/sign_in',
    access: 'public',
    body: SignInBody,
    response: SignInResponse,
  },
  signUp: {
    method: 'POST',
    path: '/api/v1/users/sign_up',
    access: 'public',
    body: SignUpBody,
    response: SignUpResponse,
  },
  signOut: { method: 'DELETE', path: '/api/v1/users/sign_out', access: 'user', response: SuccessBody },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/v1/users/password',
    access: 'public',
    body: PasswordResetRequestBody,
    response: SuccessBody,
  },
  resetPassword: {
    method: 'PUT',
    path: '/api/v1/users/password',
    access: 'public',
    body: ResetPasswordBody,
    response: SuccessBody,
  },
  getCurrentUser: {
    method: 'GET',
    path: '/api/v1/users/current',
    access: 'user',
    response: CurrentUserResponse,
  },
  unlock: {
    method: 'GET',
    path: '/api/v1/users/unlock',
    access: 'public',
    query: UnlockQuery,
    response: SuccessBody,
  },
  enrollMfa: {
    method: 'POST',
    path: '/api/v1/mfa',
    access: 'user',
    body: MfaEnrollBody,
    response: SuccessBody,
  },
  sendOtp: {
    method: 'POST',
    path: '/api/v1/mfa/send-otp',
    access: 'user',
    body: NoBody,
    response: SuccessBody,
  },
  verifyMfa: {
    method: 'POST',
    path: '/api/v1/mfa/verify',
    access: 'user',
    body: MfaVerifyBody,
    response: MfaVerifyResponse,
  },
} as const satisfies Record<string, Endpoint>;

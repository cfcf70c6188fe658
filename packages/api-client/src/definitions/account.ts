// The endpoints of the signed-in user’s own account: name, password, language, email, fresh proof and devices: each one's name, method, path, access and
// schemas, written here once (docs/api.md#calls).
import {
  CancelEmailChangeBody,
  ChangePasswordBody,
  ConfirmEmailChangeBody,
  ReauthenticateBody,
  RequestEmailChangeBody,
  SessionIdParams,
  SessionListResponse,
  SignOutOtherSessionsResponse,
  UpdateLocaleBody,
  UpdateProfileBody,
} from '../schemas/account.js';
import { SuccessBody } from '../schemas/common.js';
import { CurrentUserResponse } from '../schemas/users.js';
import type { Endpoint } from './endpoint.js';

export const accountDefinitions = {
  /** The signed-in user's own account. */
  updateProfile: {
    method: 'PATCH',
    path: '/api/v1/users/profile',
    access: 'user',
    body: UpdateProfileBody,
    response: CurrentUserResponse,
  },
  changePassword: {
    method: 'PUT',
    path: '/api/v1/users/password_change',
    access: 'user',
    body: ChangePasswordBody,
    response: SuccessBody,
  },
  /** The account's language (null: follow the browser). */
  updateLocale: {
    method: 'PUT',
    path: '/api/v1/users/locale',
    access: 'user',
    body: UpdateLocaleBody,
    response: CurrentUserResponse,
  },
  requestEmailChange: {
    method: 'POST',
    path: '/api/v1/users/email_change',
    access: 'user',
    body: RequestEmailChangeBody,
    response: SuccessBody,
  },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/v1/users/email_change/confirm',
    access: 'public',
    body: ConfirmEmailChangeBody,
    response: SuccessBody,
  },
  /** The old address's link: ends a pending email change (public: the link may open signed out). */
  cancelEmailChange: {
    method: 'POST',
    path: '/api/v1/users/email_change/cancel',
    access: 'public',
    body: CancelEmailChangeBody,
    response: SuccessBody,
  },
  /** Fresh proof with the password (accounts without a second factor), before a factor or session change. */
  reauthenticate: {
    method: 'POST',
    path: '/api/v1/users/reauthenticate',
    access: 'user',
    body: ReauthenticateBody,
    response: SuccessBody,
  },
  /** Signed-in devices, the caller's own sessions (`:id` is a session's opaque public id). */
  getSessions: {
    method: 'GET',
    path: '/api/v1/users/sessions',
    access: 'user',
    response: SessionListResponse,
  },
  signOutSession: {
    method: 'DELETE',
    path: '/api/v1/users/sessions/:id',
    access: 'user',
    params: SessionIdParams,
    response: SuccessBody,
  },
  signOutOtherSessions: {
    method: 'DELETE',
    path: '/api/v1/users/other_sessions',
    access: 'user',
    response: SignOutOtherSessionsResponse,
  },
} as const satisfies Record<string, Endpoint>;

// The endpoints of an account's erasure (docs/personal-data.md#erasure): its owner asks, with fresh proof,
// and it happens 14 days later unless they sign in; an admin erases a person at their request. Each one's
// name, method, path, access and schemas, written here once (docs/api.md#calls).
import { SuccessBody } from '../schemas/common.js';
import { AccountErasureBody, AccountErasureResponse, UserErasureBody } from '../schemas/erasure.js';
import type { Endpoint } from './endpoint.js';

export const erasureDefinitions = {
  /** Asks for the caller's account to be erased in 14 days; every session ends. Requesters only. */
  requestAccountErasure: {
    method: 'POST',
    path: '/api/v1/users/erasure',
    access: 'user',
    body: AccountErasureBody,
    response: AccountErasureResponse,
  },
  /** Erases the account with this email now, at its owner's request; admins only (403 otherwise). */
  eraseUser: {
    method: 'POST',
    path: '/api/v1/concierge/erasures',
    access: 'concierge',
    body: UserErasureBody,
    response: SuccessBody,
  },
} as const satisfies Record<string, Endpoint>;

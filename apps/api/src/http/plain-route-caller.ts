import type { FastifyRequest } from 'fastify';
import { MFA_REQUIRED_ERROR } from '@concierge/api-client';
import type { AppContext } from '../app-context.js';
import { createAuthenticator } from '../accounts/sessions.js';
import { rememberAccountLocale } from '../i18n/negotiation.js';
import { staffSecondFactorGate } from '../staff/second-factor.js';
import type { Caller } from './endpoint.js';
import { HTTP_MESSAGES, HttpError } from './errors.js';

/**
 * The signed-in caller of a plain route: one that answers a file rather than JSON, so it is not a contract
 * endpoint and the registrar's checks do not run for it. The same checks, in the same order: a live
 * session (401), the second factor's step done (401 `mfa-required`), and a staff session's second factor
 * (docs/SECURITY.md#staff-second-factor). Errors come in the account's language.
 */
export function plainRouteCaller(context: AppContext): (request: FastifyRequest) => Promise<Caller> {
  const authenticate = createAuthenticator(context.db, context.now);
  const staffGate = staffSecondFactorGate(context.config);
  return async (request) => {
    const caller = await authenticate(request);
    if (!caller) throw new HttpError(401, HTTP_MESSAGES.unauthenticated, { code: 'unauthenticated' });
    rememberAccountLocale(request, caller.user.locale);
    if (caller.mfaPending) throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
    const refused = staffGate(caller);
    if (refused) throw refused;
    return caller;
  };
}

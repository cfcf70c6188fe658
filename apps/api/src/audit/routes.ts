import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessLogQuery, MFA_REQUIRED_ERROR } from '@concierge/api-client';
import type { AppContext, RegisterDomain } from '../app-context.js';
import { createAuthenticator } from '../accounts/sessions.js';
import { HTTP_MESSAGES, HttpError, validationError } from '../http/errors.js';
import { rememberAccountLocale } from '../i18n/negotiation.js';
import { requireAdmin } from '../staff/roles.js';
import { staffSecondFactorGate } from '../staff/second-factor.js';
import { recordAction } from './record.js';
import { accessLogCsv, accessLogFor, requestAccessFor } from './service.js';

/** The admins' CSV export: not a contract endpoint (its answer is not JSON), so it checks access itself. */
function registerCsvExport(context: AppContext) {
  const authenticate = createAuthenticator(context.db, context.now);
  const staffGate = staffSecondFactorGate(context.config);
  context.app.get(
    '/api/v1/concierge/access_log.csv',
    async (request: FastifyRequest, reply: FastifyReply) => {
      const caller = await authenticate(request);
      if (!caller) throw new HttpError(401, HTTP_MESSAGES.unauthenticated, { code: 'unauthenticated' });
      rememberAccountLocale(request, caller.user.locale);
      if (caller.mfaPending) throw new HttpError(401, MFA_REQUIRED_ERROR, { code: 'mfa-required' });
      // A staff session without its second factor is refused here as on every console path
      // (docs/SECURITY.md#staff-second-factor); then only admins read the record.
      const refused = staffGate(caller);
      if (refused) throw refused;
      requireAdmin(caller.user);
      const parsed = AccessLogQuery.safeParse(request.query);
      if (!parsed.success) throw validationError(parsed.error, 'query');
      const { limit: _limit, cursor: _cursor, ...filter } = parsed.data;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="access-record.csv"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(accessLogCsv(context, filter)));
    },
  );
}

/**
 * The access record (docs/SECURITY.md#access-record): the requester's view of who opened their request, the
 * admins' search and export, and the hook that records every concierge move in the move's transaction.
 */
export const registerAuditRoutes: RegisterDomain = (context) => {
  context.endpoint('getRequestAccess', {}, async ({ params, caller }) =>
    requestAccessFor(context, caller.user, params.id),
  );

  context.endpoint('getAccessLog', {}, async ({ query, caller }) => accessLogFor(context, caller, query));

  registerCsvExport(context);

  (context.onStateChanged ??= []).push(async (tx, change) => {
    if (change.action !== 'move' || change.actor.role !== 'concierge') return;
    await recordAction(tx, change.at, change.actor.user, change.request.id, 'move', change.to);
  });
};

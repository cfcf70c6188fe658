import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessLogQuery } from '@concierge/api-client';
import type { AppContext, RegisterDomain } from '../app-context.js';
import { validationError } from '../http/errors.js';
import { plainRouteCaller } from '../http/plain-route-caller.js';
import { requireAdmin } from '../staff/roles.js';
import { recordAction } from './record.js';
import { accessLogCsv, accessLogFor, requestAccessFor } from './service.js';

/** The admins' CSV export: not a contract endpoint (its answer is not JSON), so it checks access itself. */
function registerCsvExport(context: AppContext) {
  const signedIn = plainRouteCaller(context);
  context.app.get(
    '/api/v1/concierge/access_log.csv',
    async (request: FastifyRequest, reply: FastifyReply) => {
      // Only admins read the record.
      requireAdmin((await signedIn(request)).user);
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

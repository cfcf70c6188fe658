import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RegisterDomain } from '../app-context.js';
import { HTTP_MESSAGES, HttpError } from '../http/errors.js';
import { plainRouteCaller } from '../http/plain-route-caller.js';
import { prepareDataExports, scheduleDataExports } from './export-job.js';
import { askForExport, askForUserExport, exportsAskedBy, openExportDownload } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass of the export job, for tests that run it by hand (docs/personal-data.md#export). */
    prepareDataExports(): Promise<number>;
  }
}

const EXPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Data exports (docs/personal-data.md#export): a person's ask, an admin's ask for someone (a data subject
 * request), the list, the ZIP's download behind sign-in, and the job that prepares them.
 */
export const registerDataExportRoutes: RegisterDomain = (context) => {
  context.endpoint('requestDataExport', {}, async ({ caller }) => ({
    export: await askForExport(context, caller.user, caller.user),
  }));
  context.endpoint('listDataExports', {}, async ({ caller }) => ({
    exports: await exportsAskedBy(context, caller.user),
  }));
  context.endpoint('requestUserDataExport', {}, async ({ caller, body }) => ({
    export: await askForUserExport(context, caller.user, body.data_export.email),
  }));

  const signedIn = plainRouteCaller(context);
  context.app.get<{ Params: { id: string } }>(
    '/api/v1/users/data_exports/:id/download',
    // A ZIP is compressed already.
    { compress: false },
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const caller = await signedIn(request);
      if (!EXPORT_ID.test(request.params.id)) {
        throw new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });
      }
      const { row, body } = await openExportDownload(context, caller.user, request.params.id);
      const day = row.readyAt!.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(row.size))
        .header('content-disposition', `attachment; filename="concierge-data-${day}.zip"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  context.app.decorate('prepareDataExports', () => prepareDataExports(context));
  const { pollMs } = context.config.dataExports;
  if (pollMs !== null) scheduleDataExports(context, pollMs);
};

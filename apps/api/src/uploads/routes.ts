import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, RegisterDomain } from '../app-context.js';
import { recordDownload } from '../audit/record.js';
import { HttpError, HTTP_MESSAGES } from '../http/errors.js';
import { plainRouteCaller } from '../http/plain-route-caller.js';
import { normalizeContentType } from './file-types.js';
import { removeUnattachedUploads, scheduleUploadCleanup } from './cleanup.js';
import { LocalUploadStorage, SizeMismatchError } from './local-storage.js';
import { findUploadByKey, moveUpload } from './queries.js';
import { acceptStoredUpload, openDownload, presignUpload } from './service.js';
import { rescanWaitingUploads, scheduleRescan } from './rescan-job.js';
import { infectedError, initialScanStatus, scanStoredUpload } from './upload-scanning.js';
import { uploadStorage } from './upload-storage.js';
import { UPLOAD_ERRORS, UPLOAD_KEY_PATTERN } from './upload-policy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One sweep of unattached uploads now, whatever the schedule (uploads/cleanup.ts); how many went. */
    removeUnattachedUploads(): Promise<number>;
    /** One pass of the rescan job now (uploads/rescan-job.ts); how many uploads got a verdict. */
    rescanWaitingUploads(): Promise<number>;
  }
}

interface KeyParams {
  userId: string;
  uploadId: string;
}

const keyOf = (params: KeyParams) => `uploads/${params.userId}/${params.uploadId}`;
const badSignature = () => new HttpError(403, UPLOAD_ERRORS.badSignature, { code: 'invalid-signature' });

/**
 * The local storage's PUT (the presigned address; not in the contract): the signature must match the
 * key, the request's own Content-Type and Content-Length, and an unexpired time; the address works once;
 * the body is streamed to disk, then its size and first bytes are checked before it can be attached.
 */
async function registerLocalPut(context: AppContext, app: FastifyInstance, storage: LocalUploadStorage) {
  await app.register(async (scope) => {
    // The body is the raw file: left unread by the parsers and streamed to disk by the handler.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put<{ Params: KeyParams; Querystring: { expires?: string; signature?: string } }>(
      '/api/v1/uploads/:userId/:uploadId',
      async (request, reply) => {
        const key = keyOf(request.params);
        const { expires, signature } = request.query;
        const contentType = request.headers['content-type'];
        const size = Number(request.headers['content-length']);
        const signed =
          UPLOAD_KEY_PATTERN.test(key) &&
          typeof contentType === 'string' &&
          Number.isSafeInteger(size) &&
          typeof signature === 'string' &&
          /^\d{1,12}$/.test(expires ?? '') &&
          Number(expires) * 1000 > context.now().getTime() &&
          storage.verify(
            { key, contentType: normalizeContentType(contentType), size, expires: Number(expires) },
            signature,
          );
        const upload = signed ? await findUploadByKey(context.db, key) : undefined;
        // Single use: only the one request that moves it out of `pending` may write.
        if (!upload || !(await moveUpload(context.db, upload.id, 'pending', 'receiving')))
          throw badSignature();
        try {
          await storage.receive(key, request.raw, size);
        } catch (error) {
          await moveUpload(context.db, upload.id, 'receiving', 'rejected');
          // A body that ended early or ran long, or a client that hung up: the upload did not complete.
          const code = (error as { code?: unknown }).code;
          if (
            error instanceof SizeMismatchError ||
            code === 'ERR_STREAM_PREMATURE_CLOSE' ||
            code === 'ECONNRESET'
          ) {
            throw new HttpError(400, UPLOAD_ERRORS.incomplete, { code: 'incomplete-upload' });
          }
          throw error;
        }
        if (!(await acceptStoredUpload(context, upload, 'receiving'))) {
          await moveUpload(context.db, upload.id, 'receiving', 'rejected');
          throw new HttpError(400, UPLOAD_ERRORS.incomplete, { code: 'incomplete-upload' });
        }
        // Scanned before the PUT is answered, so the uploader shows an infected file's refusal at once; a
        // scanner that does not answer leaves it waiting (`pending`) for the rescan job.
        const scanned = await scanStoredUpload(context, {
          ...upload,
          state: 'uploaded',
          scanStatus: initialScanStatus(context),
        });
        if (scanned.status === 'infected') throw infectedError(scanned.signature ?? 'unknown');
        return reply.code(200).send({ key, scan_status: scanned.status });
      },
    );
  });
}

/** Downloads for the owner and the concierge (SECURITY.md): always an attachment, never sniffed. */
function registerDownload(context: AppContext) {
  // A concierge reads any file through this route, which makes it a console path like the others.
  const signedIn = plainRouteCaller(context);
  context.app.get<{ Params: KeyParams }>(
    '/api/v1/uploads/:userId/:uploadId/download',
    // A stored file is sent as it is: compressing would only cost time on already-compressed formats.
    { compress: false },
    async (request: FastifyRequest<{ Params: KeyParams }>, reply: FastifyReply) => {
      const caller = await signedIn(request);
      const key = keyOf(request.params);
      if (!UPLOAD_KEY_PATTERN.test(key))
        throw new HttpError(404, HTTP_MESSAGES.notFound, { code: 'not-found' });
      const { upload, body } = await openDownload(context, caller.user, key);
      // A concierge reading a requester's file is on the access record (docs/SECURITY.md#access-record).
      await recordDownload(context, caller.user, upload);
      const asciiName = upload.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return (
        reply
          .header('content-type', upload.contentType)
          .header('content-length', String(upload.size))
          .header(
            'content-disposition',
            `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(upload.originalName)}`,
          )
          .header('x-content-type-options', 'nosniff')
          // Opened directly anyway, the file can run nothing and load nothing.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'private, no-store')
          .send(body)
      );
    },
  );
}

/**
 * Presigned uploads, the local storage's signed PUT, downloads, and the periodic removal of uploads never
 * attached (docs/uploads.md#storage).
 */
export const registerUploadRoutes: RegisterDomain = async (context) => {
  // Made now, while the server can still take an onClose hook to close it.
  const storage = uploadStorage(context);

  context.endpoint(
    'createUpload',
    { rateLimit: { account: ({ caller }) => String(caller.user.id) } },
    // `protocol` and `host` read X-Forwarded-Proto / -Host only from a proxy TRUST_PROXY names.
    async ({ body, caller, request }) =>
      presignUpload(context, caller.user, body.upload, `${request.protocol}://${request.host}`),
  );
  if (storage instanceof LocalUploadStorage) await registerLocalPut(context, context.app, storage);
  registerDownload(context);
  context.app.decorate('removeUnattachedUploads', () => removeUnattachedUploads(context));
  const { cleanupPollMs, scanning } = context.config.uploads;
  if (cleanupPollMs !== undefined) scheduleUploadCleanup(context, cleanupPollMs);
  context.app.decorate('rescanWaitingUploads', () => rescanWaitingUploads(context));
  if (scanning?.rescanPollMs !== undefined) scheduleRescan(context, scanning.rescanPollMs);
};

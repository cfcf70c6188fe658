import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  answer,
  listenForTests,
  nextItem,
  sampleAnswer,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  startRun,
  submit,
  uploadedFile,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { takeScheduledRun, UPLOAD_CLEANUP_EVERY_MS, UPLOAD_CLEANUP_JOB } from './cleanup.js';
import { startFakeS3 } from '../testing/fake-s3-server.js';
import { uploads } from './tables.js';
import { UPLOAD_UNATTACHED_HOURS } from './upload-config.js';
import { UPLOAD_URL_TTL_SECONDS } from './upload-policy.js';

const PDF = Buffer.from('%PDF-1.7\n% a tiny test document\n%%EOF\n');
const pdf = (filename: string) => ({ filename, contentType: 'application/pdf', bytes: PDF });
const HOUR = 60 * 60 * 1000;
/** Past the limit: the address's 900 s, then the default 24 h, then a minute. */
const PAST_THE_LIMIT = UPLOAD_URL_TTL_SECONDS * 1000 + UPLOAD_UNATTACHED_HOURS * HOUR + 60_000;

/** Each test starts its own server (a fresh database, migrated) before its work: more than the usual 30 s on a busy CI machine. */
const SERVER_TEST_MS = 90_000;

const cleanups: Array<() => Promise<unknown> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(onDb('removing uploads never attached'), () => {
  it(
    'removes an unattached upload past the limit from the table and the disk; an attached, an answered and a fresh one stay',
    async () => {
      expect(UPLOAD_UNATTACHED_HOURS).toBe(24);
      const dir = mkdtempSync(path.join(tmpdir(), 'upload-cleanup-test-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const server = await startTestServer({ config: { uploads: { dir } } });
      cleanups.push(() => server.close());
      const client = await listenForTests(server.app);
      const concierge = await signInDemo(client, 1);
      const token = await signUpNewUser(client);
      const fileOf = (key: string) => path.join(dir, ...key.split('/'));
      const rowOf = async (key: string) =>
        (await server.database.db.select().from(uploads).where(eq(uploads.key, key)))[0];

      // Attached to a concierge's message on the requester's request.
      const furniture = await seededSurveyId(server.database, 'furniture-assembly');
      const runId = await startRun(client, token, furniture);
      for (
        let next = await nextItem(client, token, runId);
        next;
        next = await nextItem(client, token, runId)
      ) {
        await answer(client, token, runId, next.item.id, sampleAnswer(next.item));
      }
      const requestId = (await submit(client, token, runId)).json().request_id;
      const attached = await uploadedFile(client, concierge, pdf('quote.pdf'));
      const posted = await client.call('POST', `/api/v1/concierge/requests/${requestId}/messages`, {
        token: concierge,
        body: { message: { body_html: '<p>Your quote.</p>', attachment_keys: [attached] } },
      });
      expect(posted.status).toBe(200);
      // The answer of a run not yet submitted: the submit still needs its file.
      const documents = await seededSurveyId(server.database, 'review-a-document');
      const openRun = await startRun(client, token, documents);
      const fileItem = (await nextItem(client, token, openRun))!;
      const answered = await uploadedFile(client, token, pdf('lease.pdf'));
      expect((await answer(client, token, openRun, fileItem.item.id, answered)).status).toBe(200);
      // Uploaded and never attached; and presigned and never PUT.
      const stale = await uploadedFile(client, token, pdf('forgotten.pdf'));
      const neverPut = (
        await client.call('POST', '/api/v1/uploads/presigned_url', {
          token,
          body: { upload: { filename: 'abandoned.pdf', content_type: 'application/pdf', size: PDF.length } },
        })
      ).json().key as string;

      // Just inside the limit nothing goes.
      server.clock.advance(PAST_THE_LIMIT - 2 * 60_000);
      expect(await server.app.removeUnattachedUploads()).toBe(0);
      expect(existsSync(fileOf(stale))).toBe(true);

      server.clock.advance(2 * 60_000);
      // A day on, the sessions above have ended: a fresh upload comes from a new sign-in.
      const fresh = await uploadedFile(client, await signUpNewUser(client), pdf('new.pdf'));
      expect(await server.app.removeUnattachedUploads()).toBe(2);
      expect(await rowOf(stale)).toBeUndefined();
      expect(await rowOf(neverPut)).toBeUndefined();
      expect(existsSync(fileOf(stale))).toBe(false);
      for (const kept of [attached, answered, fresh]) {
        expect((await rowOf(kept))?.state, kept).toBe('uploaded');
        expect(existsSync(fileOf(kept)), kept).toBe(true);
      }
      const download = await client.call('GET', `/api/v1/${attached}/download`, {
        token: await signInDemo(client, 1),
      });
      expect(download.status).toBe(200);
      // A second sweep finds nothing more.
      expect(await server.app.removeUnattachedUploads()).toBe(0);
    },
    SERVER_TEST_MS,
  );

  it(
    'removes it from the S3 bucket too',
    async () => {
      const s3 = await startFakeS3();
      cleanups.push(() => s3.close());
      const server = await startTestServer({
        config: {
          uploads: {
            s3: {
              bucket: 'concierge',
              region: 'us-east-1',
              endpoint: s3.endpoint,
              forcePathStyle: true,
              credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
            },
          },
        },
      });
      cleanups.push(() => server.close());
      const client = await listenForTests(server.app);
      const token = await signUpNewUser(client);
      const key = await uploadedFile(client, token, pdf('forgotten.pdf'));
      expect(s3.objects.has(`/concierge/${key}`)).toBe(true);

      server.clock.advance(PAST_THE_LIMIT);
      const fresh = await uploadedFile(client, await signUpNewUser(client), pdf('new.pdf'));
      expect(await server.app.removeUnattachedUploads()).toBe(1);
      expect(s3.objects.has(`/concierge/${key}`)).toBe(false);
      expect(s3.requests).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: `/concierge/${key}` }),
      );
      expect(s3.objects.has(`/concierge/${fresh}`)).toBe(true);
      expect(
        await server.database.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.key, key)),
      ).toEqual([]);

      // The hourly run is taken by one instance: a second asking at the same moment is refused, and the
      // next is due an hour later on the server's clock.
      const now = server.clock.now();
      const take = (at: Date) =>
        takeScheduledRun(server.database.db, UPLOAD_CLEANUP_JOB, at, UPLOAD_CLEANUP_EVERY_MS);
      const first = await Promise.all([take(now), take(now)]);
      expect(first.filter(Boolean)).toHaveLength(1);
      expect(await take(new Date(now.getTime() + UPLOAD_CLEANUP_EVERY_MS - 1))).toBe(false);
      expect(await take(new Date(now.getTime() + UPLOAD_CLEANUP_EVERY_MS))).toBe(true);
    },
    SERVER_TEST_MS,
  );
});

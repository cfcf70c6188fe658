import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PresignResponse } from '@concierge/api-client';
import { clamdMissing, EICAR, EICAR_SIGNATURE, scanningWith, startClamd } from '@concierge/e2e-support/clamd';
import { startFakeS3 } from '../testing/fake-s3-server.js';
import {
  answer,
  listenForTests,
  nextItem,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  startRun,
  submittedRequest,
  type HttpTestClient,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { UPLOAD_ERRORS } from './upload-policy.js';

// Every upload is scanned by a real clamd before it can be attached or downloaded
// (docs/uploads.md#virus-scanning): over HTTP, through the requester's and the concierge's paths, on local
// disk and in an S3 bucket; with clamd stopped, files wait as being checked and are never served, and the
// rescan job releases them once it is back. Replies by email: virus-scanning-email.test.ts.

const skipReason = clamdMissing();
if (skipReason) console.warn(skipReason);

const INFECTED = {
  error: `This file contains a virus (${EICAR_SIGNATURE}) and was deleted.`,
  code: 'file-infected',
};
const PDF = Buffer.from('%PDF-1.7\n% a tiny test document\n%%EOF\n');

describe.skipIf(skipReason)(onDb('virus scanning of uploads'), async () => {
  if (skipReason) return;
  const clamd = await startClamd();
  const dir = mkdtempSync(path.join(tmpdir(), 'scanning-test-'));
  const server = await startTestServer({ config: { uploads: { dir, scanning: scanningWith(clamd) } } });
  const s3 = await startFakeS3();
  const bucketServer = await startTestServer({
    config: {
      uploads: {
        scanning: scanningWith(clamd),
        s3: {
          bucket: 'test-bucket',
          region: 'us-east-1',
          endpoint: s3.endpoint,
          forcePathStyle: true,
          credentials: {
            accessKeyId: 'AKIDEXAMPLE',
            secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLE',
          },
        },
      },
    },
  });
  afterAll(async () => {
    await server.close();
    await bucketServer.close();
    await s3.close();
    await clamd.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const client = await listenForTests(server.app);
  const bucketClient = await listenForTests(bucketServer.app);
  const concierge = await signInDemo(client, 1);
  const plumber = await seededSurveyId(server.database, 'find-a-plumber');

  /** Presigns and PUTs `bytes` as the browser does; answers the key and the PUT's answer. */
  async function upload(on: HttpTestClient, token: string, filename: string, bytes: Buffer, type: string) {
    const presigned = await on.call('POST', '/api/v1/uploads/presigned_url', {
      token,
      body: { upload: { filename, content_type: type, size: bytes.length } },
    });
    const { presigned_url: url, key } = PresignResponse.parse(presigned.json());
    const put = await fetch(new URL(url, on.base), {
      method: 'PUT',
      body: bytes,
      headers: { 'content-type': type },
    });
    return { key, status: put.status, body: (await put.json().catch(() => null)) as unknown };
  }
  const attach = (on: HttpTestClient, token: string, route: string, key: string) =>
    on.call('POST', route, {
      token,
      body: { message: { body_html: '<p>The file</p>', attachment_keys: [key] } },
    });
  const download = (on: HttpTestClient, token: string, key: string) =>
    on.call('GET', `/api/v1/${key}/download`, { token });

  it('refuses the EICAR test file on the requester’s path, says why, and deletes it from the disk', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const put = await upload(client, token, 'eicar.txt', EICAR, 'text/plain');
    expect(put.status).toBe(422);
    expect(put.body).toEqual(INFECTED);
    expect(existsSync(path.join(dir, put.key))).toBe(false);
    // Attaching the key afterwards says the same, and the file is never served.
    const attached = await attach(client, token, `/api/v1/requests/${id}/messages`, put.key);
    expect(attached.status).toBe(422);
    expect(attached.json()).toEqual(INFECTED);
    expect((await download(client, token, put.key)).status).toBe(404);
  });

  it('refuses the EICAR test file on the concierge’s path', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const put = await upload(client, concierge, 'eicar.txt', EICAR, 'text/plain');
    expect(put.status).toBe(422);
    expect(put.body).toEqual(INFECTED);
    expect(existsSync(path.join(dir, put.key))).toBe(false);
    const attached = await attach(client, concierge, `/api/v1/concierge/requests/${id}/messages`, put.key);
    expect(attached.json()).toEqual(INFECTED);
  });

  it('accepts a clean file: attached, then served', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const put = await upload(client, token, 'quote.pdf', PDF, 'application/pdf');
    expect(put).toMatchObject({ status: 200, body: { key: put.key, scan_status: 'clean' } });
    expect((await attach(client, token, `/api/v1/requests/${id}/messages`, put.key)).status).toBe(200);
    const served = await download(client, concierge, put.key);
    expect(served.status).toBe(200);
    expect(served.text).toBe(PDF.toString());
  });

  it('scans a file in the S3 bucket when it is attached, and deletes an infected one from the bucket', async () => {
    const token = await signUpNewUser(bucketClient);
    const id = await submittedRequest(bucketClient, token, plumber);
    const infected = await upload(bucketClient, token, 'eicar.txt', EICAR, 'text/plain');
    expect(infected.status).toBe(200);
    expect(s3.objects.has(`/test-bucket/${infected.key}`)).toBe(true);
    const refused = await attach(bucketClient, token, `/api/v1/requests/${id}/messages`, infected.key);
    expect(refused.status).toBe(422);
    expect(refused.json()).toEqual(INFECTED);
    expect(s3.objects.has(`/test-bucket/${infected.key}`)).toBe(false);
    const clean = await upload(bucketClient, token, 'quote.pdf', PDF, 'application/pdf');
    expect((await attach(bucketClient, token, `/api/v1/requests/${id}/messages`, clean.key)).status).toBe(
      200,
    );
  });

  it('holds files as being checked while clamd is down, and releases them when it is back', async () => {
    const token = await signUpNewUser(client);
    const id = await submittedRequest(client, token, plumber);
    const messages = `/api/v1/requests/${id}/messages`;
    await clamd.stop();

    const clean = await upload(client, token, 'quote.pdf', PDF, 'application/pdf');
    expect(clean).toMatchObject({ status: 200, body: { scan_status: 'pending' } });
    const infected = await upload(client, token, 'eicar.txt', EICAR, 'text/plain');
    expect(infected).toMatchObject({ status: 200, body: { scan_status: 'pending' } });
    for (const key of [clean.key, infected.key]) {
      const held = await attach(client, token, messages, key);
      expect(held.status).toBe(409);
      expect(held.headers.get('retry-after')).toBe('30');
      expect(held.json()).toEqual({ error: UPLOAD_ERRORS.beingChecked, code: 'file-being-checked' });
      // Never served unscanned, to its owner or to the concierge.
      for (const reader of [token, concierge]) {
        const served = await download(client, reader, key);
        expect(served.status).toBe(409);
        expect(served.text).not.toContain('EICAR');
      }
    }

    // A survey's file item holds it back too.
    const runId = await startRun(client, token, await seededSurveyId(server.database, 'review-a-document'));
    const fileItem = (await nextItem(client, token, runId))!;
    const answered = await answer(client, token, runId, fileItem.item.id, clean.key);
    expect(answered.status).toBe(409);
    expect(answered.json()).toMatchObject({ code: 'file-being-checked' });

    // Back: the rescan job (every 200 ms here) gives both a verdict without anyone attaching them.
    await clamd.start();
    await vi.waitFor(async () => expect(existsSync(path.join(dir, infected.key))).toBe(false), {
      timeout: 15_000,
      interval: 200,
    });
    await vi.waitFor(async () => expect((await download(client, token, clean.key)).status).toBe(200), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await attach(client, token, messages, clean.key)).status).toBe(200);
    expect((await attach(client, token, messages, infected.key)).json()).toEqual(INFECTED);
    expect((await answer(client, token, runId, fileItem.item.id, clean.key)).status).toBe(200);
    expect(readFileSync(path.join(dir, clean.key))).toEqual(PDF);
  });
});

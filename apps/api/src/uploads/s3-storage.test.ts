import { afterAll, describe, expect, it } from 'vitest';
import { PresignResponse } from '@concierge/api-client';
import {
  answer,
  listenForTests,
  nextItem,
  seededSurveyId,
  signInDemo,
  signUpNewUser,
  startRun,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import { startFakeS3 } from '../testing/fake-s3-server.js';
import { S3UploadStorage } from './s3-storage.js';
import { UPLOAD_ERRORS, UPLOAD_URL_TTL_SECONDS } from './upload-policy.js';

// The SDK warns at construction that its releases after January 2027 need Node 22; the pinned one runs on 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' };
const at = new Date('2026-03-02T09:00:00.000Z');
const KEY = 'uploads/7/2e9e5d1c-7c1f-4e3a-9a9b-0c1d2e3f4a5b';

describe('presigning for S3 (no network)', () => {
  const storage = new S3UploadStorage(
    { bucket: 'concierge-uploads', region: 'eu-west-1', forcePathStyle: false, credentials },
    () => at,
  );
  afterAll(() => storage.close());

  it('signs content-type and content-length, expires in at most 900 s, and adds no checksum', async () => {
    const url = new URL(
      await storage.presign({
        key: KEY,
        contentType: 'image/png',
        size: 123,
        expiresAt: new Date(at.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
      }),
    );
    expect(url.origin).toBe('https://concierge-uploads.s3.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe(`/${KEY}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260302T090000Z');
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
  });

  it('never signs for longer than 900 s, nor for less than the time left', async () => {
    const signed = async (seconds: number) =>
      Number(
        new URL(
          await storage.presign({
            key: KEY,
            contentType: 'image/png',
            size: 1,
            expiresAt: new Date(at.getTime() + seconds * 1000),
          }),
        ).searchParams.get('X-Amz-Expires'),
      );
    expect(await signed(3600)).toBe(900);
    expect(await signed(120)).toBe(120);
  });
});

const s3 = await startFakeS3();
const server = await startTestServer({
  config: {
    uploads: {
      s3: {
        bucket: 'test-bucket',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials,
      },
    },
  },
});
afterAll(async () => {
  await server.close();
  await s3.close();
});
const client = await listenForTests(server.app);
const documentSurvey = await seededSurveyId(server.database, 'review-a-document');
const PDF = Buffer.from('%PDF-1.7\n% stored in a bucket\n%%EOF\n');

async function presigned(token: string, filename: string, size: number) {
  const res = await client.call('POST', '/api/v1/uploads/presigned_url', {
    token,
    body: { upload: { filename, content_type: 'application/pdf', size } },
  });
  return PresignResponse.parse(res.json());
}
const putToBucket = (url: string, body: Buffer) =>
  fetch(url, { method: 'PUT', body, headers: { 'content-type': 'application/pdf' } });

describe(onDb('uploads through S3-compatible storage'), () => {
  it('checks the object in the bucket when it is attached, then serves it to the owner', async () => {
    const token = await signUpNewUser(client);
    const { presigned_url: url, key } = await presigned(token, 'lease.pdf', PDF.length);
    expect(url.startsWith(`${s3.endpoint}/test-bucket/${key}?`)).toBe(true);
    const runId = await startRun(client, token, documentSurvey);
    const item = (await nextItem(client, token, runId))!;
    // Not in the bucket yet: not attachable.
    expect((await answer(client, token, runId, item.item.id, key)).status).toBe(422);

    expect((await putToBucket(url, PDF)).status).toBe(200);
    expect(s3.objects.get(`/test-bucket/${key}`)?.body).toEqual(PDF);
    expect((await answer(client, token, runId, item.item.id, key)).status).toBe(200);
    const ranged = s3.requests.find((request) => request.method === 'GET' && request.headers.range);
    expect(ranged?.headers.range).toBe('bytes=0-4095');

    const download = await client.call('GET', `/api/v1/${key}/download`, { token });
    expect(download.status).toBe(200);
    expect(download.text).toBe(PDF.toString());
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="lease.pdf"');
    const concierge = await signInDemo(client, 1);
    expect((await client.call('GET', `/api/v1/${key}/download`, { token: concierge })).status).toBe(200);
  });

  it('refuses and deletes an object whose size or first bytes do not match what was declared', async () => {
    const token = await signUpNewUser(client);
    const fake = Buffer.from('MZ this is not a PDF at all.....');
    const { presigned_url: url, key } = await presigned(token, 'contract.pdf', fake.length);
    await putToBucket(url, fake);
    const runId = await startRun(client, token, documentSurvey);
    const item = (await nextItem(client, token, runId))!;
    const res = await answer(client, token, runId, item.item.id, key);
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({ error: UPLOAD_ERRORS.contentMismatch, code: 'content-mismatch' });
    expect(s3.objects.has(`/test-bucket/${key}`)).toBe(false);
    expect((await answer(client, token, runId, item.item.id, key)).status).toBe(422);
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { DataExportResponse } from '@concierge/api-client';
import { authHeaders } from '../testing/api-calls.js';
import { startFakeS3 } from '../testing/fake-s3-server.js';
import {
  listenForTests,
  seededSurveyId,
  signInAgain,
  signUpNewAccount,
  submittedRequest,
  uploadedFile,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

// A data export with the files in an S3 bucket (docs/personal-data.md#export): the person's file is read from
// the bucket into the ZIP, the ZIP is stored in the bucket beside the uploads, and removed from it after its
// 7 days. The rest of the export's behaviour: data-export.test.ts.

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const PDF = Buffer.from('%PDF-1.7\n% kept in a bucket\n%%EOF\n');

describe(onDb('data exports with S3 storage'), async () => {
  const s3 = await startFakeS3();
  const server = await startTestServer({
    config: {
      uploads: {
        s3: {
          bucket: 'test-bucket',
          region: 'us-east-1',
          endpoint: s3.endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'test-secret' },
        },
      },
    },
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });
  const client = await listenForTests(server.app);
  const plumber = await seededSurveyId(server.database, 'find-a-plumber');

  it('reads the files from the bucket and keeps the ZIP there for 7 days', async () => {
    const person = await signUpNewAccount(client, 'Nell');
    const id = await submittedRequest(client, person.token, plumber);
    const key = await uploadedFile(client, person.token, {
      filename: 'lease.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    const posted = await client.call('POST', `/api/v1/requests/${id}/messages`, {
      token: person.token,
      body: { message: { body_html: '<p>The lease</p>', attachment_keys: [key] } },
    });
    expect(posted.status).toBe(200);
    const asked = DataExportResponse.parse(
      (await client.call('POST', '/api/v1/users/data_exports', { token: person.token })).json(),
    ).export;
    expect(await server.app.prepareDataExports()).toBe(1);
    const stored = `/test-bucket/exports/${asked.id}`;
    expect(s3.objects.get(stored)?.contentType).toBe('application/zip');

    const response = await fetch(new URL(`/api/v1/users/data_exports/${asked.id}/download`, client.base), {
      headers: authHeaders(person.token),
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.files).toMatchObject([{ key, filename: 'lease.pdf' }]);
    expect(Buffer.from(files[data.files[0].path]!).equals(PDF)).toBe(true);

    server.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    await server.app.prepareDataExports();
    expect(s3.objects.has(stored)).toBe(false);
    const later = await signInAgain(client, person.email);
    const gone = await fetch(new URL(`/api/v1/users/data_exports/${asked.id}/download`, client.base), {
      headers: authHeaders(later),
    });
    expect(gone.status).toBe(410);
  });
});

// A real S3-compatible server (s3rver, from npm) for the consumer test: one bucket whose CORS rules let the
// consumer app's origin PUT presigned addresses, as an operator configures a bucket for a browser app.
// s3rver does not check SigV4 signatures; the API's own tests check what the addresses are bound to.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './api-server.mjs';

export const S3_BUCKET = 'concierge-consumer';
// s3rver's built-in account.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const corsRules = (origins) => `<CORSConfiguration>
  <CORSRule>
${origins.map((origin) => `    <AllowedOrigin>${origin}</AllowedOrigin>`).join('\n')}
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * Starts s3rver on a free loopback port with the bucket, its CORS open to `origins`. `stored` lists the
 * keys PUT into it (s3rver's own object events); `env` is what the API needs to use it, with no
 * UPLOAD_ORIGIN: the API derives the store's origin for its CSP from S3_ENDPOINT.
 */
export async function startS3(origins) {
  const directory = mkdtempSync(path.join(tmpdir(), 'concierge-consumer-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET, configs: [Buffer.from(corsRules(origins))] }],
  });
  const stored = [];
  server.on('event', (event) => {
    for (const record of event.Records ?? []) {
      if (record.eventName?.startsWith('ObjectCreated'))
        stored.push(decodeURIComponent(record.s3.object.key));
    }
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    stored,
    env: {
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

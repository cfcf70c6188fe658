import { createApiClient, isApiError } from '@concierge/api-client';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createPresignedUpload, type UploadFunction } from './index.js';
import { FakeRequest, fileOf, recordingLogger } from './testing/fake-request.js';

const PRESIGNED = 'https://storage.test/uploads/7/0b1c?X-Amz-Signature=sig';

/** The real API client, answering the presign call from a scripted fetch that records what it was sent. */
function clientAnswering(status: number, body: unknown) {
  const calls: Array<{ url: string; method: string | undefined; body: unknown }> = [];
  const client = createApiClient({
    baseUrl: 'https://api.test',
    session: { getToken: () => 'token', getMfaToken: () => null, clear: () => undefined },
    fetch: async (input, init) => {
      calls.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, calls };
}

let logger: ReturnType<typeof recordingLogger>;
beforeEach(() => {
  FakeRequest.reset();
  logger = recordingLogger();
});

/** Lets the presign fetch settle, so the upload request exists. */
async function untilRequestCreated() {
  for (let turn = 0; turn < 100 && FakeRequest.created.length === 0; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return FakeRequest.last();
}

describe('createPresignedUpload', () => {
  it('presigns name, type and size, uploads there with progress, and resolves to the key', async () => {
    const { client, calls } = clientAnswering(200, {
      presigned_url: PRESIGNED,
      key: 'uploads/7/0b1c',
      method: 'PUT',
    });
    const upload = createPresignedUpload(client, { createRequest: FakeRequest.factory, logger });
    const percents: number[] = [];
    const done = upload(fileOf('scan.pdf', 'application/pdf', 300), { onProgress: (p) => percents.push(p) });

    const request = await untilRequestCreated();
    expect(calls).toEqual([
      {
        url: 'https://api.test/api/v1/uploads/presigned_url',
        method: 'POST',
        body: { upload: { filename: 'scan.pdf', content_type: 'application/pdf', size: 300 } },
      },
    ]);
    expect(request).toMatchObject({
      method: 'PUT',
      url: PRESIGNED,
      headers: { 'Content-Type': 'application/pdf' },
    });
    request.progress(150, 300);
    request.progress(300, 300);
    request.respond(200);
    await expect(done).resolves.toBe('uploads/7/0b1c');
    expect(percents).toEqual([50, 100]);
  });

  it('uses the method the API names, PUT when it names none, and the generic type for untyped files', async () => {
    const post = clientAnswering(200, { presigned_url: PRESIGNED, key: 'k1', method: 'POST' });
    const viaPost = createPresignedUpload(post.client, { createRequest: FakeRequest.factory })(
      fileOf('a', ''),
    );
    const postRequest = await untilRequestCreated();
    expect(post.calls[0]?.body).toEqual({
      upload: { filename: 'a', content_type: 'application/octet-stream', size: 16 },
    });
    expect(postRequest).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    postRequest.respond(204);
    await expect(viaPost).resolves.toBe('k1');

    FakeRequest.reset();
    const bare = clientAnswering(200, { presigned_url: PRESIGNED, key: 'k2' });
    const viaDefault = createPresignedUpload(bare.client, { createRequest: FakeRequest.factory })(
      fileOf('b.txt', 'text/plain'),
    );
    const putRequest = await untilRequestCreated();
    expect(putRequest.method).toBe('PUT');
    putRequest.respond(200);
    await expect(viaDefault).resolves.toBe('k2');
  });

  it('rejects with the API error when presigning fails, sending nothing', async () => {
    const { client } = clientAnswering(413, { error: 'File too large' });
    const upload = createPresignedUpload(client, { createRequest: FakeRequest.factory, logger });
    const error = await upload(fileOf('a.png', 'image/png')).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 413 });
    expect(FakeRequest.created).toEqual([]);
  });

  it('rejects with the upload error when storage refuses the file', async () => {
    const { client } = clientAnswering(200, { presigned_url: PRESIGNED, key: 'k' });
    const done = createPresignedUpload(client, { createRequest: FakeRequest.factory, logger })(
      fileOf('a.png', 'image/png'),
    );
    (await untilRequestCreated()).respond(403, 'Request has expired');
    await expect(done).rejects.toThrow('Upload of "a.png" failed with status 403: Request has expired');
  });

  it('does not upload when aborted while presigning', async () => {
    const { client } = clientAnswering(200, { presigned_url: PRESIGNED, key: 'k' });
    const controller = new AbortController();
    const done = createPresignedUpload(client, { createRequest: FakeRequest.factory, logger })(
      fileOf('a.png', 'image/png'),
      { signal: controller.signal },
    );
    controller.abort();
    await expect(done).rejects.toMatchObject({ kind: 'aborted' });
    expect(FakeRequest.created).toEqual([]);
    expect(logger.lines).toEqual([{ level: 'warn', message: 'Upload of "a.png" was aborted.' }]);
  });

  it('has the shape an upload control takes, resolving to the key', () => {
    const { client } = clientAnswering(200, {});
    expectTypeOf(createPresignedUpload(client)).toEqualTypeOf<UploadFunction<string>>();
    expectTypeOf(createPresignedUpload(client)).toExtend<
      (
        file: File,
        options: { onProgress: (percent: number) => void; signal: AbortSignal },
      ) => Promise<unknown>
    >();
  });
});

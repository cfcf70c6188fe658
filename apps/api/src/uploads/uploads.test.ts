import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PresignResponse, RequestResponse } from '@concierge/api-client';
import { users } from '../accounts/tables.js';
import { HTTP_MESSAGES } from '../http/errors.js';
import { newAuthenticator, passkeyCalls, type Who } from '../testing/passkey-calls.js';
import { PASSKEY_ERRORS } from '../passkeys/texts.js';
import { authHeaders, signUpUser } from '../testing/api-calls.js';
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
  type HttpTestClient,
} from '../testing/http-test-client.js';
import { onDb } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';
import {
  UPLOAD_ERRORS,
  UPLOAD_KEY_PATTERN,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_TTL_SECONDS,
} from './upload-policy.js';

const dir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
const server = await startTestServer({ config: { uploads: { dir } } });
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});
const client = await listenForTests(server.app);
const concierge = await signInDemo(client, 1);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(56, 7),
]);
const PDF = Buffer.from('%PDF-1.7\n% a tiny test document\n%%EOF\n');

interface Declared {
  filename: string;
  content_type?: string;
  size: number;
}

const presign = (token: string, upload: Declared) =>
  client.call('POST', '/api/v1/uploads/presigned_url', { token, body: { upload } });

async function presigned(token: string, upload: Declared) {
  const res = await presign(token, upload);
  if (res.status !== 200) throw new Error(`presign failed: ${res.status} ${res.text}`);
  return PresignResponse.parse(res.json());
}

/** The browser's PUT: the file as the raw body, Content-Type its type; fetch sets Content-Length. */
function put(url: string, body: Buffer, contentType: string, base: HttpTestClient = client) {
  return fetch(new URL(url, base.base), { method: 'PUT', body, headers: { 'content-type': contentType } });
}

async function uploaded(token: string, filename: string, bytes: Buffer, contentType: string) {
  const { presigned_url: url, key } = await presigned(token, {
    filename,
    content_type: contentType,
    size: bytes.length,
  });
  const res = await put(url, bytes, contentType);
  if (res.status !== 200) throw new Error(`PUT failed: ${res.status} ${await res.text()}`);
  return key;
}

const download = (key: string, token?: string) => client.call('GET', `/api/v1/${key}/download`, { token });

describe(onDb('presigning'), () => {
  it('answers a single-use PUT address bound to type and size, expiring in 900 s, keyed without the name', async () => {
    const token = await signUpNewUser(client);
    const res = await presign(token, {
      filename: 'My Passport.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    expect(res.status).toBe(200);
    const body = PresignResponse.parse(res.json());
    expect(body.key).toMatch(UPLOAD_KEY_PATTERN);
    expect(body.key.toLowerCase()).not.toContain('passport');
    expect(body.method).toBe('PUT');
    expect(Date.parse(body.expires_at!) - server.clock.now().getTime()).toBe(UPLOAD_URL_TTL_SECONDS * 1000);
    expect(UPLOAD_URL_TTL_SECONDS).toBeLessThanOrEqual(900);
    // Absolute, on the origin the call reached: a page on another origin PUTs it as it is.
    const url = new URL(body.presigned_url);
    expect(url.origin).toBe(new URL(client.base).origin);
    expect(url.pathname).toBe(`/api/v1/${body.key}`);
    expect([...url.searchParams.keys()].sort()).toEqual(['expires', 'signature']);
  });

  it('answers 413 above 26214400 bytes and accepts exactly that', async () => {
    const token = await signUpNewUser(client);
    expect(UPLOAD_MAX_BYTES).toBe(26_214_400);
    const over = await presign(token, {
      filename: 'big.pdf',
      content_type: 'application/pdf',
      size: UPLOAD_MAX_BYTES + 1,
    });
    expect(over.status).toBe(413);
    expect(over.json()).toMatchObject({ error: UPLOAD_ERRORS.tooLarge, code: 'too-large' });
    const limit = await presign(token, {
      filename: 'big.pdf',
      content_type: 'application/pdf',
      size: UPLOAD_MAX_BYTES,
    });
    expect(limit.status).toBe(200);
  });

  it('checks the declared name and type', async () => {
    const token = await signUpNewUser(client);
    const refusals: Array<[Declared, number, string]> = [
      [{ filename: 'tool.exe', content_type: 'application/x-msdownload', size: 10 }, 415, 'unsupported-type'],
      [{ filename: 'mystery.bin', size: 10 }, 415, 'unsupported-type'],
      [{ filename: 'photo.exe', content_type: 'image/png', size: 10 }, 422, 'bad-file-name'],
      [{ filename: '../../etc/passwd.txt', content_type: 'text/plain', size: 10 }, 422, 'bad-file-name'],
      [{ filename: 'bell\u0007.txt', content_type: 'text/plain', size: 10 }, 422, 'bad-file-name'],
      [{ filename: 'empty.txt', content_type: 'text/plain', size: 0 }, 422, 'empty-file'],
    ];
    for (const [upload, status, code] of refusals) {
      const res = await presign(token, upload);
      expect(res.status, upload.filename).toBe(status);
      expect(res.json().code).toBe(code);
    }
    const parameters = await presign(token, {
      filename: 'NOTES.txt',
      content_type: 'Text/Plain; charset=utf-8',
      size: 3,
    });
    expect(parameters.status).toBe(200);
    expect((await presign('', { filename: 'a.txt', content_type: 'text/plain', size: 3 })).status).toBe(401);
  });
});

describe(onDb('file names'), () => {
  it('refuses a name that does not end in an extension of its type: trailing dots, none at all', async () => {
    const token = await signUpNewUser(client);
    // Windows drops trailing dots when saving: `page.html.` would land as `page.html`. (The contract trims
    // spaces at the ends before the server sees the name.)
    for (const [filename, content_type] of [
      ['page.html.', 'text/plain'],
      ['x.svg.', 'image/png'],
      ['page.html. .', 'text/plain'],
      ['notes.txt.', 'text/plain'],
      ['README', 'text/plain'],
      ['.txt', 'text/plain'],
    ]) {
      const res = await presign(token, { filename: filename!, content_type: content_type!, size: 3 });
      expect(res.status, JSON.stringify(filename)).toBe(422);
      expect(res.json().code).toBe('bad-file-name');
    }
    expect((await presign(token, { filename: 'Scan.JPG', content_type: 'image/jpeg', size: 3 })).status).toBe(
      200,
    );
  });
});

describe(onDb('the signed PUT'), () => {
  it('stores the file outside the served folders under its key, once', async () => {
    const token = await signUpNewUser(client);
    const { presigned_url: url, key } = await presigned(token, {
      filename: 'receipt.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    const res = await put(url, PNG, 'image/png');
    expect(res.status).toBe(200);
    expect(readFileSync(path.join(dir, ...key.split('/')))).toEqual(PNG);
    expect(readdirSync(path.join(dir, 'uploads'), { recursive: true }).join(' ')).not.toContain('receipt');
    const again = await put(url, PNG, 'image/png');
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ error: UPLOAD_ERRORS.badSignature, code: 'invalid-signature' });
  });

  it('answers 403 to another type, another size, a tampered signature, expiry or key — and still works after', async () => {
    const token = await signUpNewUser(client);
    const { presigned_url: url } = await presigned(token, {
      filename: 'scan.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    const signed = new URL(url, client.base);
    const tamper = (name: string, value: string) => {
      const copy = new URL(signed);
      copy.searchParams.set(name, value);
      return copy.pathname + copy.search;
    };
    const signature = signed.searchParams.get('signature')!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const otherKey = `${signed.pathname.replace(/[0-9a-f]{12}$/, '000000000000')}${signed.search}`;
    const attempts = [
      put(url, PNG, 'image/jpeg'),
      put(url, PNG, 'text/html'),
      put(url, Buffer.concat([PNG, Buffer.from([0])]), 'image/png'),
      put(url, PNG.subarray(1), 'image/png'),
      put(tamper('signature', flipped), PNG, 'image/png'),
      put(tamper('expires', String(Number(signed.searchParams.get('expires')) + 60)), PNG, 'image/png'),
      put(signed.pathname, PNG, 'image/png'),
      put(otherKey, PNG, 'image/png'),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    expect((await put(url, PNG, 'image/png')).status).toBe(200);
  });

  it('expires after 900 s', async () => {
    const token = await signUpNewUser(client);
    const declared = { filename: 'late.png', content_type: 'image/png', size: PNG.length };
    const early = await presigned(token, declared);
    const late = await presigned(token, declared);
    server.clock.advance((UPLOAD_URL_TTL_SECONDS - 1) * 1000);
    expect((await put(early.presigned_url, PNG, 'image/png')).status).toBe(200);
    server.clock.advance(2000);
    expect((await put(late.presigned_url, PNG, 'image/png')).status).toBe(403);
  });

  it('rejects content that is not of the declared type (magic bytes)', async () => {
    const token = await signUpNewUser(client);
    const fake = Buffer.from('<html><script>alert(1)</script></html>');
    const { presigned_url: url, key } = await presigned(token, {
      filename: 'cat.png',
      content_type: 'image/png',
      size: fake.length,
    });
    const res = await put(url, fake, 'image/png');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: UPLOAD_ERRORS.contentMismatch, code: 'content-mismatch' });
    expect((await download(key, token)).status).toBe(404);
    const binaryText = Buffer.from([0x68, 0x69, 0x00, 0x01]);
    const text = await presigned(token, {
      filename: 'a.txt',
      content_type: 'text/plain',
      size: binaryText.length,
    });
    expect((await put(text.presigned_url, binaryText, 'text/plain')).status).toBe(422);
  });
});

const documentSurvey = await seededSurveyId(server.database, 'review-a-document');
const furniture = await seededSurveyId(server.database, 'furniture-assembly');

describe(onDb('attached files'), () => {
  it('answers a file item with the user’s uploaded key, shown in the request’s details', async () => {
    const token = await signUpNewUser(client);
    const stranger = await signUpNewUser(client);
    const runId = await startRun(client, token, documentSurvey);
    const fileItem = (await nextItem(client, token, runId))!;
    expect(fileItem.item.kind).toBe('file');

    const pending = await presigned(token, {
      filename: 'lease.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    const strangers = await uploaded(stranger, 'theirs.pdf', PDF, 'application/pdf');
    for (const key of [
      pending.key,
      strangers,
      'uploads/1/00000000-0000-0000-0000-000000000000',
      'lease.pdf',
    ]) {
      const res = await answer(client, token, runId, fileItem.item.id, key);
      expect(res.status, key).toBe(422);
      expect(res.json()).toMatchObject({ error: UPLOAD_ERRORS.notUploaded, code: 'not-uploaded' });
    }
    expect((await put(pending.presigned_url, PDF, 'application/pdf')).status).toBe(200);
    expect((await answer(client, token, runId, fileItem.item.id, pending.key)).status).toBe(200);
    for (let next = await nextItem(client, token, runId); next; next = await nextItem(client, token, runId)) {
      await answer(client, token, runId, next.item.id, sampleAnswer(next.item));
    }
    const requestId = (await submit(client, token, runId)).json().request_id;
    const request = RequestResponse.parse(
      (await client.call('GET', `/api/v1/requests/${requestId}`, { token })).json(),
    ).request;
    expect(request.details[0]).toEqual({
      question: fileItem.item.question,
      answer: 'lease.pdf',
      attachment: {
        key: pending.key,
        filename: 'lease.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
        url: `/api/v1/${pending.key}/download`,
      },
    });
    // A file is never offered again as the next survey's prefill.
    const again = await startRun(client, token, documentSurvey);
    expect((await nextItem(client, token, again))!.item.universal_answer).toBeNull();
  });

  it('serves a download to the owner and the concierge only, as an attachment that is never sniffed', async () => {
    const token = await signUpNewUser(client);
    const key = await uploaded(token, 'Résumé "final".pdf', PDF, 'application/pdf');
    const res = await download(key, token);
    expect(res.status).toBe(200);
    expect(res.text).toBe(PDF.toString());
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Résumé "final".pdf')}`,
    );
    expect((await download(key, concierge)).status).toBe(200);
    const other = await download(key, await signUpNewUser(client));
    expect(other.status).toBe(404);
    expect(other.json()).toEqual({ error: HTTP_MESSAGES.notFound, code: 'not-found' });
    expect((await download(key)).status).toBe(401);
    expect((await download('uploads/1/not-a-key', token)).status).toBe(404);
  });

  it('lets the requester download a file the concierge attached to their request', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, furniture);
    for (let next = await nextItem(client, token, runId); next; next = await nextItem(client, token, runId)) {
      await answer(client, token, runId, next.item.id, sampleAnswer(next.item));
    }
    const requestId = (await submit(client, token, runId)).json().request_id;
    const key = await uploaded(concierge, 'quote.pdf', PDF, 'application/pdf');
    const notMine = await uploaded(token, 'mine.pdf', PDF, 'application/pdf');
    const post = (keys: string[]) =>
      client.call('POST', `/api/v1/concierge/requests/${requestId}/messages`, {
        token: concierge,
        body: { message: { body_html: '<p>Your quote.</p>', attachment_keys: keys } },
      });
    expect((await post([notMine])).status).toBe(422);
    const res = await post([key]);
    expect(res.status).toBe(200);
    expect(res.json().message.attachments).toEqual([
      {
        key,
        filename: 'quote.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
        url: `/api/v1/${key}/download`,
      },
    ]);
    const thread = RequestResponse.parse(
      (await client.call('GET', `/api/v1/requests/${requestId}`, { token })).json(),
    ).request.messages;
    expect(thread[0]?.attachments[0]?.key).toBe(key);
    expect((await download(key, token)).status).toBe(200);
    expect((await download(key, await signUpNewUser(client))).status).toBe(404);
  });

  it('keeps the file of an internal note from the requester whose request it is on: staff only', async () => {
    const token = await signUpNewUser(client);
    const runId = await startRun(client, token, furniture);
    for (let next = await nextItem(client, token, runId); next; next = await nextItem(client, token, runId)) {
      await answer(client, token, runId, next.item.id, sampleAnswer(next.item));
    }
    const requestId = (await submit(client, token, runId)).json().request_id;
    const key = await uploaded(concierge, 'internal-quote.pdf', PDF, 'application/pdf');
    const note = await client.call('POST', `/api/v1/concierge/requests/${requestId}/messages`, {
      token: concierge,
      body: {
        message: { body_html: '<p>Supplier quote, for us.</p>', attachment_keys: [key], internal: true },
      },
    });
    expect(note.status).toBe(200);
    // The key is all a requester would need: it is in no answer they get, but keys can leak (logs, screenshots).
    const refused = await download(key, token);
    expect(refused.status).toBe(404);
    expect(refused.json()).toEqual({ error: HTTP_MESSAGES.notFound, code: 'not-found' });
    expect((await download(key, concierge)).status).toBe(200);
  });
});

describe(onDb('downloads under CONSOLE_REQUIRE_PASSKEY'), () => {
  it('puts a concierge without a passkey through the staff gate on a download, as on every console call', async () => {
    const gated = await startTestServer({
      database: server.database,
      config: { uploads: { dir }, consoleRequirePasskey: true, seed: false },
    });
    try {
      const owner = await signUpNewUser(client);
      const key = await uploaded(owner, 'lease.pdf', PDF, 'application/pdf');
      const staff = await signUpUser(gated.app);
      await server.database.db.update(users).set({ role: 'concierge' }).where(eq(users.email, staff.email));
      const who: Who = { token: staff.token };
      const fetchAs = () =>
        gated.app.inject({ url: `/api/v1/${key}/download`, headers: authHeaders(who.token, who.mfaToken) });
      const refused = await fetchAs();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: PASSKEY_ERRORS.enrollmentRequired,
        code: 'passkey-enrollment-required',
      });
      await passkeyCalls(gated.app).enrol(newAuthenticator(), who);
      const served = await fetchAs();
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe(PDF.toString());
    } finally {
      await gated.close();
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../accounts/demo.js';
import { rememberedMfaToken } from '../testing/remembered-mfa-tokens.js';
import { onDb } from '../testing/test-database.js';
import { startFakeS3 } from '../testing/fake-s3-server.js';
import { UPLOAD_ERRORS, UPLOAD_MAX_BYTES } from '../uploads/upload-policy.js';
import { refusal, startInboundSuite, TEAM } from '../testing/inbound-mail-suite.js';
import { INBOUND_TEXTS } from './texts.js';

// An emailed reply's files, over real SMTP: kept as uploads under the same rules and storage as a browser's
// (type, name, size, first bytes), attached to the posted message and downloadable by both sides like any
// uploaded file; the refused ones listed in a system note in the thread; a reply that is only refused files
// bounced with the reasons (550).

const { smtp, server, mailer, client, concierge, thread, emailedRequest, staffAddress } =
  await startInboundSuite();
// The same through S3-compatible storage: the file lands in the bucket like a browser's PUT.
const s3 = await startFakeS3();
const bucketSuite = await startInboundSuite({
  uploads: {
    s3: {
      bucket: 'test-bucket',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
    },
  },
});
afterAll(() => s3.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00');

/** The file's bytes as `token` downloads them (fetch: the test client reads bodies as text). */
const download = (url: string, token: string) => {
  // A staff session sends the mfa-token of its second factor too, as the console does.
  const mfaToken = rememberedMfaToken(token);
  const headers = { authorization: `Bearer ${token}`, ...(mfaToken && { 'mfa-token': mfaToken }) };
  return fetch(new URL(url, client.base), { headers });
};

describe(onDb('reply by email with files'), () => {
  it('attaches a file that meets the upload rules, as many as a message may carry, and notes the others in the thread', async () => {
    const { email, token, id, requesterAddress } = await emailedRequest();
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'Here are the photos and the quote.',
      attachments: [
        { filename: 'setup.exe', content: EXE, contentType: 'application/x-msdownload' },
        { filename: 'fake.pdf', content: Buffer.from('not a pdf at all'), contentType: 'application/pdf' },
        // Many clients send a generic type: the name's extension decides, the first bytes must agree.
        { filename: 'leak.png', content: PNG, contentType: 'application/octet-stream' },
        // One file per message, as the HTTP route allows: the second good file is not attached.
        { filename: 'quote.pdf', content: PDF, contentType: 'application/pdf' },
      ],
    });

    const messages = await thread(id);
    const reply = messages.at(-2);
    expect(reply?.source).toBe('user');
    expect(reply?.body_html).toBe('<p>Here are the photos and the quote.</p>');
    expect(
      reply?.attachments.map(({ filename, content_type, size }) => ({ filename, content_type, size })),
    ).toEqual([{ filename: 'leak.png', content_type: 'image/png', size: PNG.length }]);
    const note = messages.at(-1);
    expect(note?.source).toBe('system');
    expect(note?.body_html).toBe(
      [
        INBOUND_TEXTS.notAttachedIntro,
        INBOUND_TEXTS.refusedFile('setup.exe', UPLOAD_ERRORS.unsupportedType),
        INBOUND_TEXTS.refusedFile('fake.pdf', UPLOAD_ERRORS.contentMismatch),
        INBOUND_TEXTS.refusedFile('quote.pdf', INBOUND_TEXTS.tooManyFiles(1)),
      ]
        .map((line) => `<p>${line}</p>`)
        .join(''),
    );

    // Stored like an upload: the requester and the concierge download the same bytes, as an attachment.
    const png = reply!.attachments[0]!;
    expect(png.key).toMatch(/^uploads\/\d+\/[0-9a-f-]{36}$/);
    for (const who of [token, concierge]) {
      const res = await download(png.url, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    }

    // The team's email about the reply mentions its file, like a reply with an upload.
    await server.app.outbox.drain();
    const teamMail = smtp.to(TEAM).find((mail) => mail.parsed.text?.includes('photos and the quote'));
    expect(teamMail?.parsed.text).toContain('1 file attached');
  });

  it('skips pictures embedded in the HTML (signatures, quoted mail) without noting them', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'See you Tuesday.',
      html: '<p>See you Tuesday.</p><p><img src="cid:logo@example.test" alt="ACME"></p>',
      attachments: [{ filename: 'logo.png', content: PNG, cid: 'logo@example.test' }],
    });
    const last = (await thread(id)).at(-1);
    expect(last?.source).toBe('user');
    expect(last?.body_html).toBe('<p>See you Tuesday.</p>');
    expect(last?.attachments).toEqual([]);
  });

  it('accepts an email carrying a file over the upload limit and refuses the file, naming the limit', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const tooLarge = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    PDF.copy(tooLarge);
    await mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'The full manual.',
      attachments: [{ filename: 'manual.pdf', content: tooLarge, contentType: 'application/pdf' }],
    });
    const [reply, note] = (await thread(id)).slice(-2);
    expect(reply?.body_html).toBe('<p>The full manual.</p>');
    expect(reply?.attachments).toEqual([]);
    expect(note?.body_html).toContain(INBOUND_TEXTS.refusedFile('manual.pdf', UPLOAD_ERRORS.tooLarge));
  });

  it('bounces a reply with no new text whose every file is refused, posting nothing', async () => {
    const { email, id, requesterAddress } = await emailedRequest();
    const before = (await thread(id)).length;
    const code = await refusal(
      mailer.sendMail({
        from: email,
        to: requesterAddress,
        text: '> Which day suits you?',
        attachments: [{ filename: 'setup.exe', content: EXE, contentType: 'application/x-msdownload' }],
      }),
    );
    expect(code).toBe(550);
    expect(await thread(id)).toHaveLength(before);
  });

  it('speaks the requester’s language in their thread, and each sender’s in their bounce', async () => {
    const { email, token, id, requesterAddress } = await emailedRequest();
    const teamAddress = await staffAddress(id, DEMO_USERS[1].email);
    await client.call('PUT', '/api/v1/users/locale', { token, body: { user: { locale: 'es' } } });
    const exe = { filename: 'setup.exe', content: EXE, contentType: 'application/x-msdownload' };
    const bounce = (from: string, to: string) =>
      mailer.sendMail({ from, to, text: '> Which day suits you?', attachments: [exe] }).then(
        () => 'accepted',
        (error: { response?: string }) => error.response ?? '',
      );

    // A concierge (no language chosen) replies by email with a refused file: the note is in Spanish.
    await mailer.sendMail({
      from: DEMO_USERS[1].email,
      to: teamAddress,
      text: 'Tuesday works.',
      attachments: [exe],
    });
    expect((await thread(id)).at(-1)?.body_html).toBe(
      '<p>No se adjuntó desde la respuesta por correo:</p><p>setup.exe: Este tipo de archivo no se puede subir.</p>',
    );
    expect(await bounce(email, requesterAddress)).toMatch(
      /^550 .*No se pudo publicar nada: setup\.exe: Este tipo de archivo no se puede subir\.$/,
    );
    expect(await bounce(DEMO_USERS[1].email, teamAddress)).toMatch(
      /^550 .*Nothing could be posted: setup\.exe: This type of file cannot be uploaded\.$/,
    );
  });

  it('stores the files in the S3 bucket when uploads go to S3', async () => {
    const { email, id, requesterAddress } = await bucketSuite.emailedRequest();
    await bucketSuite.mailer.sendMail({
      from: email,
      to: requesterAddress,
      text: 'The quote.',
      attachments: [{ filename: 'quote.pdf', content: PDF, contentType: 'application/pdf' }],
    });
    const [file] = (await bucketSuite.thread(id)).at(-1)!.attachments;
    expect(file?.filename).toBe('quote.pdf');
    expect(s3.objects.get(`/test-bucket/${file!.key}`)?.body).toEqual(PDF);
  });
});

// Real mail for end-to-end runs: an SMTP server (npm `smtp-server`) the API delivers to through `SMTP_URL`,
// and SMTP sent to the API's inbound listener with nodemailer. The capture runs in Playwright's main process
// (it must listen before the webServers start) while the tests run in workers, so every accepted message
// is written to a directory the tests read.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

/** A free TCP port of 127.0.0.1 (for a server started by another process). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Starts an SMTP server on a free port of 127.0.0.1 that accepts every message and writes it, with its
 * envelope recipients, into `dir`. It does not keep the process alive.
 */
export async function startMailCapture(dir: string): Promise<{ url: string }> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const raw = Buffer.concat(chunks).toString('utf8');
        // Zero-padded: the names sort in the order the messages arrived.
        const name = `${String((count += 1)).padStart(6, '0')}.json`;
        writeFile(path.join(dir, name), JSON.stringify({ to, raw })).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtp.server.unref();
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}` };
}

export interface CapturedMail {
  to: string[];
  /** The message parsed by mailparser: headers, text, html. */
  parsed: ParsedMail;
}

/** The messages captured in `dir` for `address` so far, oldest first. */
export async function capturedMailsTo(dir: string, address: string): Promise<CapturedMail[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (name) => {
      const { to, raw } = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
        to: string[];
        raw: string;
      };
      return { to, parsed: await simpleParser(raw) };
    }),
  );
  return mails.filter((mail) => mail.to.includes(address));
}

/** The first address of a header (`Reply-To`, `From`) of a parsed message. */
export const addressOf = (field: ParsedMail['replyTo']) =>
  (Array.isArray(field) ? field[0] : field)?.value[0]?.address ?? '';

/** The absolute links of a message's HTML part, in order. */
export const linksOf = (mail: CapturedMail) =>
  [...String(mail.parsed.html || '').matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );

/**
 * Sends a plain-text email over SMTP to the listener on `port` of 127.0.0.1, as a person's mail client
 * would. Rejects with nodemailer's error (its `responseCode` is the server's answer) when refused.
 */
export async function sendEmail(
  port: number,
  mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    inReplyTo?: string | undefined;
    attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  },
) {
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail(mail);
  } finally {
    transport.close();
  }
}

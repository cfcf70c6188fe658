import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** The message parsed by mailparser: headers, text, html. */
  parsed: ParsedMail;
}

/** A header's value as sent (unfolded), or undefined; mailparser folds List-* headers into objects. */
export function headerOf(mail: CapturedMail | undefined, name: string): string | undefined {
  const line = mail?.parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

/**
 * A real SMTP server on a free port of 127.0.0.1, for `SMTP_URL`: every message it accepts is kept in
 * `received`. `state.accepting` false makes it refuse every message.
 */
export async function startSmtpCapture() {
  const received: CapturedMail[] = [];
  const state = { accepting: true };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (!state.accepting) return callback(new Error('mailbox unavailable'));
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    /** The messages sent to `address` so far. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

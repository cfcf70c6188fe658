import type { AddressInfo } from 'node:net';
import { Transform } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../app-context.js';
import { HttpError } from '../http/errors.js';
import { AlreadyPosted, acceptReply, smtpError } from './inbound-reply.js';
import { isAutomatic } from './inbound-mail.js';
import { INBOUND_MAX_BYTES, INBOUND_MAX_CLIENTS, INBOUND_TEXT_MAX_CHARS } from './policy.js';
import { checkReplyAddress, REPLY_ADDRESS_REFUSALS, type ReplyAuthor } from './reply-addresses.js';

// mailparser's work on a message: no HTML version of the text and no inlined images (neither is used), and
// an HTML-only mail is turned into text only up to a size whose text could be read at all.
const PARSER_OPTIONS = {
  skipTextToHtml: true,
  skipImageLinks: true,
  keepCidLinks: true,
  maxHtmlLengthToParse: 4 * INBOUND_TEXT_MAX_CHARS,
};

class MessageTooBig extends Error {}

/**
 * The message, parsed only up to the SMTP size limit: once smtp-server has counted more bytes than that,
 * the parser gets nothing more and fails, and the rest of the DATA is read and thrown away (smtp-server,
 * with `rejectOversized`, answers 552 itself).
 */
function parseWithinLimit(stream: SMTPServerDataStream): Promise<ParsedMail> {
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (stream.sizeExceeded) done(new MessageTooBig('message too big'));
      else done(null, chunk);
    },
  });
  limited.once('error', () => stream.resume());
  stream.pipe(limited);
  return simpleParser(limited, PARSER_OPTIONS);
}

/**
 * Reply by email: an SMTP listener in the API process. A reply address names the request and the
 * account the reply posts as, and is checked in full at RCPT TO (signed, unexpired, for the account as it
 * is now; anything else is 550), so nothing of a message is read before its author is known. Robots and
 * bounces are dropped; the rest is posted through the same `postMessage` as the API (acceptReply), once per
 * Message-ID. Connections are capped (INBOUND_MAX_CLIENTS, then 421) and so is the message's size.
 */
export async function startInboundListener(context: AppContext, port: number, host: string) {
  const settings = context.config.notifications;
  const secret = await context.notifications.signingSecret();
  const authorOf = (session: SMTPServerSession) => (session as { author?: ReplyAuthor }).author;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: settings.inboundMaxBytes ?? INBOUND_MAX_BYTES,
    rejectOversized: true,
    maxClients: INBOUND_MAX_CLIENTS,
    banner: 'Concierge replies',
    logger: false,
    onRcptTo(address, session, callback) {
      checkReplyAddress(context, secret, address.address).then(
        (check) => {
          if ('refused' in check) return callback(smtpError(check.refused));
          // One request and one author per message: a second, different reply address is refused.
          const earlier = authorOf(session);
          if (
            earlier &&
            (earlier.requestId !== check.author.requestId || earlier.user.id !== check.author.user.id)
          ) {
            return callback(smtpError(REPLY_ADDRESS_REFUSALS.unknown));
          }
          Object.assign(session, { author: check.author });
          callback();
        },
        (error: unknown) => {
          context.log.error({ err: error }, 'inbound recipient check failed');
          callback(smtpError('Try again later', 451));
        },
      );
    },
    onData(stream, session, callback) {
      const author = authorOf(session);
      const sender = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
      // A bounce (null sender) is dropped unread; smtp-server reads the rest of the DATA away.
      if (!author || sender === '') return callback();
      parseWithinLimit(stream)
        .then(async (mail) => {
          if (isAutomatic(mail, sender)) return;
          await acceptReply(context, author, mail);
        })
        .then(
          () => callback(),
          (error: unknown) => {
            if (error instanceof MessageTooBig) return callback(smtpError('Message too big', 552));
            if (error instanceof AlreadyPosted) return callback();
            if (error instanceof Error && 'responseCode' in error) return callback(error);
            // An empty reply (only quoted text) is accepted and dropped: retrying would not change it.
            if (error instanceof HttpError && error.statusCode === 422) return callback();
            context.log.error({ err: error }, 'inbound email failed');
            callback(smtpError('Try again later', 451));
          },
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => context.log.warn({ err: error }, 'inbound SMTP error'));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

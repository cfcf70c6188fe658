import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../app-context.js';
import { DEFAULT_LOCALE } from '@concierge/api-client/constants';
import { findUserByEmail, findUserById } from '../accounts/queries.js';
import { accountLocale } from '../i18n/negotiation.js';
import type { UserRow } from '../accounts/tables.js';
import { SYSTEM_SOURCE_NAME } from '../concierge/moves.js';
import { postConciergeMessage } from '../concierge/service.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { replyToRequest } from '../requests/conversation.js';
import { findRequest, insertMessage } from '../requests/queries.js';
import { keepInboundFiles, refusedFilesHtml, refusedFilesLine } from './inbound-attachments.js';
import { inboundEmails } from './tables.js';
import { isAutomatic, replyHtml, tokenOfAddress } from './inbound-mail.js';
import { INBOUND_MAX_BYTES } from './policy.js';
import { readReplyToken, type ReplyAddressee } from './signing.js';

/** SMTP's answer for a refused recipient or sender: 550, and the sender's server gives up (no retry). */
const refuse = (message: string) => Object.assign(new Error(message), { responseCode: 550 });

export const INBOUND_REFUSALS = {
  unknownRecipient: 'No such recipient',
  notAllowed: 'Sender not allowed to reply to this request',
} as const;

/** A Message-ID seen before: the message is accepted again and nothing is posted twice. */
class AlreadyPosted extends Error {}

/**
 * Reply by email (issue 16): an SMTP listener in the API process. It accepts mail only for genuine reply
 * addresses (`reply+{token}@{INBOUND_DOMAIN}`, HMAC-signed per request and recipient; anything else is 550),
 * only from that request's requester or a concierge (550 otherwise), drops robots, and posts the reply's new
 * text and its files (kept under the upload rules) through the same `postMessage` as the API, once per
 * Message-ID.
 */
export async function startInboundListener(context: AppContext, port: number, host: string) {
  const settings = context.config.notifications;
  const secret = await context.notifications.signingSecret();
  const addresseeOf = (session: SMTPServerSession) => (session as { addressee?: ReplyAddressee }).addressee;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: INBOUND_MAX_BYTES,
    banner: 'Concierge replies',
    logger: false,
    onRcptTo(address, session, callback) {
      const token = tokenOfAddress(address.address, settings.inboundDomain);
      const addressee = token === null ? null : readReplyToken(secret, token);
      // One request per message: a second, different reply address in one envelope is refused too.
      const earlier = addresseeOf(session);
      if (!addressee || (earlier && earlier.requestId !== addressee.requestId)) {
        return callback(refuse(INBOUND_REFUSALS.unknownRecipient));
      }
      Object.assign(session, { addressee });
      callback();
    },
    onData(stream, session, callback) {
      const addressee = addresseeOf(session);
      const sender = session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address;
      simpleParser(stream)
        .then(async (mail) => {
          if (!addressee || isAutomatic(mail, sender)) return;
          const from = mail.from?.value[0]?.address ?? '';
          const author = await allowedAuthor(context, addressee, from);
          if (!author) throw refuse(INBOUND_REFUSALS.notAllowed);
          await postReply(context, addressee.requestId, author, mail, replyHtml(mail));
        })
        .then(
          () => callback(),
          (error: unknown) => {
            if (error instanceof AlreadyPosted) return callback();
            if (error instanceof Error && 'responseCode' in error) return callback(error);
            // An empty reply (only quoted text) is accepted and dropped: retrying would not change it.
            if (error instanceof HttpError && error.statusCode === 422) return callback();
            context.log.error({ err: error }, 'inbound email failed');
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
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

/** The requester of the addressed request, or any concierge; no one else may post by email. */
async function allowedAuthor(context: AppContext, addressee: ReplyAddressee, from: string) {
  if (from === '') return null;
  const found = await findUserByEmail(context.db, from.toLowerCase());
  const user: UserRow | undefined = found?.user;
  if (!user) return null;
  if (user.role === 'concierge') return { user, side: 'concierge' as const };
  const request = await findRequest(context.db, addressee.requestId);
  // A requester's reply address names them; the team's address takes no requester.
  if (request?.userId === user.id && addressee.recipientId === user.id)
    return { user, side: 'user' as const };
  return null;
}

/** The language of the request's owner (their account's choice, else English). */
async function ownerLocale(context: AppContext, requestId: number) {
  const request = await findRequest(context.db, requestId);
  const owner = request && (await findUserById(context.db, request.userId))?.user;
  return owner ? accountLocale(owner) : DEFAULT_LOCALE;
}

/**
 * Posts the reply's new text with the files it carried (kept as uploads under the upload rules), and, in
 * the same transaction, a system note listing the files that were refused, which both sides see. A reply
 * with no new text whose every file was refused posts nothing: 550 with the reasons, so the sender's mail
 * server bounces it back to them saying why.
 */
async function postReply(
  context: AppContext,
  requestId: number,
  author: { user: UserRow; side: 'user' | 'concierge' },
  mail: ParsedMail,
  bodyHtml: string,
) {
  const messageIdHeader = mail.messageId ?? null;
  if (messageIdHeader) {
    const [seen] = await context.db
      .select({ id: inboundEmails.messageIdHeader })
      .from(inboundEmails)
      .where(eq(inboundEmails.messageIdHeader, messageIdHeader));
    if (seen) return;
  }
  const files = await keepInboundFiles(context, author.user, mail.attachments);
  if (bodyHtml === '' && files.keys.length === 0 && files.refused.length > 0) {
    throw refuse(refusedFilesLine(files.refused, accountLocale(author.user)));
  }
  // The thread is the requester's: the note about refused files is in their language.
  const noteLocale = files.refused.length > 0 ? await ownerLocale(context, requestId) : DEFAULT_LOCALE;
  const input = { body_html: bodyHtml, attachment_keys: files.keys };
  const onPosted = async (tx: Db, message: { id: number; createdAt: Date }) => {
    if (messageIdHeader) {
      const inserted = await tx
        .insert(inboundEmails)
        .values({ messageIdHeader, requestId, messageId: message.id, receivedAt: context.now() })
        .onConflictDoNothing()
        .returning({ id: inboundEmails.messageIdHeader });
      // Rolls the message back: this email was posted before.
      if (inserted.length === 0) throw new AlreadyPosted();
    }
    if (files.refused.length > 0) {
      await insertMessage(tx, {
        requestId,
        source: 'system',
        sourceName: SYSTEM_SOURCE_NAME,
        bodyHtml: refusedFilesHtml(files.refused, noteLocale),
        createdAt: message.createdAt,
      });
    }
  };
  if (author.side === 'user') await replyToRequest(context, author.user, requestId, input, { onPosted });
  else await postConciergeMessage(context, author.user, requestId, input, { onPosted });
  context.outbox.wake();
}

import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { DEFAULT_LOCALE } from '@concierge/api-client/constants';
import type { AppContext } from '../app-context.js';
import { findUserById } from '../accounts/queries.js';
import { SYSTEM_SOURCE_NAME } from '../concierge/moves.js';
import { postConciergeMessage } from '../concierge/service.js';
import type { Db } from '../db/database.js';
import { accountLocale } from '../i18n/negotiation.js';
import { replyToRequest } from '../requests/conversation.js';
import { findRequest, insertMessage } from '../requests/queries.js';
import { keepInboundFiles, refusedFilesHtml, refusedFilesLine } from './inbound-attachments.js';
import { replyHtml } from './inbound-mail.js';
import {
  authenticationResults,
  authenticationVerdict,
  type MailAuthentication,
} from './mail-authentication.js';
import { isTooLong, MESSAGE_LIMITS } from './message-limits.js';
import { INBOUND_TEXT_MAX_CHARS } from './policy.js';
import type { ReplyAuthor } from './reply-addresses.js';
import { inboundTexts } from './texts.js';
import { inboundEmails } from './tables.js';

/** An SMTP answer: 550 (refused, the sender's server bounces it and does not retry) unless told otherwise. */
export const smtpError = (message: string, responseCode = 550) =>
  Object.assign(new Error(message), { responseCode });

export const INBOUND_REFUSALS = {
  notAllowed: 'Sender not allowed to reply to this request',
  authentication: 'Sender authentication (SPF, DKIM or DMARC) failed: not posted',
  authenticationLater: 'Sender authentication could not be checked: try again later',
} as const;

/** A Message-ID seen before: the message is accepted again and nothing is posted twice. */
export class AlreadyPosted extends Error {}

/**
 * Posts an emailed reply as the author its reply address names (checked at RCPT TO). The mail itself only
 * has to agree: its From must be the author's own address; a staff reply must not be one the receiving
 * server failed (SPF, DKIM, DMARC); its text is bounded before it is read; the message is held to the HTTP
 * route's limits. Each refusal is a 550 whose text says why, in the author's language where it is ours.
 */
export async function acceptReply(context: AppContext, author: ReplyAuthor, mail: ParsedMail): Promise<void> {
  const from = mail.from?.value[0]?.address?.toLowerCase() ?? '';
  if (from !== author.user.email.toLowerCase()) throw smtpError(INBOUND_REFUSALS.notAllowed);
  const authentication = authenticationResults(mail);
  if (author.side === 'concierge') {
    const verdict = authenticationVerdict(authentication);
    if (verdict !== 'ok') {
      context.log.warn(
        { userId: author.user.id, authentication },
        'staff email reply refused: authentication',
      );
      if (verdict === 'temperror') throw smtpError(INBOUND_REFUSALS.authenticationLater, 451);
      throw smtpError(INBOUND_REFUSALS.authentication);
    }
  }
  const T = inboundTexts(accountLocale(author.user));
  const text = mail.text ?? '';
  // Too long to read (or HTML too long for mailparser to turn into text): bounced unread, never cut.
  if (text.length > INBOUND_TEXT_MAX_CHARS || (text === '' && mail.textConversionError)) {
    throw smtpError(T.emailTooLong(INBOUND_TEXT_MAX_CHARS));
  }
  const bodyHtml = replyHtml(text);
  if (isTooLong(bodyHtml)) throw smtpError(T.replyTooLong(MESSAGE_LIMITS.bodyChars));
  await postReply(context, author, mail, bodyHtml, { fromAddress: from, ...authentication });
}

/** The language of the request's owner (their account's choice, else English). */
async function ownerLocale(context: AppContext, requestId: number) {
  const request = await findRequest(context.db, requestId);
  const owner = request && (await findUserById(context.db, request.userId))?.user;
  return owner ? accountLocale(owner) : DEFAULT_LOCALE;
}

/**
 * Posts the reply's new text with the files it carried (kept as uploads under the upload rules, as many as
 * a message may carry), and, in the same transaction, a system note listing the files that were refused,
 * which both sides see. A reply with no new text whose every file was refused posts nothing: 550 with the
 * reasons, so the sender's mail server bounces it back to them saying why. The Message-ID, the author, the
 * From address and the authentication results are recorded in the message's transaction.
 */
async function postReply(
  context: AppContext,
  author: ReplyAuthor,
  mail: ParsedMail,
  bodyHtml: string,
  record: MailAuthentication & { fromAddress: string },
) {
  const { requestId } = author;
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
    throw smtpError(refusedFilesLine(files.refused, accountLocale(author.user)));
  }
  // The thread is the requester's: the note about refused files is in their language.
  const noteLocale = files.refused.length > 0 ? await ownerLocale(context, requestId) : DEFAULT_LOCALE;
  const input = { body_html: bodyHtml, attachment_keys: files.keys };
  const onPosted = async (tx: Db, message: { id: number; createdAt: Date }) => {
    if (messageIdHeader) {
      const inserted = await tx
        .insert(inboundEmails)
        .values({
          messageIdHeader,
          requestId,
          messageId: message.id,
          receivedAt: context.now(),
          authorId: author.user.id,
          ...record,
        })
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
  // A reopening by email is its own lifecycle action (docs/requests.md#request-transitions): hooks may tell it apart.
  if (author.side === 'user') {
    await replyToRequest(context, author.user, requestId, input, { onPosted, via: 'email' });
  } else {
    await postConciergeMessage(context, author.user, requestId, input, { onPosted });
  }
  context.outbox.wake();
}

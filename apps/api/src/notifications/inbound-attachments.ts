import type { Attachment as MailAttachment } from 'mailparser';
import type { AppContext } from '../app-context.js';
import type { UserRow } from '../accounts/tables.js';
import { HttpError } from '../http/errors.js';
import { paragraphHtml } from '../thread/sanitize.js';
import { normalizeContentType, typeOfName, UPLOAD_FILE_TYPES } from '../uploads/file-types.js';
import { ScannerUnavailableError } from '../scanning/virus-scanner.js';
import { storeUpload } from '../uploads/service.js';
import { UPLOAD_ERRORS } from '../uploads/upload-policy.js';
import { accountLocale } from '../i18n/negotiation.js';
import type { Locale } from '@concierge/api-client/constants';
import { translateText } from '../i18n/catalogs.js';
import { INBOUND_MAX_ATTACHMENTS } from './policy.js';
import { inboundTexts } from './texts.js';

/**
 * A file of an emailed reply that was not kept, and why (the upload rule's own text), in the language of
 * whoever reads it: the thread's note and the sender's bounce may differ.
 */
export interface RefusedFile {
  filename: string;
  reason: (locale: Locale) => string;
}

/** What became of an emailed reply's files: the uploads kept (to attach) and the files refused. */
export interface InboundFiles {
  keys: string[];
  refused: RefusedFile[];
}

/**
 * The type a mail part is stored as: its declared one, unless the sender's client said only
 * `application/octet-stream` (many do for PDFs and Office files), then the one its name's extension stands
 * for. Either way the first bytes must then match it (storeUpload).
 */
function typeOf(part: MailAttachment, filename: string): string {
  const declared = normalizeContentType(part.contentType ?? '');
  return declared === 'application/octet-stream' ? (typeOfName(filename) ?? declared) : declared;
}

/**
 * A part's name as shown back (the thread's note, the 550 line): control characters out, since a CR or LF
 * would end the SMTP answer early, and at most 200 characters. The stored name must still pass the upload
 * rule, which refuses control characters and paths outright.
 */
function shownName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  return filename.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 200);
}

/** A part with no name gets one from its type (`attachment.pdf`), so the name rule can be met. */
function nameOf(part: MailAttachment): string {
  const given = part.filename?.trim();
  if (given) return given;
  const extension = UPLOAD_FILE_TYPES[normalizeContentType(part.contentType ?? '')]?.extensions[0];
  return extension ? `attachment.${extension}` : 'attachment';
}

/**
 * Keeps an emailed reply's files as uploads of its author, through the same rules and storage as a browser
 * upload (uploads/service.ts storeUpload: size, type, name, first bytes). Parts embedded in the HTML body
 * (`multipart/related`: signature logos, inline pictures of the quoted history) are not files the sender
 * attached and are skipped, as the quoted text is. At most INBOUND_MAX_ATTACHMENTS are kept.
 */
export async function keepInboundFiles(
  context: AppContext,
  author: UserRow,
  parts: MailAttachment[],
): Promise<InboundFiles> {
  const result: InboundFiles = { keys: [], refused: [] };
  for (const part of parts.filter((candidate) => !candidate.related)) {
    const filename = nameOf(part);
    if (result.keys.length >= INBOUND_MAX_ATTACHMENTS) {
      result.refused.push({
        filename: shownName(filename),
        reason: (locale) => inboundTexts(locale).tooManyFiles(INBOUND_MAX_ATTACHMENTS),
      });
      continue;
    }
    try {
      const upload = await storeUpload(context, author, {
        filename,
        content_type: typeOf(part, filename),
        content: part.content,
      });
      result.keys.push(upload.key);
    } catch (error) {
      // No virus scanner to check the file now: a temporary failure (451), so the sender's mail server
      // sends the email again later instead of the file being posted unscanned or lost.
      if (error instanceof ScannerUnavailableError) {
        const text = translateText(accountLocale(author), UPLOAD_ERRORS.scannerUnavailable);
        throw Object.assign(new Error(text), { responseCode: 451 });
      }
      if (!(error instanceof HttpError)) throw error;
      const { message, text } = error;
      result.refused.push({
        filename: shownName(filename),
        reason: (locale) => text?.in(locale) ?? translateText(locale, message),
      });
    }
  }
  return result;
}

/**
 * The thread's note listing the refused files, one paragraph each, escaped as any system message; in the
 * requester's language (it is their thread).
 */
export function refusedFilesHtml(refused: RefusedFile[], locale: Locale): string {
  const T = inboundTexts(locale);
  return [T.notAttachedIntro, ...refused.map((file) => T.refusedFile(file.filename, file.reason(locale)))]
    .map(paragraphHtml)
    .join('');
}

/** The same list on one line, for the 550 answer when nothing of the reply could be posted (the sender's). */
export function refusedFilesLine(refused: RefusedFile[], locale: Locale): string {
  const T = inboundTexts(locale);
  return T.nothingPosted(refused.map((file) => T.refusedFile(file.filename, file.reason(locale))).join(' '));
}

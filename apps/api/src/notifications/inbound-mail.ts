import type { ParsedMail } from 'mailparser';
import { paragraphHtml } from '../thread/sanitize.js';
import { paragraphs, visibleReply } from './reply-text.js';

/**
 * Mail written by a robot: auto-replies (RFC 3834 `Auto-Submitted`, the vendors' `X-Autoreply`, and
 * `Precedence: auto_reply`, which some vacation responders send instead), lists and bulk mail
 * (`Precedence`), and bounces (a null sender). Dropped without an answer, so two robots never loop.
 */
export function isAutomatic(mail: ParsedMail, envelopeSender: string): boolean {
  if (envelopeSender === '') return true;
  const header = (name: string) => {
    const value = mail.headers.get(name);
    return typeof value === 'string'
      ? value.trim().toLowerCase()
      : value === undefined
        ? undefined
        : String(value);
  };
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted !== undefined && autoSubmitted !== 'no') return true;
  if (['bulk', 'junk', 'list', 'auto_reply'].includes(header('precedence') ?? '')) return true;
  if (header('x-autoreply') !== undefined || header('x-autorespond') !== undefined) return true;
  const type = mail.headers.get('content-type') as { value?: string } | undefined;
  return type?.value?.toLowerCase() === 'multipart/report';
}

/**
 * The new part of a reply as message HTML: quoted history and signatures cut from the plain text (mailparser
 * derives one from an HTML-only mail) in linear time (reply-text.ts), one paragraph per block, line breaks
 * kept. The caller bounds `text` first (INBOUND_TEXT_MAX_CHARS). The result still goes through the message
 * sanitizer when posted.
 */
export function replyHtml(text: string): string {
  return paragraphs(visibleReply(text))
    .map((block) => paragraphHtml(block).replace(/\r?\n/g, '<br>'))
    .join('');
}

/** The address in `reply+{token}@{domain}`'s token, or null for any other address. */
export function tokenOfAddress(address: string, domain: string): string | null {
  const match = /^reply\+([^@]+)@(.+)$/i.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== domain.toLowerCase()) return null;
  return match[1]!;
}

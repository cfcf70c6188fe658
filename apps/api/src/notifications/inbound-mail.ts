import EmailReplyParser from 'email-reply-parser';
import type { ParsedMail } from 'mailparser';
import { paragraphHtml } from '../messages/sanitize.js';

/**
 * Mail written by a robot: auto-replies (RFC 3834 `Auto-Submitted`, the vendors' `X-Autoreply`), lists and
 * bulk mail (`Precedence`), and bounces (a null sender). Dropped without an answer, so two robots never loop.
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
  if (['bulk', 'junk', 'list'].includes(header('precedence') ?? '')) return true;
  if (header('x-autoreply') !== undefined || header('x-autorespond') !== undefined) return true;
  const type = mail.headers.get('content-type') as { value?: string } | undefined;
  return type?.value?.toLowerCase() === 'multipart/report';
}

/**
 * The new part of a reply as message HTML: quoted history and signatures stripped by email-reply-parser from
 * the plain text (mailparser derives one from an HTML-only mail), one paragraph per block, line breaks kept.
 * The result still goes through the message sanitizer when posted.
 */
export function replyHtml(mail: ParsedMail): string {
  const visible = new EmailReplyParser()
    .read(mail.text ?? '')
    .getVisibleText()
    .trim();
  return visible
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => paragraphHtml(block).replace(/\r?\n/g, '<br>'))
    .join('');
}

/** The address in `reply+{token}@{domain}`'s token, or null for any other address. */
export function tokenOfAddress(address: string, domain: string): string | null {
  const match = /^reply\+([^@]+)@(.+)$/i.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== domain.toLowerCase()) return null;
  return match[1]!;
}

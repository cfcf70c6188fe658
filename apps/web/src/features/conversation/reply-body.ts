import { TEXTS } from '../../app/texts';
import { escapeHtml, plainTextToHtml } from './plain-text-html';
import type { ReplyDraft } from './reply-drafts';

/**
 * The HTML posted for a draft: its text as paragraphs or, for a file sent alone, a line naming the file
 * (the server keeps no message without a body, and the thread should say what arrived).
 */
export function replyBodyHtml(draft: Pick<ReplyDraft, 'text' | 'attachment'>): string {
  const html = plainTextToHtml(draft.text);
  if (html || !draft.attachment) return html;
  return `<p>${escapeHtml(TEXTS.conversation.fileOnlyBody(draft.attachment.name))}</p>`;
}

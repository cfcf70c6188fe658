import type { Editor } from '@tiptap/react';
import { sanitizeMessageHtml } from '@concierge/ui';

/**
 * The message HTML to send: the editor's HTML cleaned to the server's allow-list (the same DOMPurify
 * configuration the thread renders with), or '' when the reply has no text. Empty trailing paragraphs are dropped.
 */
export function composerHtml(editor: Pick<Editor, 'isEmpty' | 'getHTML' | 'getText'>): string {
  if (editor.isEmpty || editor.getText().trim() === '') return '';
  // The editor keeps an empty paragraph after a final list or quote (so the cursor can leave it): not content.
  return sanitizeMessageHtml(editor.getHTML()).replace(/(?:<p><\/p>)+$/, '');
}

/** What one send is made of, as one string: the same body and attachment retry with the same key. */
export const sendSignature = (html: string, attachmentKey: string | null) =>
  JSON.stringify([html, attachmentKey]);

// Requesters write plain text; the thread stores HTML. The conversion is the app's, so what a
// person typed is never read as markup: every character is escaped, and only <p> and <br> are added.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text with every HTML-significant character escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] as string);
}

/**
 * Plain text as message HTML: blank lines separate paragraphs, single line breaks become `<br>`. Whitespace
 * around the text and around each paragraph is dropped; an empty text gives `''`.
 * @example plainTextToHtml('Hi <team>,\n\nthanks!') === '<p>Hi &lt;team&gt;,</p><p>thanks!</p>'
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(
      (paragraph) =>
        `<p>${paragraph
          .split(/[^\S\n]*\n[^\S\n]*/)
          .map(escapeHtml)
          .join('<br>')}</p>`,
    )
    .join('');
}

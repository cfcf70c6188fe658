import { useMemo } from 'react';
import { sanitizeMessageHtml } from './sanitize-message-html.js';

/** Block elements message HTML (paragraphs, lists, quotes) may sit in. */
export type SafeHtmlElement = 'div' | 'section' | 'article' | 'blockquote' | 'li' | 'td';

export interface SafeHtmlProps {
  /** Message HTML from the server, e.g. a message's `body_html`. */
  html: string;
  className?: string | undefined;
  /** The element that holds the HTML. Default `div`. */
  as?: SafeHtmlElement | undefined;
  /**
   * The text's direction; `auto` takes it from the text itself, so a message in English reads left
   * to right on an Arabic page (its full stop at its end) and one in Arabic right to left on an English one.
   */
  dir?: 'auto' | 'ltr' | 'rtl' | undefined;
}

/**
 * Renders message HTML after cleaning it with {@link sanitizeMessageHtml}: the one place in the kit, and
 * the one component the apps use, that sets inner HTML (SECURITY.md).
 */
export function SafeHtml({ html, className, as: Element = 'div', dir }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeMessageHtml(html), [html]);
  return (
    // eslint-disable-next-line no-restricted-syntax -- SECURITY.md: the single sanitizing component; the HTML was just cleaned by DOMPurify.
    <Element className={className} dir={dir} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

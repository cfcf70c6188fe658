import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

interface SafeHtmlProps {
  /** Message HTML from the server (`body_html`). */
  html: string;
  className?: string;
}

/** Renders message HTML after sanitizing it: the one place in the console that sets inner HTML. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    // eslint-disable-next-line no-restricted-syntax -- SECURITY.md: the single sanitizing component; the HTML was just cleaned by DOMPurify.
    <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}

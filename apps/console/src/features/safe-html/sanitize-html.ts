import DOMPurify from 'dompurify';

// SECURITY.md, "HTML from the concierge": the server sanitizes on write; this is the second, independent
// layer, right where the HTML meets the DOM. It allows exactly what the server keeps.

/**
 * The tags the server's sanitizer keeps (apps/api messages/sanitize.ts MESSAGE_TAGS). The console reaches
 * the server over HTTP only, so the list is restated; the unit tests hold this module to it.
 */
export const MESSAGE_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
] as const;

/** Link schemes the server keeps; anything else loses its `href`. */
const LINK_SCHEME = /^(?:https?|mailto):/i;

// A private instance: hooks added here must not leak into other DOMPurify users of the page.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !LINK_SCHEME.test(href.trim())) node.removeAttribute('href');
  if (node.hasAttribute('href')) {
    // Links leave the console: a new tab, with no window.opener and no referrer.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
    node.removeAttribute('rel');
  }
});

const CONFIG = {
  ALLOWED_TAGS: [...MESSAGE_TAGS],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // The text of a dropped element stays, as the server keeps it (DOMPurify still drops script and style text).
  KEEP_CONTENT: true,
};

/** How many passes a payload may need before its serialization stops changing (mutation XSS). */
const MAX_PASSES = 3;

/**
 * Sanitizes message HTML to the server's allow-list: only {@link MESSAGE_TAGS}, only `a[href]` with an
 * http(s) or mailto address (opening in a new tab). Re-run until stable, so what reaches the DOM is exactly
 * what the sanitizer approved.
 */
export function sanitizeHtml(html: string): string {
  let clean = purifier.sanitize(html, CONFIG);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const again = purifier.sanitize(clean, CONFIG);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

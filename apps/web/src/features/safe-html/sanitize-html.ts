import DOMPurify from 'dompurify';

// SECURITY.md, "HTML from the concierge": the server sanitizes on write; this is the second, independent
// layer, right where the HTML meets the DOM.

/** Only these schemes may appear in `href` / `src`; relative addresses are allowed too. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// A private instance: hooks added here must not leak into other DOMPurify users of the page.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  for (const name of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
    const value = node.getAttribute(name);
    // DOMPurify already drops javascript:/vbscript:; this also refuses every data: URL (data:text/html).
    if (value !== null && (!SAFE_URL.test(value.trim()) || /^\s*data:/i.test(value))) {
      node.removeAttribute(name);
    }
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    // Concierge links leave the app: a new tab, with no window.opener and no referrer.
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'svg', 'math'],
  FORBID_ATTR: ['style', 'class', 'id'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ADD_ATTR: ['target'],
};

/** How many passes a payload may need before its serialization stops changing (mutation XSS). */
const MAX_PASSES = 3;

/**
 * Sanitizes concierge HTML for display: no scripts, no event handlers, no styles, no forms. Some markup
 * (e.g. a template inside a select) serializes into something that parses differently; the result is
 * sanitized again until it is stable, so what reaches the DOM is exactly what the sanitizer approved.
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

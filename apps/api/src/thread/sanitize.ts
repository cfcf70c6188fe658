import sanitizeHtml from 'sanitize-html';
import { MESSAGE_LINK_ATTRIBUTES, MESSAGE_LINK_SCHEMES, MESSAGE_TAGS } from '@concierge/api-client/constants';

// The allow-list is part of the contract: the apps clean to the same list on display.
export { MESSAGE_LINK_ATTRIBUTES, MESSAGE_LINK_SCHEMES, MESSAGE_TAGS };

// Only absolute links: a relative or oddly prefixed href (`\u2028javascript:…`, `/x`, `//host`) is dropped,
// so no browser's URL parser can read a scheme into it that this check did not see.
const ABSOLUTE_LINK = new RegExp(`^(?:${MESSAGE_LINK_SCHEMES.map((scheme) => `${scheme}:`).join('|')})`, 'i');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MESSAGE_TAGS],
  // target and rel are listed so the transform's values survive; whatever the author wrote is replaced.
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [...MESSAGE_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//evil.example` would inherit the page's scheme: only absolute links with a listed scheme pass.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of these is code or chrome, not message content: dropped with the element.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
    'svg',
    'math',
    'object',
    'select',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href !== undefined && ABSOLUTE_LINK.test(attribs.href) && { href: attribs.href }),
        ...MESSAGE_LINK_ATTRIBUTES,
      },
    }),
  },
};

/**
 * Cleans a concierge's message HTML on write (SECURITY.md): only {@link MESSAGE_TAGS}, only `a[href]`
 * with an http(s) or mailto URL, every link opening in a new tab with `rel="noopener noreferrer"`.
 * Idempotent: cleaning the output again changes nothing.
 * @example sanitizeMessageHtml('<p onclick="x()">Hi <a href="javascript:x()">there</a></p>')
 * // '<p>Hi <a target="_blank" rel="noopener noreferrer">there</a></p>'
 */
export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * Plain text as a one-paragraph message body (system messages), escaped as the sanitizer escapes text,
 * so every stored body, written by a person or not, is one the sanitizer leaves as it is.
 */
export function paragraphHtml(text: string): string {
  return `<p>${text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char)}</p>`;
}

import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { MESSAGE_LINK_ATTRIBUTES, MESSAGE_LINK_SCHEMES, MESSAGE_TAGS } from '@concierge/api-client/constants';
import { cleanUntilStable } from './clean-until-stable.js';

// SECURITY.md, "HTML from the concierge": the server cleans every message on write; this is the second,
// independent layer, right where the HTML meets the DOM. It allows exactly what the server keeps: the
// contract's MESSAGE_TAGS, and on links only href, target and rel.

/** The attributes a link may carry; every other element carries none. */
const LINK_ATTRIBUTES = ['href', ...Object.keys(MESSAGE_LINK_ATTRIBUTES)];

/**
 * A kept address starts with one of the contract's schemes. DOMPurify's own check already drops
 * javascript:, vbscript: and data: links; this allow-list is narrower, as the server's is: relative
 * addresses, tel:, ftp: and every other scheme go too. Browsers ignore spaces and control characters
 * inside a scheme ("java\tscript:"): such a value does not start with an allowed scheme, so it fails.
 */
const ALLOWED_LINK = new RegExp(`^(?:${MESSAGE_LINK_SCHEMES.join('|')}):`, 'i');

const CONFIG: Config = {
  ALLOWED_TAGS: [...MESSAGE_TAGS],
  ALLOWED_ATTR: LINK_ATTRIBUTES,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // The text of a dropped element stays, as on the server (DOMPurify still drops script and style text).
  KEEP_CONTENT: true,
};

/** Text only: the fallback for markup that never settles (see sanitizeMessageHtml). */
const TEXT_ONLY: Config = { ALLOWED_TAGS: [], ALLOWED_ATTR: [], KEEP_CONTENT: true };

/** How many passes a payload may take before its serialization must stop changing (mutation XSS). */
const MAX_PASSES = 4;

let purifier: Purifier | undefined;

/**
 * A private DOMPurify instance, made on first use: its hook must not reach other DOMPurify users of the
 * page, and importing the kit must not touch `window` (the kit has no side effects but its CSS).
 */
function messagePurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') {
      // ALLOWED_ATTR applies to every tag; only links may keep these.
      for (const name of LINK_ATTRIBUTES) node.removeAttribute(name);
      return;
    }
    const href = node.getAttribute('href');
    if (href !== null && !ALLOWED_LINK.test(href.trim())) node.removeAttribute('href');
    for (const [name, value] of Object.entries(MESSAGE_LINK_ATTRIBUTES)) {
      // A kept link leaves the app: a new tab without opener or referrer. A link without an address goes
      // nowhere, so it keeps neither.
      if (node.hasAttribute('href')) node.setAttribute(name, value);
      else node.removeAttribute(name);
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans message HTML to the contract's allow-list: only MESSAGE_TAGS, and `a` only with an address in
 * MESSAGE_LINK_SCHEMES (then with MESSAGE_LINK_ATTRIBUTES). Some markup (a template inside a select, say)
 * serializes into something that parses differently (mutation XSS), so the result is cleaned again until
 * it stops changing: what reaches the DOM is exactly what the sanitizer approved. Markup that has not
 * settled after a few passes is reduced to its text.
 */
export function sanitizeMessageHtml(html: string): string {
  const instance = messagePurifier();
  return cleanUntilStable(
    html,
    (dirty) => instance.sanitize(dirty, CONFIG),
    MAX_PASSES,
    (unsettled) => instance.sanitize(unsettled, TEXT_ONLY),
  );
}
